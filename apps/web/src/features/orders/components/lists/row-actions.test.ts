import { describe, expect, it } from 'vitest';
import { rowActionsOf } from './row-actions.ts';

describe("rowActionsOf (an order row's menu)", () => {
  it('offers each status its moves, in the order the menu lists them', () => {
    expect(rowActionsOf({ status: 'processing', courierStatus: 'none' })).toEqual([
      'print',
      'edit',
      'send',
      'markReady',
      'cancel',
    ]);
    expect(rowActionsOf({ status: 'ready', courierStatus: 'none' })).toEqual([
      'edit',
      'complete',
      'send',
      'backToProcessing',
      'cancel',
    ]);
    expect(rowActionsOf({ status: 'completed', courierStatus: 'sent' })).toEqual([
      'print',
      'return',
      'delete',
    ]);
    expect(rowActionsOf({ status: 'cancelled', courierStatus: 'none' })).toEqual(['print', 'return']);
  });

  it('does not offer to send again a parcel already with its courier', () => {
    expect(rowActionsOf({ status: 'ready', courierStatus: 'sent' })).not.toContain('send');
    expect(rowActionsOf({ status: 'processing', courierStatus: 'sent' })).not.toContain('send');
    expect(rowActionsOf({ status: 'ready', courierStatus: 'returned' })).toContain('send');
  });

  it('leaves a returned order read only', () => {
    expect(rowActionsOf({ status: 'returned', courierStatus: 'returned' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { rowActionsOf } from './row-actions.ts';

const unanswered = { customerAnswer: null } as const;

describe("rowActionsOf (an order row's menu)", () => {
  it('offers each status its moves, in the order the menu lists them', () => {
    expect(rowActionsOf({ status: 'processing', courierStatus: 'none', ...unanswered }, true)).toEqual([
      'print',
      'edit',
      'send',
      'markReady',
      'confirmSms',
      'cancel',
    ]);
    expect(rowActionsOf({ status: 'ready', courierStatus: 'none', ...unanswered }, true)).toEqual([
      'edit',
      'complete',
      'send',
      'confirmSms',
      'backToProcessing',
      'cancel',
    ]);
    expect(rowActionsOf({ status: 'completed', courierStatus: 'sent', ...unanswered }, true)).toEqual([
      'print',
      'return',
      'delete',
    ]);
    expect(rowActionsOf({ status: 'cancelled', courierStatus: 'none', ...unanswered }, true)).toEqual([
      'print',
      'return',
    ]);
  });

  it('does not offer to send again a parcel already with its courier', () => {
    expect(rowActionsOf({ status: 'ready', courierStatus: 'sent', ...unanswered }, true)).not.toContain(
      'send',
    );
    expect(rowActionsOf({ status: 'processing', courierStatus: 'sent', ...unanswered }, true)).not.toContain(
      'send',
    );
    expect(rowActionsOf({ status: 'ready', courierStatus: 'returned', ...unanswered }, true)).toContain(
      'send',
    );
  });

  it('offers the confirmation SMS only while the customer can still answer', () => {
    expect(rowActionsOf({ status: 'ready', courierStatus: 'sent', ...unanswered }, true)).not.toContain(
      'confirmSms',
    );
    for (const customerAnswer of ['confirmed', 'cancelled'] as const)
      expect(
        rowActionsOf({ status: 'processing', courierStatus: 'none', customerAnswer }, true),
      ).not.toContain('confirmSms');
  });

  it('does not offer it to a seller whose SMS gateway is not set up', () => {
    expect(rowActionsOf({ status: 'processing', courierStatus: 'none', ...unanswered }, false)).not.toContain(
      'confirmSms',
    );
  });

  it('leaves a returned order read only', () => {
    expect(rowActionsOf({ status: 'returned', courierStatus: 'returned', ...unanswered }, true)).toEqual([]);
  });
});

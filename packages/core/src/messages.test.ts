import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages.ts';

describe('formatMessage (the English text of a key and its values)', () => {
  it('writes a value named …Poisha as taka, as API users read it', () => {
    const params = { courier: 'RedX', parcel: '24A1', amountPoisha: 120_000 };
    expect(formatMessage('courierCodUpdated', params)).toBe('RedX will collect ৳1,200 for parcel 24A1');
    expect(formatMessage('courierConnectedBalance', { courier: 'Steadfast', balancePoisha: 1_234_550 })).toBe(
      'Connected to Steadfast: current balance ৳12,345.50',
    );
  });

  it('writes other values as they are, and a missing one as nothing', () => {
    expect(formatMessage('orderAlreadySent', { code: 'C-7', courier: 'RedX' })).toBe(
      'Order C-7 is already with RedX',
    );
    expect(formatMessage('textTooLong', { max: 1200 })).toContain('1200');
    expect(formatMessage('orderAlreadySent', { code: 'C-7' })).toBe('Order C-7 is already with ');
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueText } from '../field-problems.testkit.ts';
import { MESSAGES } from '../messages.ts';
import { dhakaDate } from '../time.ts';
import { codReceivedBodySchema, transactionsQuerySchema } from './schemas.ts';

const id = '01a1fcf7-0000-7000-8000-000000000001';
const other = '01a1fcf7-0000-7000-8000-000000000002';
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), issueText(i)]));

describe('the Transactions query', () => {
  it('defaults to all orders, page 1 of 10, with the period left to the server', () => {
    expect(transactionsQuerySchema.parse({})).toEqual({ filter: 'all', page: 1, limit: 10 });
    expect(transactionsQuerySchema.parse({ from: '', to: '', filter: '' })).toEqual({
      filter: 'all',
      page: 1,
      limit: 10,
    });
  });

  it('refuses a period that ends before it starts, a date that is not one, and an unknown list', () => {
    const result = transactionsQuerySchema.safeParse({
      from: '2024-03-05',
      to: '2024-03-04',
      filter: 'paid',
    });
    expect(messages(result)).toEqual({ filter: MESSAGES.transactionsFilterInvalid });
    expect(messages(transactionsQuerySchema.safeParse({ from: '2024-03-05', to: '2024-03-04' }))).toEqual({
      to: MESSAGES.orderDateRangeInvalid,
    });
    expect(messages(transactionsQuerySchema.safeParse({ from: '05/03/2024', limit: '20' }))).toMatchObject({
      from: MESSAGES.orderFilterDateInvalid,
      limit: 'Page size must be 10, 25, 50 or 100',
    });
  });
});

describe('marking COD received', () => {
  it('names each order once and takes today or an earlier date', () => {
    expect(codReceivedBodySchema.parse({ orderIds: [id, id, other], receivedOn: '2024-03-05' })).toEqual({
      orderIds: [id, other],
      receivedOn: '2024-03-05',
    });
    expect(
      codReceivedBodySchema.safeParse({ orderIds: [id], receivedOn: dhakaDate(new Date()) }).success,
    ).toBe(true);
  });

  it('refuses no orders, a date in the future and a date that is not one', () => {
    expect(messages(codReceivedBodySchema.safeParse({ orderIds: [] }))).toEqual({
      orderIds: MESSAGES.codOrdersRequired,
    });
    const tomorrow = dhakaDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(messages(codReceivedBodySchema.safeParse({ orderIds: [id], receivedOn: tomorrow }))).toEqual({
      receivedOn: MESSAGES.codReceivedDateFuture,
    });
    expect(messages(codReceivedBodySchema.safeParse({ orderIds: [id], receivedOn: '2024-02-30' }))).toEqual({
      receivedOn: MESSAGES.codReceivedDateInvalid,
    });
  });

  it('takes an amount (whole poisha, 0 or more) only for one order', () => {
    expect(codReceivedBodySchema.parse({ orderIds: [id], amount: 0 })).toEqual({ orderIds: [id], amount: 0 });
    expect(messages(codReceivedBodySchema.safeParse({ orderIds: [id, other], amount: 100 }))).toEqual({
      amount: MESSAGES.codAmountOneOrder,
    });
    expect(messages(codReceivedBodySchema.safeParse({ orderIds: [id], amount: 10.5 }))).toEqual({
      amount: MESSAGES.codAmountInvalid,
    });
    expect(messages(codReceivedBodySchema.safeParse({ orderIds: [id], amount: -1 }))).toEqual({
      amount: MESSAGES.codAmountInvalid,
    });
  });
});

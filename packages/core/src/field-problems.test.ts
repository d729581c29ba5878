import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueProblems, schemaProblems } from './field-problems.ts';
import { MESSAGE_KEY } from './messages.ts';
import { orderFiltersSchema } from './orders/list-query.ts';
import { createStoreBodySchema } from './stores/schemas.ts';
import { codReceivedBodySchema } from './transactions/schemas.ts';

const store = { name: 'Dhanmondi shop', phone: '', address: '', district: 'Dhaka', area: '', zip: '' };

describe('field problems (a failing field as a message key and its values)', () => {
  it("names the schema's own key, with the bound of the check that failed", () => {
    expect(schemaProblems(createStoreBodySchema, { ...store, name: '', address: 'x'.repeat(301) })).toEqual({
      name: { key: 'nameRequired', params: {} },
      address: { key: 'textTooLong', params: { max: 300 } },
    });
    const ids = Array.from(
      { length: 501 },
      (_, i) => `01a1fcf7-0000-7000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(schemaProblems(codReceivedBodySchema, { orderIds: ids, receivedOn: '2024-03-05' })).toEqual({
      orderIds: { key: 'codOrdersTooMany', params: { max: 500 } },
    });
  });

  it('takes the values a refinement passes as its params', () => {
    expect(schemaProblems(orderFiltersSchema, { ids: 'not-an-id' })).toEqual({
      ids: { key: 'orderIdsInvalid', params: { max: 500 } },
    });
  });

  it('keeps only the values the message names', () => {
    const amount = z.number().max(10, { error: MESSAGE_KEY.amountTooLarge });
    expect(schemaProblems(amount, 11)).toEqual({ _: { key: 'amountTooLarge', params: {} } });
  });

  it('gives a check without a message of ours the general key of that check', () => {
    const form = z.object({
      name: z.string().min(1).max(5),
      code: z.string().min(4),
      qty: z.number().min(1).max(9),
      tags: z.array(z.string()).min(1).max(2),
      when: z.iso.date(),
    });
    const problemsOf = (value: object) =>
      schemaProblems(form, { name: 'a', code: 'abcd', qty: 1, tags: ['a'], when: '2024-03-05', ...value });
    expect(problemsOf({ name: '', code: 'ab', qty: 0, tags: [] })).toEqual({
      name: { key: 'valueRequired', params: {} },
      code: { key: 'textTooShort', params: { min: 4 } },
      qty: { key: 'numberTooSmall', params: { min: 1 } },
      tags: { key: 'tooFewItems', params: { min: 1 } },
    });
    expect(problemsOf({ name: 'abcdef', qty: 10, tags: ['a', 'b', 'c'], when: 'soon' })).toEqual({
      name: { key: 'textTooLong', params: { max: 5 } },
      qty: { key: 'numberTooLarge', params: { max: 9 } },
      tags: { key: 'tooManyItems', params: { max: 2 } },
      when: { key: 'invalidValue', params: {} },
    });
  });

  it("keeps each field's first problem, and names the value itself by the root name", () => {
    const parsed = z.string().min(3).max(1).safeParse('ab');
    expect(issueProblems(parsed.error!.issues)).toEqual({ _: { key: 'textTooShort', params: { min: 3 } } });
    expect(issueProblems(parsed.error!.issues, 'file')).toEqual({
      file: { key: 'textTooShort', params: { min: 3 } },
    });
  });
});

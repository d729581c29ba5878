import { MAX_INVOICES } from '@chalan/core/invoices/limits';
import { describe, expect, it } from 'vitest';
import { labelParts } from './label-parts.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `order-${i + 1}`);

describe('the labels of a bulk send, in pages the invoice page prints at once', () => {
  it('prints a send that fits on one page as one part, and none for a send that sent nothing', () => {
    expect(labelParts(ids(3))).toEqual([{ from: 1, to: 3, ids: ids(3) }]);
    expect(labelParts(ids(MAX_INVOICES))).toHaveLength(1);
    expect(labelParts([])).toEqual([]);
  });

  it('cuts a larger send into parts in its order, every order once', () => {
    const all = ids(2 * MAX_INVOICES + 1);
    const parts = labelParts(all);
    expect(parts.map(({ from, to }) => [from, to])).toEqual([
      [1, MAX_INVOICES],
      [MAX_INVOICES + 1, 2 * MAX_INVOICES],
      [2 * MAX_INVOICES + 1, 2 * MAX_INVOICES + 1],
    ]);
    expect(parts.flatMap((p) => p.ids)).toEqual(all);
  });
});

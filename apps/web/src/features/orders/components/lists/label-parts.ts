import { MAX_INVOICES } from '@chalan/core/invoices/limits';

/** A run of orders whose labels print on one page: positions from–to (1-based) of the whole send. */
export interface LabelPart {
  from: number;
  to: number;
  ids: string[];
}

/** The sent orders cut into pages of labels the invoice page can print at once, in the send's order. */
export function labelParts(ids: readonly string[], size = MAX_INVOICES): LabelPart[] {
  const parts: LabelPart[] = [];
  for (let start = 0; start < ids.length; start += size) {
    const part = ids.slice(start, start + size);
    parts.push({ from: start + 1, to: start + part.length, ids: part });
  }
  return parts;
}

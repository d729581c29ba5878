import { CSV_BOM, csvLine, EXPORT_FILE_NAME } from '@chalan/core';
import type { Context } from 'hono';

/**
 * Streams a CSV download: the BOM, a header line of plain-word column names, then each batch of rows
 * as the source yields it, so a large export never sits in memory whole.
 */
export function csvResponse(
  c: Context,
  header: readonly string[],
  rows: AsyncIterable<readonly unknown[][]>,
  fileName = EXPORT_FILE_NAME,
): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return c.body(stream, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
  });
}

/** Reads a query in pages of `batchSize` (keyset or offset, as `fetchPage` does it) for csvResponse. */
export async function* inBatches<T>(
  fetchPage: (offset: number, limit: number) => Promise<T[]>,
  toRow: (item: T) => unknown[],
  batchSize = 1000,
): AsyncGenerator<unknown[][]> {
  for (let offset = 0; ; offset += batchSize) {
    const items = await fetchPage(offset, batchSize);
    if (items.length > 0) yield items.map(toRow);
    if (items.length < batchSize) return;
  }
}

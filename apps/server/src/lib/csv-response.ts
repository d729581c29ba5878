import { CSV_BOM, csvLine, EXPORT_FILE_NAME } from '@chalan/core';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

/** The OpenAPI reply of a CSV download route. */
export const csvReply = {
  description: 'CSV, UTF-8 with a BOM',
  content: { 'text/csv': { schema: z.string() } },
};

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

/**
 * Reads a query in keyset batches for csvResponse: each batch starts after the key of the last row
 * of the one before (`next`), so the 100th batch costs what the first does, and only one batch is in
 * memory at a time. `fetchAfter(null, n)` is the first batch.
 */
export async function* inKeysetBatches<T, K>(
  fetchAfter: (after: K | null, limit: number) => Promise<{ items: T[]; next: K | null }>,
  toRow: (item: T) => unknown[],
  batchSize = 1000,
): AsyncGenerator<unknown[][]> {
  let after: K | null = null;
  for (;;) {
    const { items, next } = await fetchAfter(after, batchSize);
    if (items.length > 0) yield items.map(toRow);
    if (items.length < batchSize || next === null) return;
    after = next;
  }
}

/** Reads a query in pages of `batchSize` by offset (for small sets; large exports use inKeysetBatches). */
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

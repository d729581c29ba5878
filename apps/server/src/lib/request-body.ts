import type { MiddlewareHandler } from 'hono';
import type { AppError } from '../errors.ts';

/**
 * Node keeps a connection open for the next request only once the request's body has been read to its end.
 * @hono/node-server drains a body left unread, but once the body's stream has been opened (a size check
 * opens it) the stream's reader holds the socket paused, the drain gives up after 500 ms and closes the
 * connection under the client's next request. So every body is read to its end before the answer goes:
 * the rest of one over the limit, and whatever a route did not read (a 401, a 404, a route with no body).
 */

/** Past this much unread body the connection is closed instead: reading it all would only help an attacker. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/** Reads and drops the rest of a body; false when it was longer than `budget` (the stream is cancelled). */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget = DRAIN_MAX_BYTES) {
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > budget) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    // The client went away: there is no connection left to keep.
    return false;
  }
}

/** The first middleware: a body nobody read is read to its end (or the connection is closed) before the answer. */
export const drainRequestBody: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  await next();
  const body = request.body;
  if (!body || request.bodyUsed || body.locked) return;
  if (!(await discard(body.getReader()))) c.header('connection', 'close');
};

/**
 * Refuses a body over `maxSize` with `tooLarge()` (413) after reading it to its end, so the connection
 * carries the next request. A body without a length (chunked) is counted as it arrives.
 */
export function limitBody(maxSize: number, tooLarge: () => AppError): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) <= maxSize) return next();
      const reader = body.getReader();
      if (!(await discard(reader))) c.header('connection', 'close');
      throw tooLarge();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        if (!(await discard(reader))) c.header('connection', 'close');
        throw tooLarge();
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

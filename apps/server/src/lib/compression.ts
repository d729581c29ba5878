import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this a reply goes as it is: compressing it saves less than the headers it costs. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';
type TransformPair = { readable: ReadableStream<Uint8Array>; writable: WritableStream<Uint8Array> };

/**
 * Compresses replies made on the fly (the API's JSON, the SPA's index.html when no precompressed copy is
 * there): brotli when the browser takes it, else gzip. Hono's compress() does gzip only (Node 20's
 * CompressionStream has no brotli), and it compresses a JSON of unknown length however small, so this
 * reads the first KB first. Replies that already have an encoding (the precompressed assets), images and
 * other binary types pass untouched; `Vary: Accept-Encoding` on every compressible reply, compressed or not.
 */
export function compressResponses(threshold = COMPRESS_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (res.status === 206 || res.headers.has('content-encoding') || c.req.method === 'HEAD') return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    addVary(res.headers);
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < threshold) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    const { head, rest, ended } = await readHead(res.body, threshold);
    const headers = new Headers(res.headers);
    if (ended && head.length < threshold) {
      headers.set('content-length', String(head.length));
      c.res = new Response(head, { status: res.status, headers });
      return;
    }
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    c.res = new Response(prepend(head, rest).pipeThrough(compressor(encoding)), {
      status: res.status,
      headers,
    });
  };
}

/** Brotli before gzip when both are taken (q=0 refuses one); nothing when neither is. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const q = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  const br = q('br');
  const gzip = q('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

function addVary(headers: Headers) {
  const vary = headers.get('vary');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Quality 5 for brotli: near gzip's speed with smaller output; 11 (the default) is for build time. */
function compressor(encoding: Encoding): TransformPair {
  const stream =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  return Duplex.toWeb(stream) as unknown as TransformPair;
}

/** The body's first `size` bytes (or all of it, if shorter) and a reader for the rest. */
async function readHead(body: ReadableStream<Uint8Array>, size: number) {
  const rest = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const { done, value } = await rest.read();
    if (done) {
      ended = true;
      break;
    }
    chunks.push(value);
    length += value.length;
  }
  return { head: Buffer.concat(chunks), rest, ended };
}

function prepend(head: Uint8Array, rest: ReadableStreamDefaultReader<Uint8Array>) {
  let sentHead = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentHead) {
        sentHead = true;
        if (head.length > 0) return controller.enqueue(head);
      }
      const { done, value } = await rest.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => rest.cancel(reason),
  });
}

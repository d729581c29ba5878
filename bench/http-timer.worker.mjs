// The bench's HTTP client, on a thread of its own that lives for the whole bench (so its fetch is warm):
// the client's fetch, parsing and timing are not counted as the server's work.
import { parentPort } from 'node:worker_threads';

async function send(baseUrl, cookie, request) {
  const init = {
    method: request.method,
    headers: { cookie, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  };
  const url = new URL(request.path, baseUrl);
  // A kept-alive socket the server closed between lines fails once; a new one then serves.
  const response = await fetch(url, init).catch(() => fetch(url, init));
  const text = await response.text();
  if (response.status !== request.status) {
    throw new Error(`${request.method} ${request.path}: ${response.status} ${text.slice(0, 300)}`);
  }
}

parentPort.on('message', async ({ baseUrl, cookie, requests, warmup }) => {
  try {
    for (let i = 0; i < warmup; i++) await send(baseUrl, cookie, requests[i % requests.length]);
    const took = [];
    const started = performance.now();
    for (const request of requests) {
      const t = performance.now();
      await send(baseUrl, cookie, request);
      took.push(performance.now() - t);
    }
    parentPort.postMessage({ took, total: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.stack ?? error) });
  }
});

// The bench's HTTP client, on a thread of its own: the client's fetch, parsing and timing use the other
// core, so the server's event loop spends its time only on serving (as it would with real browsers).
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, cookie, requests, warmup } = workerData;

async function send(request) {
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

try {
  for (let i = 0; i < warmup; i++) await send(requests[i % requests.length]);
  const took = [];
  const started = performance.now();
  for (const request of requests) {
    const t = performance.now();
    await send(request);
    took.push(performance.now() - t);
  }
  parentPort.postMessage({ took, total: performance.now() - started });
} catch (error) {
  parentPort.postMessage({ error: String(error?.stack ?? error) });
}

import type { MiddlewareHandler } from 'hono';
import type { FakeCourierName } from './couriers.ts';
import type { FakeCourierState } from './state.ts';

/** A held call is let go after this long even if nobody hangs up, so a forgotten test cannot leak it. */
const MAX_HOLD_MS = 5 * 60_000;

function waitFor(ms: number, signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const s of signals) s.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const s of signals) {
      if (s.aborted) return done();
      s.addEventListener('abort', done, { once: true });
    }
  });
}

/**
 * Gateways answer 502–504 with an HTML page, the applications with JSON; callers must cope with both.
 * 429 is a rate limit as Pathao sends it: JSON, and no Retry-After.
 */
function serverError(status: number): Response {
  if (status === 429) return Response.json({ message: 'Too Many Attempts.' }, { status });
  if (status >= 502 && status <= 504) {
    return new Response(`<html><body><h1>${status} Bad Gateway</h1></body></html>`, {
      status,
      headers: { 'content-type': 'text/html' },
    });
  }
  return Response.json({ message: 'Server Error' }, { status });
}

/** Applies the first fault queued for this call, if any. `closing` fires when the fake stops. */
export function applyFaults(
  state: FakeCourierState,
  courier: FakeCourierName,
  closing: AbortSignal,
): MiddlewareHandler {
  return async (c, next) => {
    const fault = state.takeFault(courier, c.req.path);
    if (!fault) return next();
    if (fault.kind === 'latency') {
      await waitFor(fault.ms, [closing]);
      return next();
    }
    if (fault.kind === 'error') return serverError(fault.status);
    // drop: the call does its work (the parcel is booked), then its answer is lost like a timeout's.
    if (fault.kind === 'drop') await next();
    // Hold the call until the caller gives up (or the fake stops).
    await waitFor(MAX_HOLD_MS, [c.req.raw.signal, closing]);
    return new Response(null, { status: 504 });
  };
}

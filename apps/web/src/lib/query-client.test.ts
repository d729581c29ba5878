import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

describe('loading retries', () => {
  it('asks again up to 3 times when the server failed or could not be reached', () => {
    for (const error of [
      new ApiError(500, 'INTERNAL', 'x', 'x'),
      new ApiError(0, 'NETWORK', 'x', 'x'),
      new Error(),
    ]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, error))).toEqual([true, true, true, false]);
    }
  });

  it('does not ask again when the answer was a refusal (4xx): it would not change', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'X', 'x', 'x'))).toBe(false);
    }
  });

  it('waits twice as long each time, from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

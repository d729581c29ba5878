import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { every } from './periodic.ts';

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a periodic background job', () => {
  it('runs again after a failing run and never two runs at once', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const error = vi.spyOn(logger, 'error');
    const job = every('test', { firstAfterMs: 1, everyMs: 1 }, logger, async () => {
      runs++;
      active++;
      most = Math.max(most, active);
      await sleep(10);
      active--;
      if (runs === 1) throw new Error('first run fails');
    });
    await sleep(80);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: 'test' }), 'background job failed');
  });

  it('stops: no run after stop() returns, and the run in progress is waited for', async () => {
    let runs = 0;
    let finished = 0;
    const job = every('test', { firstAfterMs: 1, everyMs: 1 }, logger, async () => {
      runs++;
      await sleep(20);
      finished++;
    });
    await sleep(5);
    await job.stop();
    expect(finished).toBe(runs);
    const after = runs;
    await sleep(30);
    expect(runs).toBe(after);
  });
});

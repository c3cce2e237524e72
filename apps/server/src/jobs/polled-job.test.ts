import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { startPolledJob } from './polled-job.ts';

const log = pino({ level: 'silent' });

/** A job whose runs wait until let go, counting how many ran and how many ran at once. */
function slowJob() {
  const job = { runs: 0, atOnce: 0, most: 0, letGo: [] as (() => void)[] };
  const run = async () => {
    job.runs++;
    job.most = Math.max(job.most, ++job.atOnce);
    await new Promise<void>((resolve) => job.letGo.push(resolve));
    job.atOnce--;
  };
  return { job, run };
}

describe('a polled job', () => {
  it('never runs twice at once, and a wake during a run brings one more run after it', async () => {
    const { job, run } = slowJob();
    let wake = () => {};
    const stop = startPolledJob(log, {
      failure: 'test job failed',
      everyMs: 5,
      run,
      atStart: true,
      wakeOn: (w) => ((wake = w), () => {}),
    });
    wake();
    wake();
    await new Promise((resolve) => setTimeout(resolve, 30)); // ticks come and are skipped
    expect(job.runs).toBe(1);
    job.letGo.shift()!();
    await expect.poll(() => job.runs).toBe(2); // the wake's run, at once
    expect(job.most).toBe(1);
    const stopped = stop();
    job.letGo.shift()!();
    await stopped;
    expect(job.atOnce).toBe(0);
  });

  it('stops only once the run in hand has finished, and starts no other', async () => {
    const { job, run } = slowJob();
    const stop = startPolledJob(log, { failure: 'test job failed', everyMs: 5, run, atStart: true });
    let done = false;
    const stopped = stop().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    job.letGo.shift()!();
    await stopped;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(job.runs).toBe(1);
  });

  it('keeps running after a failed run', async () => {
    let runs = 0;
    const stop = startPolledJob(log, {
      failure: 'test job failed',
      everyMs: 5,
      run: () => (++runs === 1 ? Promise.reject(new Error('database away')) : Promise.resolve()),
    });
    await expect.poll(() => runs).toBeGreaterThan(2);
    await stop();
  });
});

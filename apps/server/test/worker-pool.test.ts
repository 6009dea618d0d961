/**
 * The generic worker pool (lib/worker-pool.ts) with a tiny real worker (worker-pool/tiny.worker.mjs): a worker
 * that crashes or hangs past its time limit fails only its own job and is replaced; every queued job is
 * answered by at most `size` workers; an error reply can retire its worker; close fails what is left.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from '../src/lib/worker-pool.ts';

interface Job {
  kind: 'double' | 'crash' | 'throw' | 'hang' | 'fail';
  value?: number;
  ms?: number;
}
type Reply = { id: number; value: number; error?: undefined } | { id: number; error: string };

class TimedOut extends Error {}
class Crashed extends Error {}

const pools: WorkerPool<Job, number>[] = [];
function pool(size: number, more: { idleMs?: number } = {}): WorkerPool<Job, number> {
  const p = createWorkerPool<Job, Reply, number>({
    url: new URL('./worker-pool/tiny.worker.mjs', import.meta.url),
    size,
    timeoutMs: 5_000,
    ...more,
    settle: (reply) =>
      reply.error === undefined ? { result: reply.value } : { error: new Error(reply.error), retire: true },
    timedOut: (ms) => new TimedOut(`past ${ms} ms`),
    crashed: (cause) => new Crashed(typeof cause === 'number' ? `exit ${cause}` : cause.message),
    name: 'tiny pool',
  });
  pools.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('worker pool (lib/worker-pool.ts)', () => {
  it('a worker that crashes fails its own job only; the next job is answered by a new worker', async () => {
    const p = pool(1);
    expect(await p.run({ kind: 'double', value: 2 })).toBe(4);
    await expect(p.run({ kind: 'crash' })).rejects.toThrow(new Crashed('exit 7'));
    await expect(p.run({ kind: 'throw' })).rejects.toThrow(new Crashed('thrown in the worker'));
    expect(p.restarts).toBe(2);
    expect(await p.run({ kind: 'double', value: 5 })).toBe(10);
    expect(p.state).toEqual({ workers: 1, busy: 0, started: 3 });
  });

  it('a job that hangs past its time limit fails, its worker is ended, the queued job behind it is answered', async () => {
    const p = pool(1);
    const hung = p.run({ kind: 'hang' }, 200);
    const behind = p.run({ kind: 'double', value: 21 });
    const t = Date.now();
    await expect(hung).rejects.toBeInstanceOf(TimedOut);
    expect(Date.now() - t).toBeLessThan(4_000);
    expect(await behind).toBe(42);
    expect(p.restarts).toBe(1);
    expect(p.state.started).toBe(2);
  });

  it('queued jobs are all answered, by at most `size` workers at once', async () => {
    const p = pool(2);
    let most = 0;
    const jobs = Array.from({ length: 12 }, (_, i) =>
      p.run({ kind: 'double', value: i, ms: 20 }).finally(() => {
        most = Math.max(most, p.state.busy);
      }),
    );
    expect(p.state.busy).toBeLessThanOrEqual(2);
    expect(await Promise.all(jobs)).toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
    expect(most).toBeLessThanOrEqual(2);
    expect(p.state.started).toBe(2);
    expect(p.restarts).toBe(0);
  });

  it('an error reply that retires its worker is the job’s error; an idle worker is ended after idleMs', async () => {
    const p = pool(1, { idleMs: 100 });
    await expect(p.run({ kind: 'fail', value: 3 })).rejects.toThrow('bad 3');
    expect(p.state.workers).toBe(0);
    expect(p.restarts).toBe(1);
    expect(await p.run({ kind: 'double', value: 1 })).toBe(2);
    expect(p.state.workers).toBe(1);
    await expect.poll(() => p.state.workers, { timeout: 3_000 }).toBe(0);
  });

  it('close fails the running and waiting jobs and ends the workers; a job after close is refused', async () => {
    const p = pool(1);
    await p.warm();
    expect(p.state.workers).toBe(1);
    const running = p.run({ kind: 'double', value: 1, ms: 10_000 });
    const waiting = p.run({ kind: 'double', value: 2 });
    await expect.poll(() => p.state.busy).toBe(1);
    const answers = Promise.allSettled([running, waiting]);
    await p.close();
    for (const a of await answers)
      expect(a).toMatchObject({ status: 'rejected', reason: { message: 'tiny pool closed' } });
    await expect(p.run({ kind: 'double', value: 3 })).rejects.toThrow('tiny pool closed');
    expect(p.state.workers).toBe(0);
  });
});

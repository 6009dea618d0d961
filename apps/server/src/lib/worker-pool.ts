/**
 * One pool of worker threads (node:worker_threads) for the CPU-heavy jobs that must not stop the server
 * answering others: model building (models), shape descriptors (search3d), BOM parsing (bom), import sheets
 * (org-library). Starting a worker costs a second or more (TypeScript loader, exceljs, a WASM kernel), so
 * workers are kept between jobs; a worker is replaced when it fails, never reused in a bad state.
 *
 *   const pool = createWorkerPool<Job, Reply, Result>({
 *     url: new URL('./x.worker.mjs', import.meta.url),
 *     size: 2, timeoutMs: 60_000,
 *     settle: (reply) => (reply.ok ? { result: reply.value } : { error: new Error(reply.error), retire: true }),
 *     timedOut: (ms) => new Error(`timed out after ${ms} ms`),
 *     crashed: (cause) => new Error(`worker ended (${cause})`),
 *   });
 *   await pool.run(job)          // the job's result, or its error
 *
 * The worker's side: it posts { id: 0 } once its modules are loaded (its time limit starts then), then
 * answers each message { ...job, id } with one reply { id, ... }, one job at a time.
 *
 * Jobs wait in a queue for one of at most `size` workers. A job past its time limit ends its worker; a worker
 * that crashes (an 'error' event: out of memory, a throw) or exits fails its job with `crashed(cause)`; a reply
 * that `settle` marks `retire` ends its worker after the job (a bad state, or a big heap to give back). The next
 * job starts a new worker. An idle worker is ended after `idleMs` (when given) and never keeps the process alive.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** A job's outcome from its reply; `retire`: end the worker after it. */
export type Settled<Result> = { result: Result; retire?: boolean } | { error: Error; retire?: boolean };

export interface WorkerPoolOptions<Job, Reply, Result> {
  /** the worker's entry file */
  url: URL;
  /** most workers at once */
  size: number;
  /** a job's time limit, from its worker being ready (run's second argument overrides it) */
  timeoutMs: number;
  /** options of a new worker, told whether warm() was called (a warmed pool's workers may warm up more) */
  workerOptions?: (warmed: boolean) => WorkerOptions;
  /** an idle worker is ended after this long (default: kept until close) */
  idleMs?: number;
  settle: (reply: Reply, job: Job) => Settled<Result>;
  timedOut: (timeoutMs: number) => Error;
  /** the error of a job whose worker crashed (its 'error' event) or exited (its exit code) */
  crashed: (cause: Error | number) => Error;
  /** the pool's name in the error of a job given after close */
  name?: string;
}

export interface WorkerPool<Job, Result> {
  run(job: Job, timeoutMs?: number): Promise<Result>;
  /** start every worker now (its modules loaded) instead of on the first job */
  warm(): Promise<void>;
  /** fail the waiting and running jobs and end the workers */
  close(): Promise<void>;
  /** workers ended by a failure: a crash, a time limit, a reply that retired them with an error */
  readonly restarts: number;
  /** workers alive, running a job, and ever started */
  readonly state: { workers: number; busy: number; started: number };
  /** the live workers (a test ends one as a crash would) */
  workers(): Worker[];
}

interface Queued<Job, Result> {
  job: Job;
  timeoutMs: number;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Running<Job, Result> extends Queued<Job, Result> {
  id: number;
  timer?: NodeJS.Timeout;
}

interface Slot<Job, Result> {
  worker: Worker;
  ready: Promise<void>;
  running?: Running<Job, Result>;
  idleTimer?: NodeJS.Timeout;
  gone: boolean;
}

/** Whether a worker's crash was running out of its heap (resourceLimits). */
export const outOfMemory = (cause: Error | number): boolean =>
  cause instanceof Error && (cause as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';

/** The promise of a worker's first message (id 0); also settled by its exit, so warm() never hangs. */
function readyOf(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const first = (m: { id?: unknown }) => {
      if (m?.id !== 0) return;
      worker.off('message', first);
      resolve();
    };
    worker.on('message', first);
    worker.once('exit', () => resolve());
  });
}

// long because it is the pool's closure: the workers, the queue and the few operations that share them
export function createWorkerPool<Job extends object, Reply extends { id: number }, Result>(
  options: WorkerPoolOptions<Job, Reply, Result>,
): WorkerPool<Job, Result> {
  const { size, idleMs, settle, timedOut, crashed, name = 'worker pool' } = options;
  const slots: Slot<Job, Result>[] = [];
  const queue: Queued<Job, Result>[] = [];
  let nextId = 1;
  let restarts = 0;
  let started = 0;
  let closed = false;
  let warmed = false;

  /** Takes a worker out of the pool at once (no job is given to it again) and ends it. */
  function remove(slot: Slot<Job, Result>, failed: boolean): void {
    if (slot.gone) return;
    slot.gone = true;
    clearTimeout(slot.idleTimer);
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    if (failed) restarts++;
    void slot.worker.terminate();
  }

  /** The worker's job ends with `outcome`; the worker is kept idle or ended. */
  function finish(slot: Slot<Job, Result>, outcome: Settled<Result>, failed: boolean): void {
    const job = slot.running;
    if (!job) return;
    clearTimeout(job.timer);
    slot.running = undefined;
    if (outcome.retire || failed) remove(slot, failed || 'error' in outcome);
    else idle(slot);
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
    pump();
  }

  function idle(slot: Slot<Job, Result>): void {
    slot.worker.unref();
    if (idleMs === undefined) return;
    slot.idleTimer = setTimeout(() => remove(slot, false), idleMs);
    slot.idleTimer.unref();
  }

  /** The reply's outcome (a reply `settle` cannot read fails its job and retires its worker). */
  function settledOf(reply: Reply, job: Job): Settled<Result> {
    try {
      return settle(reply, job);
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)), retire: true };
    }
  }

  /** A worker's end (crash or exit): its job fails, and it leaves the pool. */
  function ended(slot: Slot<Job, Result>, cause: Error | number): void {
    if (slot.running) finish(slot, { error: crashed(cause) }, true);
    else remove(slot, false);
  }

  function spawn(): Slot<Job, Result> {
    const worker = new Worker(options.url, { execArgv: [], ...options.workerOptions?.(warmed) });
    worker.unref();
    started++;
    const slot: Slot<Job, Result> = { worker, ready: readyOf(worker), gone: false };
    worker.on('message', (reply: Reply) => {
      const running = slot.running;
      if (reply.id === 0 || reply.id !== running?.id) return;
      finish(slot, settledOf(reply, running.job), false);
    });
    worker.on('error', (error) => ended(slot, error));
    worker.once('exit', (code) => ended(slot, code));
    slots.push(slot);
    return slot;
  }

  /** Gives a job to a worker: posted once the worker is ready, its time limit counted from then. */
  function start(slot: Slot<Job, Result>, q: Queued<Job, Result>): void {
    clearTimeout(slot.idleTimer);
    const running: Running<Job, Result> = { ...q, id: nextId++ };
    slot.running = running;
    slot.worker.ref();
    void slot.ready.then(() => {
      if (slot.running !== running) return;
      running.timer = setTimeout(() => finish(slot, { error: timedOut(q.timeoutMs) }, true), q.timeoutMs);
      slot.worker.postMessage({ ...q.job, id: running.id });
    });
  }

  function pump(): void {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => !s.running) ?? (slots.length < size ? spawn() : undefined);
      const q = slot && queue.shift();
      if (!slot || !q) return;
      start(slot, q);
    }
  }

  const closedError = () => new Error(`${name} closed`);

  return {
    run(job, timeoutMs = options.timeoutMs) {
      if (closed) return Promise.reject(closedError());
      return new Promise<Result>((resolve, reject) => {
        queue.push({ job, timeoutMs, resolve, reject });
        pump();
      });
    },
    async warm() {
      warmed = true;
      while (!closed && slots.length < size) idle(spawn());
      await Promise.all(slots.map((s) => s.ready));
    },
    async close() {
      closed = true;
      for (const q of queue.splice(0)) q.reject(closedError());
      const workers = slots.map((s) => s.worker);
      for (const slot of [...slots]) {
        if (slot.running) finish(slot, { error: closedError() }, false);
        remove(slot, false);
      }
      await Promise.all(workers.map((w) => w.terminate()));
    },
    get restarts() {
      return restarts;
    },
    get state() {
      const busy = slots.filter((s) => s.running).length;
      return { workers: slots.length, busy, started };
    },
    workers: () => slots.map((s) => s.worker),
  };
}

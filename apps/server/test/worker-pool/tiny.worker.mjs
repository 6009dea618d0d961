// A tiny real worker for worker-pool.test.ts (plain JavaScript: no loader): answers { id, value } after
// `ms` milliseconds, or crashes (exit code 7), or hangs (a busy loop), or replies an error, as the job asks.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, kind, value, ms = 0 }) => {
  if (kind === 'crash') process.exit(7);
  if (kind === 'throw') throw new Error('thrown in the worker');
  if (kind === 'hang') for (;;);
  if (kind === 'fail') return parentPort.postMessage({ id, error: `bad ${value}` });
  setTimeout(() => parentPort.postMessage({ id, value: value * 2 }), ms);
});
parentPort.postMessage({ id: 0 });

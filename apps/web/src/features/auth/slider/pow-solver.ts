/**
 * Solves a slider challenge's proof-of-work (issue 18) as soon as the challenge arrives, while the user
 * drags: in Web Workers (one per core, at most 4) when the browser has them, else on the main thread
 * (altcha-lib yields to the page every 200 ms). The answer is what POST …/captcha/slider/verify takes as
 * `pow`.
 *
 *   const job = startPow(challenge.pow);
 *   const pow = await job.solution;   // rejects when it cannot be solved
 *   job.cancel();                     // a new challenge replaces this one
 *
 * WebCrypto (crypto.subtle) exists only in secure contexts: https, or http on localhost / 127.0.0.1.
 */
import { type Challenge, solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

export interface PowSolution {
  counter: number;
  derivedKey: string;
}

export interface PowJob {
  solution: Promise<PowSolution>;
  cancel: () => void;
}

const MAX_WORKERS = 4;
/** a challenge is valid 5 minutes; give up well before */
const TIMEOUT_MS = 120_000;

function createWorker(): Worker {
  return new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
}

export function startPow(challenge: Challenge): PowJob {
  const controller = new AbortController();
  const run = async (): Promise<PowSolution> => {
    if (!globalThis.crypto?.subtle) throw new Error('no WebCrypto');
    const workers = typeof Worker === 'function';
    const found = workers
      ? await solveChallengeWorkers({
          challenge,
          controller,
          concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
          createWorker,
          timeout: TIMEOUT_MS,
        })
      : await solveChallenge({ challenge, controller, deriveKey, timeout: TIMEOUT_MS });
    if (!found) throw new Error(controller.signal.aborted ? 'cancelled' : 'not solved');
    return { counter: found.counter, derivedKey: found.derivedKey };
  };
  const solution = run();
  // a cancelled or failed job nobody waits for must not be an unhandled rejection
  solution.catch(() => {});
  return { solution, cancel: () => controller.abort() };
}

/**
 * The proof-of-work worker (issue 18): runs altcha-lib's solver off the main thread so that the drag
 * stays smooth. It speaks altcha-lib's worker protocol (messages `work` and `abort`), so that
 * solveChallengeWorkers can run several of these side by side; each attempt is a WebCrypto PBKDF2.
 *
 *   new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' })
 */
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });

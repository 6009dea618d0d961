/**
 * A BOM parse worker thread of the pool (bom-parse-thread.ts): reads each file sent to it ({ id, data, fileName })
 * with parseBomFile, one at a time, and posts { id, sheet }, or the error's code, message and status when the file
 * is bad input (AppError); anything else is posted as an unexpected failure. Its first message, { id: 0 }, says it
 * is ready (its modules loaded). The thread lives until the pool ends it.
 */
import { parentPort } from 'node:worker_threads';
import { postedError } from '../../lib/app-error.ts';
import { parseBomFile } from './bom-parse.ts';

interface Request {
  id: number;
  data: Uint8Array;
  fileName: string;
}

parentPort?.on('message', async ({ id, data, fileName }: Request) => {
  try {
    parentPort?.postMessage({ id, sheet: await parseBomFile(data, fileName) });
  } catch (error) {
    parentPort?.postMessage({ id, error: postedError(error) });
  }
});
parentPort?.postMessage({ id: 0 });

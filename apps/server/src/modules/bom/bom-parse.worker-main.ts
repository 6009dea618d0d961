/**
 * A BOM parse worker thread (bom-parse-thread.ts starts one per upload): reads the file's bytes given in
 * workerData with parseBomFile and posts the sheet, or the error's code, message and status when the file is bad
 * input (AppError); anything else is posted as an unexpected failure.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import { parseBomFile } from './bom-parse.ts';

const { data, fileName } = workerData as { data: Uint8Array; fileName: string };
try {
  parentPort?.postMessage({ sheet: await parseBomFile(data, fileName) });
} catch (error) {
  parentPort?.postMessage(
    error instanceof AppError
      ? { error: { code: error.code, msg: error.message, status: error.httpStatus } }
      : { error: null },
  );
}

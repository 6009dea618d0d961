/**
 * A full disk answers writes with HTTP 507 存储空间不足，请稍后再试 (code 507), never a stream of 500s:
 * - before a write request (POST, PUT, PATCH, DELETE) runs, if the disk under DATA_DIR is below
 *   MIN_FREE_DISK_MB (a cached statfs, refreshed every 2 s) or a write failed with "disk full" in the
 *   last 30 s, it is refused before it touches the database; reads (GET, HEAD) keep working;
 * - a request that fails with ENOSPC or PostgreSQL's 53100 / "could not extend file" answers 507
 *   (plugins/http-errors.ts) and marks the disk full, so that readiness turns false.
 *
 *   setupDiskGuard(app);   // in app.ts, after the services, before the routes
 */
import { ErrorCode, ErrorMessage } from '@jianku/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { isDiskFullError } from '../lib/disk-space.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** what the guard needs of the system service (modules/system/system.service.ts) */
export interface DiskState {
  diskLow(): boolean;
  noteDiskFull(): void;
}

export function setupDiskGuard(app: FastifyInstance, system: DiskState): void {
  app.addHook('onRequest', async (request) => {
    if (WRITE_METHODS.has(request.method) && system.diskLow()) {
      throw new AppError(ErrorCode.insufficientStorage, ErrorMessage.insufficientStorage, 507);
    }
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDiskFullError(error)) system.noteDiskFull();
  });
}

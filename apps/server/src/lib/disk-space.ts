/**
 * Disk room under a folder, and how to tell a "disk full" error from any other.
 *
 *   const monitor = createDiskMonitor({ dir: config.dataDir, minFreeBytes: 512 * 2 ** 20 });
 *   monitor.low()            // cached, cheap: for every write request
 *   await monitor.check()    // a fresh statfs: for the readiness check
 *   monitor.noteFull()       // a write just failed with ENOSPC / 53100: report low for a while
 *
 * Why: with a full disk the database and the uploads fail with ENOSPC, PostgreSQL's 53100 disk_full or
 * "could not extend file"; those must answer 507 存储空间不足 (and make readiness false), not 500.
 */
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

/** PostgreSQL's class 53 codes that mean the disk (not memory) is exhausted */
const DISK_FULL_SQLSTATES = new Set(['53100']);
const DISK_FULL_TEXT = /no space left on device|could not extend file|disk quota exceeded/i;

/** Whether an error (or one of its causes) says the disk is full. */
export function isDiskFullError(error: unknown): boolean {
  for (let err = error, depth = 0; err && typeof err === 'object' && depth < 5; depth++) {
    const { code, message } = err as { code?: unknown; message?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    if (typeof code === 'string' && DISK_FULL_SQLSTATES.has(code)) return true;
    if (typeof message === 'string' && DISK_FULL_TEXT.test(message)) return true;
    err = (err as { cause?: unknown }).cause;
  }
  return false;
}

/** Free bytes for an unprivileged writer on the file system of `dir` (its nearest existing parent). */
export async function freeBytes(dir: string): Promise<number> {
  let path = dir;
  for (;;) {
    try {
      const stats = await statfs(path);
      return stats.bavail * stats.bsize;
    } catch (err) {
      const parent = dirname(path);
      if ((err as { code?: string }).code !== 'ENOENT' || parent === path) throw err;
      path = parent;
    }
  }
}

export interface DiskState {
  /** free bytes at the last check; null if statfs failed */
  freeBytes: number | null;
  minFreeBytes: number;
  /** below the minimum, or a write failed with "disk full" within the last FULL_HOLD_MS */
  low: boolean;
  /** why it is low, in Chinese (for the readiness details) */
  reason?: string;
}

export interface DiskMonitor {
  /** the state at the last check (refreshed every REFRESH_MS by the caller's traffic) */
  low(): boolean;
  check(): Promise<DiskState>;
  noteFull(): void;
}

/** statfs at most this often on the write path */
export const REFRESH_MS = 2_000;
/**
 * after a disk-full error, writes are refused this long (the database's own disk, a quota: room that
 * statfs of DATA_DIR may not see), or until statfs sees FREED_BYTES more room than at the error
 */
export const FULL_HOLD_MS = 30_000;
export const FREED_BYTES = 16 * 1048576;

export function createDiskMonitor(options: {
  dir: string;
  minFreeBytes: number;
  now?: () => number;
}): DiskMonitor {
  const now = options.now ?? Date.now;
  let state: DiskState = { freeBytes: null, minFreeBytes: options.minFreeBytes, low: false };
  let checkedAt = Number.NEGATIVE_INFINITY;
  let fullAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<DiskState> | undefined;
  /** free bytes when the last disk-full error came */
  let freeAtFull: number | null = null;

  async function measure(): Promise<DiskState> {
    let free: number | null = null;
    try {
      free = await freeBytes(options.dir);
    } catch {
      free = null;
    }
    const below = free !== null && free < options.minFreeBytes;
    // room freed since the error (statfs sees it when the database is on this disk): writes again
    if (free !== null && freeAtFull !== null && free >= freeAtFull + FREED_BYTES)
      fullAt = Number.NEGATIVE_INFINITY;
    const recentFull = now() - fullAt < FULL_HOLD_MS;
    const mb = (n: number) => `${Math.floor(n / 1048576)} MB`;
    state = {
      freeBytes: free,
      minFreeBytes: options.minFreeBytes,
      low: below || recentFull,
      ...(below
        ? { reason: `磁盘剩余 ${mb(free ?? 0)}，低于下限 ${mb(options.minFreeBytes)}` }
        : recentFull
          ? { reason: '最近一次写入因磁盘已满失败' }
          : {}),
    };
    checkedAt = now();
    return state;
  }

  function check(): Promise<DiskState> {
    checking ??= measure().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  // the first write requests already see a measured state
  void check();
  return {
    low() {
      if (now() - checkedAt > REFRESH_MS) void check();
      return state.low;
    },
    check,
    noteFull() {
      fullAt = now();
      state = { ...state, low: true, reason: '最近一次写入因磁盘已满失败' };
      checkedAt = now();
      freeAtFull = state.freeBytes;
      void freeBytes(options.dir).then(
        (free) => {
          freeAtFull = free;
        },
        () => {},
      );
    },
  };
}

/**
 * Health and runtime configuration.
 *
 *   system.live()        liveness from process state only: never waits for the database
 *   system.readiness()   database accepts a write, search index built, disk has room (each with why)
 *   system.diskLow()     cached disk state for the write guard (plugins/disk-guard.ts)
 *
 * Why two: an orchestrator restarts a process whose liveness fails, and stops sending traffic to one
 * whose readiness fails. A liveness that queued behind PGlite's worker (the seed, the index build)
 * would get a busy but healthy server restarted; a readiness that only ran `select 1` said "ok" while
 * every write failed on a full disk.
 */
import { ErrorMessage, type RuntimeConfig } from '@jianku/rules';
import type { AppConfig } from '../../config.ts';
import type { AppDatabase } from '../../db/database.ts';
import { createDiskMonitor, type DiskMonitor, isDiskFullError } from '../../lib/disk-space.ts';
import type { SearchIndexState } from '../search/search.service.ts';
import type { Liveness, Readiness } from './system.schemas.ts';

/** a readiness write that takes longer than this counts as "the database does not accept writes" */
export const READY_DB_TIMEOUT_MS = 3_000;

export interface SystemService {
  live(): Liveness;
  readiness(): Promise<Readiness>;
  /** the Chinese summary of what is not ready ('' when ready) */
  notReadyMessage(readiness: Readiness): string;
  diskLow(): boolean;
  /** a write failed because the disk is full: refuse writes for a while, readiness false */
  noteDiskFull(): void;
  runtimeConfig(): RuntimeConfig;
  /** the body of GET /config.js */
  configScript(): string;
}

export interface SystemServiceDeps {
  database: AppDatabase;
  config: AppConfig;
  searchState: () => SearchIndexState;
  /** default: a monitor of config.dataDir with config.minFreeDiskBytes */
  disk?: DiskMonitor;
}

const mb = (bytes: number) => Math.floor(bytes / 1048576);

export function createSystemService(deps: SystemServiceDeps): SystemService {
  const startedAt = performance.now();
  const { database, config, searchState } = deps;
  const disk = deps.disk ?? createDiskMonitor({ dir: config.dataDir, minFreeBytes: config.minFreeDiskBytes });
  // Computed once: the configuration does not change while the server runs.
  // `<` is escaped so that the JSON can never close a script element.
  const script = `window.__JIANKU_CONFIG__ = ${JSON.stringify(config.runtime).replaceAll('<', '\\u003c')};\n`;
  const uptime = () => Math.round((performance.now() - startedAt) / 1000);

  async function checkDatabase(): Promise<Readiness['checks']['database']> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.probeWrite(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_DB_TIMEOUT_MS);
        }),
      ]);
      return { ok: true, ms: Math.round(performance.now() - started) };
    } catch (err) {
      if (isDiskFullError(err)) disk.noteFull();
      const reason =
        (err as Error).message === 'timeout' ? '写入超时' : isDiskFullError(err) ? '磁盘已满' : '不可写';
      return { ok: false, ms: Math.round(performance.now() - started), reason: `数据库${reason}` };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    live: () => ({ status: 'ok', db: database.engine, uptime: uptime() }),

    async readiness() {
      const [db, room] = await Promise.all([checkDatabase(), disk.check()]);
      const index = searchState();
      const checks: Readiness['checks'] = {
        database: db,
        search: {
          ok: index === 'ready',
          state: index,
          ...(index === 'ready'
            ? {}
            : { reason: index === 'failed' ? '搜索索引构建失败' : '搜索索引尚未建好' }),
        },
        disk: {
          ok: !room.low,
          freeMb: room.freeBytes === null ? null : mb(room.freeBytes),
          minFreeMb: mb(room.minFreeBytes),
          ...(room.reason ? { reason: room.reason } : {}),
        },
      };
      const ready = checks.database.ok && checks.search.ok && checks.disk.ok;
      const { reads: target, reason } = database.readState();
      return {
        status: ready ? 'ok' : 'unavailable',
        db: database.engine,
        uptime: uptime(),
        checks,
        reads: { target, reason },
      };
    },

    notReadyMessage(readiness) {
      const reasons = Object.values(readiness.checks).flatMap((c) => (c.ok || !c.reason ? [] : [c.reason]));
      if (reasons.length === 0) return '';
      const head = readiness.checks.disk.ok
        ? ErrorMessage.serviceUnavailable
        : ErrorMessage.insufficientStorage;
      return `${head}（${reasons.join('；')}）`;
    },

    diskLow: () => disk.low(),
    noteDiskFull: () => disk.noteFull(),
    runtimeConfig: () => config.runtime,
    configScript: () => script,
  };
}

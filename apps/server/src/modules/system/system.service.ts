import { ErrorCode, type RuntimeConfig } from '@jianku/rules';
import type { AppConfig } from '../../config.ts';
import type { AppDatabase } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Health } from './system.schemas.ts';

export interface SystemService {
  /** a real `select 1`; throws AppError (HTTP 503) when the database does not answer */
  checkHealth(): Promise<Health>;
  runtimeConfig(): RuntimeConfig;
  /** the body of GET /config.js */
  configScript(): string;
}

export function createSystemService(deps: { database: AppDatabase; config: AppConfig }): SystemService {
  const startedAt = performance.now();
  const { database, config } = deps;
  // Computed once: the configuration does not change while the server runs.
  // `<` is escaped so that the JSON can never close a script element.
  const script = `window.__JIANKU_CONFIG__ = ${JSON.stringify(config.runtime).replaceAll('<', '\\u003c')};\n`;

  return {
    async checkHealth() {
      try {
        await database.ping();
      } catch (err) {
        throw new AppError(ErrorCode.unknown, '数据库不可用', 503, { cause: err });
      }
      return {
        status: 'ok',
        db: database.engine,
        uptime: Math.round((performance.now() - startedAt) / 1000),
      };
    },
    runtimeConfig: () => config.runtime,
    configScript: () => script,
  };
}

/**
 * Per-route request limits (@fastify/rate-limit), counted where every server process sees them: in Redis
 * when REDIS_URL is set, else in the database (rate_limit_hit, one atomic upsert per request).
 *
 *   app.post('/login', { config: { rateLimit: sharedLimit(60) } }, handler);   // shared, survives restarts
 *
 * Why: an in-memory limit is per process and starts again from zero at each restart, so two processes
 * (or a restart loop) multiply what a client may try against accounts and their codes. Every limited route
 * is counted in the shared store, whether or not it was declared with sharedLimit.
 * Redis gone: the counts go to the database until Redis answers again (a log line each way), so the limits
 * hold and the routes keep answering; after a failure Redis is not asked for REDIS_RETRY_PAUSE_MS, so the
 * requests do not each wait for it to time out. Both gone: the limited routes answer 503 系统繁忙 (fail closed).
 */
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import { ErrorCode, ErrorMessage } from '@jianku/rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

/** A limit of `max` requests per client IP and `timeWindow`, shared by every process. */
export function sharedLimit(max: number, timeWindow = '1 minute'): RateLimitOptions {
  return { max, timeWindow };
}

interface HitResult {
  current: number;
  ttl: number;
}
type HitCallback = (error: Error | null, result?: HitResult) => void;
interface Store {
  incr(key: string, callback: HitCallback, timeWindow: number, max: number): void;
  child(routeOptions: RouteLimitOptions): Store;
}
interface RouteLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo: { method: string; url: string };
}

// the plugin's own Redis store (a CommonJS file without type declarations)
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  prefix: string,
) => Store;

/** Expired counters are deleted at most this often. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Counters in rate_limit_hit: one upsert per request, so parallel processes count together. */
export function databaseStore(db: Kysely<Database>, now: () => Date, prefix: string): Store {
  let lastPurge = 0;
  return {
    incr(key, callback, timeWindow) {
      const at = now();
      const resetAt = new Date(at.getTime() + timeWindow);
      const fullKey = `${prefix}${key}`.slice(0, 600);
      (async () => {
        const result = await sql<{ hits: number; reset_at: Date }>`
          insert into rate_limit_hit (key, hits, reset_at) values (${fullKey}, 1, ${resetAt})
          on conflict (key) do update set
            hits = case when rate_limit_hit.reset_at <= ${at} then 1 else rate_limit_hit.hits + 1 end,
            reset_at = case when rate_limit_hit.reset_at <= ${at} then excluded.reset_at
                            else rate_limit_hit.reset_at end
          returning hits, reset_at`.execute(db);
        if (at.getTime() - lastPurge > PURGE_EVERY_MS) {
          lastPurge = at.getTime();
          await db.deleteFrom('rate_limit_hit').where('reset_at', '<', at).execute();
        }
        const row = result.rows[0];
        if (!row) throw new Error('rate limit upsert returned no row');
        return { current: Number(row.hits), ttl: Math.max(0, row.reset_at.getTime() - at.getTime()) };
      })().then(
        (hit) => callback(null, hit),
        (err: Error) => callback(err),
      );
    },
    child(routeOptions) {
      return databaseStore(
        db,
        now,
        `${prefix}${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}-`,
      );
    },
  };
}

/**
 * A store whose failures (Redis or the database unreachable) are logged and answered 503 系统繁忙: the
 * account routes fail closed rather than run without their limits.
 */
function failClosed(store: Store, log: FastifyBaseLogger): Store {
  return {
    incr(key, callback, timeWindow, max) {
      store.incr(
        key,
        (error, result) => {
          if (!error) {
            callback(null, result);
            return;
          }
          log.error({ err: error }, 'rate limit store failed: request refused');
          callback(new AppError(ErrorCode.unknown, ErrorMessage.systemBusy, 503, { cause: error }));
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => failClosed(store.child(routeOptions), log),
  };
}

/** After Redis failed, how long the counts go straight to the database before Redis is tried again. */
export const REDIS_RETRY_PAUSE_MS = 10_000;
/** A Redis command with no answer in this time fails (a Redis that accepts and never answers). */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Whether to ask Redis, shared by every route's store: after a failure, not for REDIS_RETRY_PAUSE_MS (the
 * requests go straight to the database instead of each waiting for Redis to time out); then one request
 * tries Redis again while the others go on in the database.
 */
function redisBreaker(now: () => Date, log: FastifyBaseLogger) {
  let state: 'up' | 'down' | 'trying' = 'up';
  let retryAt = 0;
  return {
    shouldTry(): boolean {
      if (state === 'up') return true;
      // one try per pause (a try that never ended does not keep Redis out for ever)
      if (now().getTime() < retryAt) return false;
      state = 'trying';
      retryAt = now().getTime() + REDIS_RETRY_PAUSE_MS;
      return true;
    },
    answered(): void {
      if (state !== 'up') log.info('Redis (REDIS_URL) answers again: rate limits counted there');
      state = 'up';
    },
    failed(error: Error): void {
      if (state === 'up')
        log.error({ err: error }, 'Redis (REDIS_URL) failed: rate limits counted in the database');
      state = 'down';
      retryAt = now().getTime() + REDIS_RETRY_PAUSE_MS;
    },
  };
}
type Breaker = ReturnType<typeof redisBreaker>;

/** Counts in `primary` (Redis); while the breaker says it is down, in `fallback` (the database). */
function withFallback(primary: Store, fallback: Store, breaker: Breaker): Store {
  return {
    incr(key, callback, timeWindow, max) {
      if (!breaker.shouldTry()) {
        fallback.incr(key, callback, timeWindow, max);
        return;
      }
      primary.incr(
        key,
        (error, result) => {
          if (!error) {
            breaker.answered();
            callback(null, result);
            return;
          }
          breaker.failed(error);
          fallback.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => withFallback(primary.child(routeOptions), fallback.child(routeOptions), breaker),
  };
}

/** The plugin asks the store for a child per limited route; there is no global limit here. */
function perRouteStore(shared: Store): Store {
  return {
    incr() {
      throw new Error('rate limits are per route here (global: false)');
    },
    child: (routeOptions) => shared.child(routeOptions),
  };
}

/**
 * Register @fastify/rate-limit (only routes with `config.rateLimit` are limited). With `redisUrl`, the
 * shared counters live in that Redis (its connection closes with the app); else in `db`.
 */
export async function setupRateLimit(
  app: FastifyInstance,
  options: { db: Kysely<Database>; redisUrl: string | undefined; now: () => Date },
): Promise<void> {
  let shared: Store;
  if (options.redisUrl) {
    // a command waits for one reconnection or REDIS_COMMAND_TIMEOUT_MS at most, then counts in the database;
    // no ready check: its INFO would wait for ever on a Redis that accepts and never answers
    const redis = new Redis(options.redisUrl, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      enableReadyCheck: false,
    });
    // connection errors are reported by the breaker, once per outage
    redis.on('error', () => {});
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    const database = databaseStore(options.db, options.now, '');
    const redisStore = new RedisStore(false, false, redis, 'jianku-rate-limit-');
    shared = withFallback(redisStore, database, redisBreaker(options.now, app.log));
  } else {
    shared = databaseStore(options.db, options.now, '');
  }
  const store = perRouteStore(failClosed(shared, app.log));
  // the plugin calls `new Store(globalParams)`, then `child(route options with routeInfo)` per route
  // (its declared types name other route options): a constructor that returns our object
  const StoreClass = function StoreClass() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
  await app.register(rateLimit, { global: false, store: StoreClass });
}

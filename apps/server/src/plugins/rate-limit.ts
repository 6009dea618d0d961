/**
 * Per-route request limits (@fastify/rate-limit), counted where every server process sees them for the
 * routes that protect accounts: in Redis when REDIS_URL is set, else in the database (rate_limit_hit,
 * one atomic upsert per request). Other limited routes keep the plugin's in-memory counters.
 *
 *   app.post('/login', { config: { rateLimit: sharedLimit(60) } }, handler);   // shared, survives restarts
 *   app.get('/slider', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, handler); // memory
 *
 * Why: an in-memory limit is per process and starts again from zero at each restart, so two processes
 * (or a restart loop) multiply what a client may try against accounts and their codes.
 */
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import { ErrorCode, ErrorMessage } from '@jianku/rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

/** Marks a route's limit as shared (copied into the plugin's route options with the other keys). */
const SHARED = Symbol('jianku.sharedRateLimit');

/** A limit of `max` requests per client IP and `timeWindow`, shared by every process. */
export function sharedLimit(max: number, timeWindow = '1 minute'): RateLimitOptions {
  return Object.assign({ max, timeWindow }, { [SHARED]: true });
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
  [SHARED]?: boolean;
}

// the plugin's own stores (CommonJS files without type declarations)
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;
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

/** The shared store for routes marked by sharedLimit, the in-memory one for the others. */
function routingStore(shared: Store): Store {
  return {
    incr() {
      throw new Error('rate limits are per route here (global: false)');
    },
    child(routeOptions) {
      if (routeOptions[SHARED]) return shared.child(routeOptions);
      return new LocalStore(
        routeOptions.continueExceeding ?? false,
        routeOptions.exponentialBackoff ?? false,
      );
    },
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
    // a command waits for one reconnection at most, then the request is refused (failClosed)
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    let reported = false;
    redis.on('error', (err) => {
      if (!reported) app.log.error({ err }, 'Redis (REDIS_URL) unreachable: the account routes answer 503');
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    shared = new RedisStore(false, false, redis, 'jianku-rate-limit-');
  } else {
    shared = databaseStore(options.db, options.now, '');
  }
  const store = routingStore(failClosed(shared, app.log));
  // the plugin calls `new Store(globalParams)`, then `child(route options with routeInfo)` per route
  // (its declared types name other route options): a constructor that returns our object
  const StoreClass = function StoreClass() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
  await app.register(rateLimit, { global: false, store: StoreClass });
}

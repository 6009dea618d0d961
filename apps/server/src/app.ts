/**
 * Builds the Fastify app, always in this order, for main.ts and the tests alike:
 *   1. external plugins and HTTP conventions (errors, track_code, security headers, compression, body parsers,
 *      input hygiene, OpenAPI)
 *   2. the database (opened and migrated), and the rate limits (some count in the database)
 *   3. the domain modules' services (and the disk guard: writes answer 507 while the disk is full)
 *   4. the routes, under their bases (modules/index.ts)
 *   5. the built web app and the not-found handling
 * The app is returned before `ready()`, so a caller may still add routes (tests do).
 */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { AppConfig } from './config.ts';
import {
  type AppDatabase,
  type DatabaseOptions,
  databaseOptionsFromConfig,
  openDatabase,
} from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { PUBLIC_SCOPE, scopeOf } from './db/tenant-scope.ts';
import { setupAuth } from './modules/auth/auth.guard.ts';
import { createServices, ROUTES, type Services } from './modules/index.ts';
import { setupCompression } from './plugins/compression.ts';
import { setupDiskGuard } from './plugins/disk-guard.ts';
import { setupFormBody } from './plugins/form-body.ts';
import { handleFrameworkError, setupHttpErrors } from './plugins/http-errors.ts';
import { setupInputHygiene } from './plugins/input-hygiene.ts';
import { setupRateLimit } from './plugins/rate-limit.ts';
import { setupSecurityHeaders } from './plugins/security-headers.ts';
import { setupSwagger } from './plugins/swagger.ts';
import { setupTenant } from './plugins/tenant.ts';
import { setupWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: AppDatabase;
    services: Services;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface BuildAppOptions {
  config: AppConfig;
  /** where the data lives; default: from the configuration (DATABASE_URL or DATA_DIR/pglite) */
  database?: DatabaseOptions;
  /** a pino logger to use instead of one at config.logLevel (tests capture or silence logs with it) */
  logger?: FastifyBaseLogger;
  /** the services' clock; default the system's (tests pass a fake one to drive expiries) */
  now?: () => Date;
}

/** JSON and form bodies: 1 MB. Multipart has its own limits below. */
export const BODY_LIMIT = 1024 * 1024;

/** Multipart limits for every route; a route may pass stricter ones to request.parts()/file(). */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: BODY_LIMIT,
  fields: 50,
  fileSize: 10 * 1024 * 1024,
  files: 5,
  parts: 100,
  headerPairs: 200,
};

/** Query parameters that carry secrets (the spec sends the refresh token in the query): masked in request logs. */
const SECRET_QUERY = /([?&](?:refreshToken|token|tokenExpires|code)=)[^&#]*/gi;

/** The request as logged: method, URL with secrets masked, host, remote address. */
export function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  id?: string;
}) {
  return {
    method: req.method,
    url: req.url.replace(SECRET_QUERY, '$1***'),
    host: req.host,
    remoteAddress: req.ip,
  };
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app: App = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["tenant-id"]'],
            serializers: { req: serializeRequest },
          },
        }),
    genReqId: () => randomUUID().replaceAll('-', ''),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: handleFrameworkError,
    // Fastify's default (10 s) failed a start on a loaded 2-core machine (CI with a bench beside it: "Plugin did
    // not start in time"); the plugins open the database and migrate it. A stuck start still fails, later.
    pluginTimeout: 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);

  // 1. external plugins and HTTP conventions
  setupHttpErrors(app);
  await setupSecurityHeaders(app);
  await setupCompression(app);
  setupFormBody(app);
  setupInputHygiene(app);
  await app.register(cookie);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await setupSwagger(app);

  // 2. the database
  const database = await openDatabase(options.database ?? databaseOptionsFromConfig(config));
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
    // Only routes that ask for it are limited: `config: { rateLimit: ... }`; the account-protecting
    // ones (sharedLimit) count in Redis (REDIS_URL) or in this database (plugins/rate-limit.ts)
    await setupRateLimit(app, {
      db: database.db,
      redisUrl: config.redisUrl,
      now: options.now ?? (() => new Date()),
    });

    // 3. the domain modules
    app.decorate('services', createServices({ config, database, now: options.now, log: app.log }));
    // search: build its index once the app is ready, stop following the change log before the database closes
    app.addHook('onReady', async () => {
      void app.services.search.start();
    });
    app.addHook('preClose', async () => {
      await app.services.search.stop();
      // the enterprise library's running import jobs stop and undo what they wrote before the database closes
      await app.services.orgImportJobs.stop();
      // the KiCad HTTP library's list warmer (modules/eda/kicad-httplib.cache.ts) reads the database too
      await app.services.kicadHttpLib.stop();
    });
    // the 3D model workers (modules/models) end with the app
    app.addHook('onClose', async () => {
      await app.services.search3d.close();
      await app.services.models.close();
    });
    // writes answer 507 while the disk is full (plugins/disk-guard.ts)
    setupDiskGuard(app, app.services.system);
    // app.authenticate / request.user for every module's routes (modules/auth/auth.guard.ts)
    setupAuth(app);
    // the request's tenant for every module's reads (plugins/tenant.ts, db/tenant-scope.ts): the session's
    // enabled organisation; an absent, invalid or header-forged session reads the public library only
    setupTenant(app, async (request) => {
      if (request.user === null) await app.authenticateOptional(request);
      const user = request.user;
      return user?.orgEnable ? scopeOf(user.orgId) : PUBLIC_SCOPE;
    });

    // 4. the routes
    for (const [prefix, plugins] of Object.entries(ROUTES)) {
      await app.register(
        async (scope) => {
          for (const plugin of plugins) await scope.register(plugin);
        },
        { prefix: prefix === '/' ? '' : prefix },
      );
    }

    // 5. the web app, and everything no route answered
    await setupWebApp(app, { root: config.webDist });
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return app;
}

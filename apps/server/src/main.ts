/**
 * Starts the server: reads the configuration (config.ts), builds the app, listens, logs the URL.
 * SIGINT/SIGTERM close it gracefully (requests in flight finish, then the database worker or pool
 * closes); a second signal, or 10 seconds, ends the process regardless.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { prepareCatalogSeed } from './catalog-startup.ts';
import { ConfigError, loadConfig } from './config.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp({ config });
  // the catalogue: seeded now when small, else in the background once listening
  const catalogStartup = await prepareCatalogSeed(app);

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not start listening');
    await app.close();
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    { db: app.database.engine, webDist: config.webDist },
    `件库已启动：http://${shownHost}:${port}  （接口文档 http://${shownHost}:${port}/to/api/docs）`,
  );
  logDeliveryMode(app);
  catalogStartup.afterListen();
  // the 3D model workers load OpenCascade and warm up each family in the background (modules/models)
  app.services.models.warm().catch((err: unknown) => app.log.error({ err }, '三维模型工作线程启动失败'));
  // 3D search: the descriptors of the catalogue's geometries, made once and kept in DATA_DIR/search3d, once
  // the catalogue is there (a large first seed runs in the background after listen); on demand: at first use
  if (!config.search3d.indexOnDemand) {
    void Promise.resolve(catalogStartup.running).then(() => app.services.search3d.start());
  }
  try {
    await access(join(config.webDist, 'index.html'));
  } catch {
    app.log.warn(
      `前端尚未构建（${config.webDist} 中没有 index.html）：请运行 npm run build；在此之前页面返回 503`,
    );
  }
}

/** Say at start where verification codes go: a developer must know, an operator must not be surprised. */
function logDeliveryMode(app: Awaited<ReturnType<typeof buildApp>>): void {
  const { mail, wechat } = app.config;
  if (mail.devOutbox || wechat.mode === 'dev') {
    app.log.warn(
      { devOutbox: mail.devOutbox, devWechat: wechat.mode === 'dev' },
      '开发环境：发件箱（/to/api/dev/outbox）或模拟微信扫码已开启，仅供本机开发；任何能访问本机的人都能读取验证码',
    );
  } else if (!mail.smtp) {
    app.log.warn(
      '未配置 SMTP_HOST，短信也尚无网关：验证码只写入数据库的 outbox 表，用户收不到。本机试用请运行 npm run start:dev',
    );
  }
}

main().catch((err: unknown) => {
  // Startup failures (database unreachable, migration failed ...) end the process with a clear line.
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`启动失败：${message}\n`);
  if (err instanceof Error && err.cause) process.stderr.write(`原因：${String(err.cause)}\n`);
  process.exit(1);
});

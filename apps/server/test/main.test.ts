/**
 * main.ts as an operator runs it: a child process with environment variables.
 * Always on the embedded database in a temporary DATA_DIR (DATABASE_URL is removed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'jianku-main-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Start main.ts; DATABASE_URL only if `env` names it. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, WEB_DIST: join(dataDir, 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('main.ts', () => {
  it('an invalid variable stops the start with a clear message and exit code 1', async () => {
    const { child, output } = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('配置错误（环境变量）');
    expect(output()).toContain('PORT 必须是 0 到 65535 之间的整数（当前值 "abc"）');
    expect(output()).not.toMatch(/\n\s+at /);
  });

  it('a database that cannot be opened stops the start with a clear message and exit code 1', async () => {
    const embedded = startServer({ PORT: '0', DATA_DIR: '/dev/null/jianku' });
    const server = startServer({
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(await exitOf(embedded.child)).toBe(1);
    expect(embedded.output()).toContain(
      '启动失败：无法打开嵌入式数据库（DATA_DIR/pglite）：PGlite 启动失败：ENOTDIR',
    );
    expect(await exitOf(server.child)).toBe(1);
    expect(server.output()).toContain('启动失败：无法连接 PostgreSQL（DATABASE_URL）：');
  });

  it('starts on the embedded database in DATA_DIR/pglite, logs its URL, stops on SIGTERM', async () => {
    const { child, output } = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    try {
      await waitFor(() => output().includes('件库已启动') || child.exitCode !== null, 60_000);
      const url = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output())?.[0];
      expect(url, output()).toBeDefined();
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      await waitFor(() => output().includes('前端尚未构建'), 5_000);

      const live = await fetch(`${url}/to/api/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get('track_code')).toMatch(/^[0-9a-f]{32}$/);
      expect(await live.json()).toMatchObject({ code: 0, data: { status: 'ok', db: 'pglite' } });
      // readiness follows once the search index is built
      let health: Response | undefined;
      await waitFor(async () => {
        health = await fetch(`${url}/to/api/health`);
        return health.ok;
      }, 60_000);
      expect(await health?.json()).toMatchObject({ code: 0, data: { status: 'ok', db: 'pglite' } });
      // request logs are on
      await waitFor(() => output().includes('"url":"/to/api/health"'), 5_000);

      child.kill('SIGTERM');
      expect(await exitOf(child)).toBe(0);
      expect(output()).toContain('shutting down');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

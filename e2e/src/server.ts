import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logs: string[];
  /** the server process's id */
  pid: number | undefined;
  stop(): Promise<void>;
  /** kill -9 the server process (its data folder stays, to start again on it) */
  kill9(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/**
 * Starts the real server (the built web app, a fresh data folder, embedded PGlite unless DATABASE_URL is set)
 * on a free port and waits until its health endpoint answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** start on an earlier server's port and data folder (after kill9) */
  reuse: { port: number; dataDir: string } | undefined = undefined,
): Promise<RunningServer> {
  const port = reuse?.port ?? (await freePort());
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'jk-e2e-'));
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      OPEN_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // the development outbox and WeChat provider (loopback only): the journeys read codes and scan with them
      DEV_OUTBOX: 'true',
      DEV_WECHAT: 'true',
      // a small catalogue (every family represented), seeded before the server listens
      CATALOG_SEED_SIZE: process.env.CATALOG_SEED_SIZE ?? '4000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b: Buffer) => logs.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => logs.push(b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`server exited during start:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/to/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    port,
    dataDir,
    logs,
    pid: child.pid,
    async kill9() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await done;
    },
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await done;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { DEFAULT_SEED_SIZE, TEMPLATE_DIR_KEY, templateFor } from './data-template.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logs: string[];
  /** the server process's id */
  pid: number | undefined;
  stop(): Promise<void>;
  /** stop (SIGTERM) and keep the data folder; throws unless the server exited cleanly (data-template.ts) */
  stopKeepingData(): Promise<void>;
  /** kill -9 the server process (its data folder stays, to start again on it) */
  kill9(): Promise<void>;
}

export async function freePort(): Promise<number> {
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
 * on a free port and waits until its health endpoint answers. The fresh data folder is a copy of the run's
 * template for this catalogue size when global-setup made one (data-template.ts), else empty.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** start on an earlier server's port and data folder (after kill9) */
  reuse: { port: number; dataDir: string } | undefined = undefined,
): Promise<RunningServer> {
  if (reuse) return launchServer(env, reuse.port, reuse.dataDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'jk-e2e-'));
  const template = runTemplate(env.CATALOG_SEED_SIZE ?? DEFAULT_SEED_SIZE);
  if (template) cpSync(template, dataDir, { recursive: true });
  return launchServer(env, await freePort(), dataDir);
}

/** the run's template folder for a catalogue size, if global-setup made one (not with DATABASE_URL) */
function runTemplate(seedSize: string): string | undefined {
  if (process.env.DATABASE_URL) return undefined;
  let root: string | undefined;
  try {
    root = inject(TEMPLATE_DIR_KEY);
  } catch {
    return undefined; // outside a vitest worker (global-setup itself)
  }
  return root ? templateFor(root, seedSize) : undefined;
}

/** Starts the server on this port and data folder (as it is) and waits until it is healthy. */
export async function launchServer(
  env: Record<string, string>,
  port: number,
  dataDir: string,
): Promise<RunningServer> {
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
      // no 3D search index build in the background of every journey's server (search3d.e2e asks for it in its env)
      SEARCH3D_INDEX_ON_DEMAND: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b: Buffer) => logs.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => logs.push(b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  let exited = false;
  let exitCode: number | null = null;
  child.on('exit', (code) => {
    exited = true;
    exitCode = code;
  });
  /** SIGTERM, SIGKILL after 10 s; resolves with the exit code (null when killed) */
  const terminate = async (): Promise<number | null> => {
    if (!exited) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    }
    return exitCode;
  };
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
      await terminate();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async stopKeepingData() {
      const code = await terminate();
      if (code !== 0) throw new Error(`server did not exit cleanly (exit ${code}):\n${logs.join('')}`);
    },
  };
}

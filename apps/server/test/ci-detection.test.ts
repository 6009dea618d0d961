/**
 * Every stage of `npm test` reads CI the same way (issue 19): with CI=1 the PostgreSQL stage was required but the
 * browser journeys, which read only CI=true, were skipped and the run passed. Runs the real stage entry points in
 * child processes with an unreachable database and a missing browser, so each must fail under any CI value.
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isCI } from '../../../scripts/ci.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function run(args: string[], env: Record<string, string>): { status: number | null; out: string } {
  const base = { ...process.env };
  delete base.CI;
  delete base.REQUIRE_PG;
  delete base.REQUIRE_E2E;
  const r = spawnSync(process.execPath, args, {
    cwd: root,
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The journeys' global setup, with a browser path that does not exist. */
const e2eSetup = (ci: string | undefined) =>
  run(['--import', 'tsx', '-e', "import('./e2e/src/global-setup.ts').then((m) => m.default())"], {
    CHROMIUM_PATH: '/nonexistent/chromium',
    ...(ci === undefined ? {} : { CI: ci }),
  });

/** The PostgreSQL stage, pointed at a port nothing listens on (it stops before starting vitest). */
const pgStage = (ci: string | undefined) =>
  run(['scripts/test-pg.mjs'], {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    ...(ci === undefined ? {} : { CI: ci }),
  });

describe('CI detection: any non-empty CI value is CI, in every stage', () => {
  it('isCI: true, 1, yes count; unset and empty do not', () => {
    expect(isCI({ CI: 'true' })).toBe(true);
    expect(isCI({ CI: '1' })).toBe(true);
    expect(isCI({ CI: 'yes' })).toBe(true);
    expect(isCI({})).toBe(false);
    expect(isCI({ CI: '' })).toBe(false);
    expect(isCI({ CI: '  ' })).toBe(false);
  });

  it('the browser journeys fail without Chromium under CI=1 and CI=true, and skip loudly without CI', () => {
    for (const ci of ['1', 'true']) {
      const r = e2eSetup(ci);
      expect(r.status, `CI=${ci}: ${r.out}`).not.toBe(0);
      expect(r.out).toContain('CI requires the browser journeys');
    }
    const local = e2eSetup(undefined);
    expect(local.status, local.out).toBe(0);
    expect(local.out).toContain('E2E SKIPPED');
  });

  it('the PostgreSQL stage fails without a server under CI=1 and CI=true, and skips without CI', () => {
    for (const ci of ['1', 'true']) {
      const r = pgStage(ci);
      expect(r.status, `CI=${ci}: ${r.out}`).toBe(1);
      expect(r.out).toContain('failing');
    }
    const local = pgStage(undefined);
    expect(local.status, local.out).toBe(0);
    expect(local.out).toContain('skipped');
  });
});

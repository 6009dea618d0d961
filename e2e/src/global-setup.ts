import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { isCI } from '../../scripts/ci.mjs';
import { CHROMIUM_PATH } from './browser.ts';
import { makeTemplates, TEMPLATE_DIR_KEY, templateSeedSizes } from './data-template.ts';
import { freePort, launchServer } from './server.ts';

/**
 * The journeys need Debian's Chromium. Locally a missing browser skips them with a loud line; in CI (CI set to any non-empty value, scripts/ci.mjs) or
 * with REQUIRE_E2E=1 a missing browser fails the run, so that CI can never pass with the journeys skipped.
 * With the browser there, the data-folder templates of the journeys' servers are made once (data-template.ts)
 * and removed at the end of the run.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!existsSync(CHROMIUM_PATH)) {
    const must = isCI() || process.env.REQUIRE_E2E === '1';
    const line = `Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium fonts-noto-cjk`;
    if (must) throw new Error(`${line} (CI requires the browser journeys)`);
    console.warn(`\n*** E2E SKIPPED: ${line} ***\n`);
    return undefined;
  }
  if (process.env.DATABASE_URL) return undefined;
  const root = mkdtempSync(join(tmpdir(), 'jk-e2e-template-'));
  const launch = async (env: Record<string, string>, dataDir: string) =>
    launchServer(env, await freePort(), dataDir);
  const sizes = templateSeedSizes(isCI() || process.env.E2E_TEMPLATES === 'all');
  try {
    // one after another: each start is CPU-bound (2 cores), and its 150 s health deadline must hold under load
    await makeTemplates(root, sizes, launch);
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  project.provide(TEMPLATE_DIR_KEY, root);
  return () => rmSync(root, { recursive: true, force: true });
}

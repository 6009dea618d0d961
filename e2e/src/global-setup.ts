import { existsSync } from 'node:fs';
import { isCI } from '../../scripts/ci.mjs';
import { CHROMIUM_PATH } from './browser.ts';

/**
 * The journeys need Debian's Chromium. Locally a missing browser skips them with a loud line; in CI (CI set to any non-empty value, scripts/ci.mjs) or
 * with REQUIRE_E2E=1 a missing browser fails the run, so that CI can never pass with the journeys skipped.
 */
export default function setup(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const must = isCI() || process.env.REQUIRE_E2E === '1';
  const line = `Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium fonts-noto-cjk`;
  if (must) throw new Error(`${line} (CI requires the browser journeys)`);
  console.warn(`\n*** E2E SKIPPED: ${line} ***\n`);
}

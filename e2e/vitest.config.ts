import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: real server (built web app, fresh data folder) driven by Debian Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // One server and one browser per file; files run one after another on this 2-core machine.
    fileParallelism: false,
    globalSetup: ['./src/global-setup.ts'],
  },
});

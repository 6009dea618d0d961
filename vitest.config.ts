import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './scripts/slow-first-sequencer.mjs';

// Unit and API suites. The browser journeys have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker (cores − 1): the suites then run one file
    // at a time although much of their time is spent waiting on PGlite's worker thread and I/O.
    maxWorkers: 2,
    // a fresh checkout has no durations cached: the files known to be slow start first (see the sequencer)
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'rules',
          root: './packages/rules',
          include: ['**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'catalog',
          root: './packages/catalog',
          include: ['**/*.test.ts'],
          // a family's items are generated on first use: 10–20 s quiet, over 60 s on a loaded machine
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'eda',
          root: './packages/eda',
          include: ['**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

import { configDefaults, defineConfig } from 'vitest/config';
import { PG_INDEPENDENT } from './scripts/pg-independent.mjs';
import { SlowFirstSequencer } from './scripts/slow-first-sequencer.mjs';

/** The server project's settings. */
const SERVER = { root: './apps/server', testTimeout: 60_000, hookTimeout: 120_000 };
/**
 * The PostgreSQL stage (scripts/test-pg.mjs sets JIANKU_TEST_STAGE=pg) leaves out the server files that open no
 * database. Said here, not with --exclude: a project's own `exclude` (the server's, above) drops the command
 * line's.
 */
const STAGE_SKIPS = process.env.JIANKU_TEST_STAGE === 'pg' ? PG_INDEPENDENT.map(({ file }) => file) : [];

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
          // file after file in one process: the families' items, generated on first use and never changed
          // afterwards, and the tests' indexes of them (test/helpers.ts) are made once per process, not once
          // per file; the files share no other state (no mocks, no stubbed environment)
          isolate: false,
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
          ...SERVER,
          name: 'server',
          include: ['**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...STAGE_SKIPS],
          // a worker runs file after file in one process: each file no longer loads the server's modules
          // afresh (about 3 s a file, 500 s of the stage's worker time); the files share no state but caches
          // of fixed data (catalogue families, jieba, source hashes). Measured: unit stage 1,290 → 954 s.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

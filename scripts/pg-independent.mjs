/**
 * Server test files the PostgreSQL stage (scripts/test-pg.mjs) does not run again: their outcome cannot
 * depend on the database, because they never open one. Each runs once, in the unit stage (`vitest run`), as
 * before; the PostgreSQL stage runs every other server file.
 *
 * Rule for an entry: the file opens no database, directly or through a helper (no createTestApp,
 * createSeededTestApp, createAccountsTestApp, openDatabase, no SQL); apps/server/test/pg-independent.test.ts
 * checks each entry against that rule, so a listed file that starts to use a database fails the unit stage
 * until it leaves this list. A file that touches SQL in any way stays in both stages (search3d-labelled,
 * for one: its precision is geometry's, but its index is read from a seeded database).
 */

/** @type {ReadonlyArray<{ file: string, reason: string }>} paths relative to apps/server */
export const PG_INDEPENDENT = [
  {
    file: 'test/models-readback-packages.test.ts',
    reason:
      'STEP files made by the model pool from generated catalogue items and read back by occt-import-js',
  },
  {
    file: 'test/models-readback-bearings-chips.test.ts',
    reason: 'model pool + occt-import-js read-back (models-volume.ts): geometry only',
  },
  {
    file: 'test/models-readback-fasteners.test.ts',
    reason: 'model pool + occt-import-js read-back (models-volume.ts): geometry only',
  },
  {
    file: 'test/models-readback-pins.test.ts',
    reason: 'model pool + occt-import-js read-back (models-volume.ts): geometry only',
  },
  {
    file: 'test/models-readback-rings.test.ts',
    reason: 'model pool + occt-import-js read-back (models-volume.ts): geometry only',
  },
  {
    file: 'test/models-readback-arrays.test.ts',
    reason:
      'model pool + occt-import-js read-back against KiCad footprints (models-kicad-fit.ts): geometry only',
  },
  {
    file: 'test/models-readback-ball-grid.test.ts',
    reason:
      'model pool + occt-import-js read-back against KiCad footprints (models-kicad-fit.ts): geometry only',
  },
  {
    file: 'test/models-readback-inline-tht.test.ts',
    reason:
      'model pool + occt-import-js read-back against KiCad footprints (models-kicad-fit.ts): geometry only',
  },
  {
    file: 'test/models-readback-flat-leads.test.ts',
    reason:
      "model pool + occt-import-js read-back against KiCad's footprints and 3D models (models-kicad-fit.ts): geometry only",
  },
  {
    file: 'test/models-readback-power.test.ts',
    reason:
      'model pool + occt-import-js read-back against KiCad footprints (models-kicad-fit.ts): geometry only',
  },
  {
    file: 'test/models-readback-seals-keys.test.ts',
    reason: 'model pool + occt-import-js read-back (models-volume.ts): geometry only',
  },
  {
    file: 'test/org-import-sheet-thread.test.ts',
    reason:
      "sheet files read in the sheet pool's worker thread and in the process (sheet-thread.ts); no database",
  },
  {
    file: 'test/worker-pool.test.ts',
    reason: 'the generic worker pool (lib/worker-pool.ts) with a tiny real worker; no database',
  },
  {
    file: 'test/search-engine.test.ts',
    reason: 'search engine modules over generated items, checked against a recomputation in memory',
  },
  {
    file: 'test/search-index.test.ts',
    reason: 'the in-memory search index on hand-made rows',
  },
  {
    file: 'test/search-snapshot-engine.test.ts',
    reason: 'snapshot sections written to a temp file and read back; no database',
  },
  {
    file: 'test/search-query-forms.test.ts',
    reason: 'query parsing (query-forms.ts) without an index or a database',
  },
  { file: 'test/compare-rows.test.ts', reason: 'compare rows as a pure function' },
  { file: 'test/disk-space.test.ts', reason: 'disk-full error classification and statfs' },
  {
    file: 'test/eda-datasheet-dns.test.ts',
    reason: 'datasheet fetch against a loopback HTTP server and a test resolver',
  },
  {
    file: 'test/ci-detection.test.ts',
    reason: 'spawns the stage entry points with their own (unreachable) DATABASE_URL, whatever the stage',
  },
  {
    file: 'test/main.test.ts',
    reason:
      'starts main.ts as a child without DATABASE_URL (always the embedded database in a temporary DATA_DIR), whatever the stage',
  },
  {
    file: 'test/models-readback-connectors.test.ts',
    reason:
      'model pool + occt-import-js read-back against KiCad footprints (models-kicad-fit.ts): geometry only',
  },
  {
    file: 'test/models-readback-crystals.test.ts',
    reason:
      "model pool + occt-import-js read-back against KiCad's footprints and 3D models (models-kicad-fit.ts): geometry only",
  },
  { file: 'test/config.test.ts', reason: 'configuration parsing (config.ts) from given variables' },
  { file: 'test/search-scratch.test.ts', reason: "the search engine's query scratch, in memory" },
];

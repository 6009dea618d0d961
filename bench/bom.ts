/**
 * BOM match bench (issue 15). Prints figures; never a timed test.
 *
 *   npm run bench:bom -- [--lines 1000] [--items 5087]
 *
 * The app over PGlite (a fresh temporary database, as the tests build it) with the catalogue seeded at --items,
 * its search index built; a BOM of --lines lines made of the judged KiCad demo BOMs
 * (apps/server/test/bom-judged/*.csv, read through POST /to/api/bom/parse, lines repeated in order up to the
 * count); then the lines are matched as the page sends them: POST /to/api/bom/match in batches of 200, one after
 * the other. Before that, the same --lines lines written as one CSV are parsed three times through
 * POST /to/api/bom/parse (each parse runs in a worker thread; the pool keeps the workers warm between parses):
 *   BOM parse lines=N first_s=… next_s=… …
 * The last line:
 *   BOM lines=N s=… lines_per_s=… matched=…%     (target: 1,000 lines in ≤ 5 s)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOM_MATCH_BATCH, type BomLineInput, linesOf } from '@jianku/rules';
import type { BomLineMatch, BomSheet } from '@jianku/rules/bom-schemas';
import { createTestApp } from '../apps/server/src/testing.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const LINES = Number(option('--lines') ?? 1000);
const ITEMS = Number(option('--items') ?? 5087);
const DIR = join(import.meta.dirname, '../apps/server/test/bom-judged');

const started = performance.now();
const app = await createTestApp();
try {
  await app.services.catalog.seed({ size: ITEMS });
  await app.services.search.sync();
  console.log(
    `catalogue: ${ITEMS} items seeded and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const source: BomLineInput[] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.csv'))) {
    const body = new FormData();
    body.append('file', new Blob([readFileSync(join(DIR, file))]), file);
    const res = await app.inject({ method: 'POST', url: '/to/api/bom/parse', payload: body });
    const sheet = (res.json() as { data: BomSheet }).data;
    source.push(...linesOf(sheet.rows, sheet.mapping));
  }
  const bom = Array.from({ length: LINES }, (_, i) => ({
    ...(source[i % source.length] as BomLineInput),
    line: i + 1,
  }));

  const csvCell = (x: string) => `"${x.replaceAll('"', '""')}"`;
  const csv = [
    'Designator,Qty,Value,Footprint,MPN,Manufacturer,Description',
    ...bom.map((l) =>
      [l.designator, String(l.quantity ?? ''), l.value, l.footprint, l.mpn, l.manufacturer, l.description]
        .map(csvCell)
        .join(','),
    ),
  ].join('\n');
  const parseTimes: number[] = [];
  for (let k = 0; k < 3; k++) {
    const body = new FormData();
    body.append('file', new Blob([csv]), 'bench.csv');
    const p0 = performance.now();
    const res = await app.inject({ method: 'POST', url: '/to/api/bom/parse', payload: body });
    parseTimes.push((performance.now() - p0) / 1000);
    const rows = (res.json() as { data?: BomSheet }).data?.rows.length;
    if (rows !== bom.length) throw new Error(`parse gave ${rows} rows, not ${bom.length}`);
  }
  console.log(
    `BOM parse lines=${bom.length} first_s=${parseTimes[0]?.toFixed(2)} next_s=${parseTimes
      .slice(1)
      .map((t) => t.toFixed(2))
      .join(',')}`,
  );

  const t0 = performance.now();
  const matches: BomLineMatch[] = [];
  for (let i = 0; i < bom.length; i += BOM_MATCH_BATCH) {
    const res = await app.inject({
      method: 'POST',
      url: '/to/api/bom/match',
      payload: { lines: bom.slice(i, i + BOM_MATCH_BATCH) },
    });
    matches.push(...(res.json() as { data: { matches: BomLineMatch[] } }).data.matches);
  }
  const s = (performance.now() - t0) / 1000;
  const matched = matches.filter((m) => m.item !== null).length;
  const exact = matches.filter((m) => m.confidence === 'exact').length;
  console.log(
    `source: ${source.length} lines of ${readdirSync(DIR).filter((f) => f.endsWith('.csv')).length} KiCad demo BOMs; exact ${exact}`,
  );
  console.log(
    `BOM lines=${matches.length} s=${s.toFixed(2)} lines_per_s=${Math.round(matches.length / s)} matched=${((100 * matched) / matches.length).toFixed(1)}%`,
  );
} finally {
  await app.close();
}

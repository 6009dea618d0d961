#!/usr/bin/env node
/**
 * Datasheet coverage of the default catalogue (issue 12, Datasheets: "every component family whose maker publishes
 * a datasheet URL gets it"). Walks the component families the default catalogue (DEFAULT_SEED_SIZE items) draws
 * from, with the very items it seeds, and prints per family how many carry a datasheet address, the families with
 * none or only some, and the totals (families with a datasheet on every item / on some / on none, items with one).
 *
 *   node --import tsx scripts/datasheet-coverage.ts [size, default DEFAULT_SEED_SIZE] [--all]
 *
 * --all prints every family's line, not only those lacking addresses.
 */
import {
  countByFamily,
  DEFAULT_SEED_SIZE,
  families,
  Kind,
  MUST_HAVE_FROM,
  sampleIndices,
} from '../packages/catalog/src/index.ts';

const args = process.argv.slice(2);
const size = Number(args.find((a) => /^\d+$/.test(a)) ?? DEFAULT_SEED_SIZE);
const all = args.includes('--all');

const plan = countByFamily(size);
const rows: Array<{ id: string; label: string; items: number; withSheet: number }> = [];
families().forEach((fam, fi) => {
  const p = plan[fi];
  if (fam.kind !== Kind.component || !p || p.count === 0) return;
  const indices =
    p.count === p.total
      ? Array.from({ length: p.total }, (_, i) => i)
      : sampleIndices(p.total, p.count, size >= MUST_HAVE_FROM ? (fam.core?.() ?? []) : []);
  let items = 0;
  let withSheet = 0;
  for (const i of indices) {
    items++;
    if (fam.item(i).datasheetUrl) withSheet++;
  }
  rows.push({ id: fam.id, label: fam.label, items, withSheet });
});

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
const full = rows.filter((r) => r.withSheet === r.items);
const some = rows.filter((r) => r.withSheet > 0 && r.withSheet < r.items);
const none = rows.filter((r) => r.withSheet === 0);
for (const r of rows) {
  if (!all && r.withSheet === r.items) continue;
  const mark = r.withSheet === 0 ? 'NONE' : r.withSheet < r.items ? 'SOME' : 'all ';
  console.log(
    `${mark} ${r.id.padEnd(34)} ${String(r.withSheet).padStart(6)} / ${String(r.items).padEnd(6)} ${r.label}`,
  );
}
const items = rows.reduce((n, r) => n + r.items, 0);
const withSheet = rows.reduce((n, r) => n + r.withSheet, 0);
console.log(`\ncatalogue size ${size}: ${rows.length} component families, ${items} component items`);
console.log(
  `families with a datasheet on every item: ${full.length}, on some: ${some.length}, on none: ${none.length}` +
    ` (with a datasheet: ${full.length + some.length} / ${rows.length} = ${pct(full.length + some.length, rows.length)})`,
);
console.log(`items with a datasheet: ${withSheet} / ${items} = ${pct(withSheet, items)}`);

/**
 * Which parts and components of the catalogue have no 3D model (their model request answers 404
 * 该条目暂无三维模型): the items grouped by category and package, most items first.
 *
 *   node --import tsx apps/server/src/cli/models-coverage.ts [--size 100000] [--top 60]
 *
 * --size  catalogue size (default: the server's default seed, DEFAULT_SEED_SIZE)
 * --top   groups listed (default 60)
 *
 * Reads the catalogue generator and the geometry families' `spec` only (no kernel, no database), so it runs in
 * seconds; materials are left out (they have no model by design). 'missing' (the item lacks a dimension) is
 * counted apart from 'no-model'.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SEED_SIZE, generateItems, Kind } from '@jianku/catalog';
import { familyForCategory } from '../modules/models/geometry/families.ts';

const { values } = parseArgs({ options: { size: { type: 'string' }, top: { type: 'string' } } });
const size = Number(values.size ?? DEFAULT_SEED_SIZE);
const top = Number(values.top ?? 60);

const groups = new Map<string, number>();
let [items, withModel, noModel, missing] = [0, 0, 0, 0];
// components only: items without a model, and the (category, package) pairs with and without one
let componentsNoModel = 0;
const packagesWith = new Set<string>();
const packagesWithout = new Set<string>();
for (const item of generateItems({ size })) {
  if (item.kind === Kind.material) continue;
  items++;
  const family = familyForCategory(item.categoryCode);
  const spec = family?.spec({ ...item, package: item.package ?? null, standard: item.standard ?? null });
  const pkg = `${item.categoryCode} ${item.package ?? '—'}`;
  const component = item.kind === Kind.component;
  if (spec && typeof spec !== 'string') {
    withModel++;
    if (component) packagesWith.add(pkg);
    continue;
  }
  if (component) {
    componentsNoModel++;
    packagesWithout.add(pkg);
  }
  if (spec === 'missing') missing++;
  else noModel++;
  const key = `${item.categoryCode}\t${item.package ?? '—'}${family ? '' : '\t(no family)'}${spec === 'missing' ? '\t(missing)' : ''}`;
  groups.set(key, (groups.get(key) ?? 0) + 1);
}

console.log(
  `MODELS size=${size} parts+components=${items} with_model=${withModel} no_model=${noModel} missing=${missing} groups=${groups.size}`,
);
// a (category, package) pair counts as covered when any of its items has a model (a package name can hold
// several outlines, e.g. WSON-6-1EP)
const partly = [...packagesWithout].filter((p) => packagesWith.has(p)).length;
console.log(
  `COMPONENTS no_model=${componentsNoModel} packages_with_model=${packagesWith.size} packages_without=${packagesWithout.size - partly} (and ${partly} partly)`,
);
for (const [key, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${n}\t${key}`);

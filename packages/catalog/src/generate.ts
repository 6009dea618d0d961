// Deterministic sampling of the catalogue at a given size.

import { mlccFamilies } from './capacitors/mlcc.ts';
import { mlccExtensionFamilies } from './capacitors/mlcc-full-ranges.ts';
import { capacitorExtensionFamilies } from './capacitors/registry.ts';
import { connectorLineFamilies } from './connectors/connector-lines.data.ts';
import { connectorFamilies } from './connectors/connectors.ts';
import { crystalFamilies } from './crystals/crystals.data.ts';
import type { Family } from './family.ts';
import { inductorFamilies } from './inductors/chip-inductors.ts';
import { powerInductorFamilies } from './inductors/power-inductors.ts';
import { materialFamilies } from './materials/materials.family.ts';
import { partExtensionFamilies, partFamilies } from './part-families.ts';
import { resistorArrayFamilies } from './resistors/arrays/arrays.ts';
import { resistorFamilies } from './resistors/chip-resistors.ts';
import { resistorExtensionFamilies } from './resistors/registry.ts';
import { kicadPartFamilies } from './semiconductors/kicad-parts.ts';
import { popularDiscreteFamilies } from './semiconductors/popular-discretes.data.ts';
import { popularIcFamilies } from './semiconductors/popular-ics.data.ts';
import { semiconductorFamilies } from './semiconductors/semiconductors.data.ts';
import { type Item, Kind } from './types.ts';

/** Items seeded at the server's first start. */
export const DEFAULT_SEED_SIZE = 100_000;

/** Families at or below this size are always taken whole (curated lists, materials). */
export const SMALL_FAMILY = 1000;

/**
 * From this size on (the default catalogue's 100k and above) the sample holds the must-have parts: the base parts
 * families whole (every size of the common fasteners, bearings, pins, keys and O-rings), every family's core
 * items ({@link Family.core}) and the families drawn from only at these sizes ({@link Family.defaultOnly}). Below
 * it (the small catalogues the tests seed) every size yields exactly what it yielded before they existed.
 */
export const MUST_HAVE_FROM = 80_000;

/** Taken whole: materials and small families; at full coverage also the base parts families. */
function whole(f: Family, full: boolean): boolean {
  return f.kind === Kind.material || f.count() <= SMALL_FAMILY || (full && f.kind === Kind.part);
}

/** Number of must-have items of a family at full coverage (see {@link Family.core}). */
function coreCount(f: Family, full: boolean): number {
  return full && f.core ? f.core().length : 0;
}

/** The family is drawn from at this coverage. */
const drawn = (f: Family, full: boolean) => full || !f.defaultOnly;

let registry: Family[] | null = null;

/**
 * Every family, in the fixed order the generator walks them: parts, components, materials, then the
 * extension families (drawn from only above {@link baseSize}).
 */
export function families(): Family[] {
  registry ??= [
    ...partFamilies(),
    ...resistorFamilies(),
    ...mlccFamilies(),
    ...inductorFamilies(),
    ...semiconductorFamilies(),
    ...popularDiscreteFamilies(),
    ...popularIcFamilies(),
    ...kicadPartFamilies(),
    ...connectorFamilies(),
    ...powerInductorFamilies(),
    ...crystalFamilies(),
    ...connectorLineFamilies(),
    ...materialFamilies(),
    ...resistorExtensionFamilies(),
    ...resistorArrayFamilies(),
    ...mlccExtensionFamilies(),
    ...capacitorExtensionFamilies(),
    ...partExtensionFamilies(),
  ];
  return registry;
}

/** Items of the base (non-extension) families: every size up to this yields what it did before the extension. */
export function baseSize(): number {
  return families().reduce((n, f) => n + (f.extension ? 0 : f.count()), 0);
}

/** Number of distinct real items in the whole catalogue (the largest size the generator can give). */
export function fullSize(): number {
  return families().reduce((n, f) => n + f.count(), 0);
}

/**
 * Smallest sample that still covers the catalogue: materials and small families whole, one item of
 * every other family. A smaller size request yields this many items.
 */
export function minimumSize(): number {
  return families().reduce((n, f) => {
    if (f.extension || !drawn(f, false)) return n;
    return n + (whole(f, false) ? f.count() : 1);
  }, 0);
}

export interface FamilyCount {
  id: string;
  kind: Kind;
  label: string;
  /** Items taken at this size. */
  count: number;
  /** Distinct real items the family holds. */
  total: number;
  /** Extension family: drawn from only above {@link baseSize}. */
  extension: boolean;
  /** Drawn from only at {@link MUST_HAVE_FROM} and above. */
  defaultOnly: boolean;
}

/**
 * How many items each family contributes at `size`. Materials and small families are complete;
 * the rest of the budget is shared in proportion to each family's real size (largest remainder), every
 * family getting at least one item. A size above the full catalogue yields the full catalogue; a size
 * below {@link minimumSize} yields that minimum (coverage wins over the requested size). Up to
 * {@link baseSize} only the base families are drawn from, exactly as before the extension families
 * existed; above it the base families are whole and the rest is shared among the extension families.
 */
export function countByFamily(size: number): FamilyCount[] {
  const all = families();
  const target = Math.max(0, Math.floor(size));
  const counts = new Map<Family, number>();
  const base = all.filter((f) => !f.extension);
  const ext = all.filter((f) => f.extension);
  const baseC = baseCounts(base, target, target >= MUST_HAVE_FROM);
  base.forEach((f, i) => {
    counts.set(f, baseC[i] ?? 0);
  });
  const extTarget = target - base.reduce((n, f) => n + f.count(), 0);
  if (extTarget > 0) {
    const extC = shareInProportion(ext, extTarget);
    ext.forEach((f, i) => {
      counts.set(f, extC[i] ?? 0);
    });
  }
  return all.map((f) => ({
    id: f.id,
    kind: f.kind,
    label: f.label,
    count: counts.get(f) ?? 0,
    total: f.count(),
    extension: f.extension === true,
    defaultOnly: f.defaultOnly === true,
  }));
}

/**
 * Above the base catalogue: the remainder is shared among the extension families in proportion to their
 * size (largest remainder, ties to the earlier family), capped at each family's size.
 */
function shareInProportion(fams: Family[], target: number): number[] {
  const totals = fams.map((f) => f.count());
  const full = totals.reduce((a, b) => a + b, 0);
  if (target >= full) return totals;
  const counts = totals.map((t) => Math.floor((target * t) / full));
  let left = target - counts.reduce((a, b) => a + b, 0);
  const rema = totals
    .map((t, i): [number, number] => [(target * t) / full - (counts[i] ?? 0), i])
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of rema) {
    if (left <= 0) break;
    if ((counts[i] ?? 0) < (totals[i] ?? 0)) {
      counts[i] = (counts[i] ?? 0) + 1;
      left--;
    }
  }
  return counts;
}

/** The base families' counts at `size` (the original sampling, unchanged). */
function baseCounts(fams: Family[], size: number, cover: boolean): number[] {
  const totals = fams.map((f) => f.count());
  const counts = new Array<number>(fams.length).fill(0);
  const full = totals.reduce((a, b) => a + b, 0);
  const target = size;
  if (target >= full) {
    totals.forEach((t, i) => {
      counts[i] = t;
    });
  } else {
    // families not drawn from at this size count as full (closed, no items)
    const small = fams.map((f) => whole(f, cover) || !drawn(f, cover));
    let budget = target;
    fams.forEach((f, i) => {
      if (!drawn(f, cover)) counts[i] = 0;
      else counts[i] = small[i] ? (totals[i] ?? 0) : Math.max(1, coreCount(f, cover));
      budget -= counts[i] ?? 0;
    });
    // Proportional share of what is left, capped at each family's size; repeat while caps free budget.
    let open = fams.map((_f, i) => !small[i] && (counts[i] ?? 0) < (totals[i] ?? 0));
    while (budget > 0 && open.some(Boolean)) {
      const weight = open.reduce((s, o, i) => s + (o ? (totals[i] ?? 0) : 0), 0);
      const shares = fams.map((_f, i) => (open[i] ? (budget * (totals[i] ?? 0)) / weight : 0));
      let given = 0;
      const rema: Array<[number, number]> = [];
      shares.forEach((s, i) => {
        if (!open[i]) return;
        const room = (totals[i] ?? 0) - (counts[i] ?? 0);
        const add = Math.min(Math.floor(s), room);
        counts[i] = (counts[i] ?? 0) + add;
        given += add;
        rema.push([s - Math.floor(s), i]);
      });
      budget -= given;
      rema.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
      for (const [, i] of rema) {
        if (budget <= 0) break;
        if ((counts[i] ?? 0) < (totals[i] ?? 0)) {
          counts[i] = (counts[i] ?? 0) + 1;
          budget -= 1;
        }
      }
      open = fams.map((_f, i) => !small[i] && (counts[i] ?? 0) < (totals[i] ?? 0));
      if (given === 0 && rema.length === 0) break;
    }
  }
  return counts;
}

/**
 * Indices of a family's sample of `count` items, ascending: its must-have items (core) and the rest spread
 * evenly over the indices outside the core (position ⌊j·(total−core)/(count−core)⌋ among them).
 */
export function* sampleIndices(
  total: number,
  count: number,
  core: readonly number[] = [],
): Generator<number> {
  const k = core.length;
  const rest = count - k;
  const free = total - k;
  let c = 0; // next core index to yield
  let skipped = 0; // core indices below the current candidate
  for (let j = 0; j < rest; j++) {
    const pos = Math.floor((j * free) / rest);
    // the pos-th index outside the core: walk past the core indices at or below it
    let idx = pos + skipped;
    while (c < k && (core[c] ?? 0) <= idx) {
      yield core[c] ?? 0;
      c++;
      skipped++;
      idx++;
    }
    yield idx;
  }
  while (c < k) yield core[c++] ?? 0;
}

/**
 * The catalogue at `size` items, as a generator: the same size gives the same items in the same order.
 * Within a family the sample holds its must-have items and spreads the rest evenly over its index space.
 */
export function* generateItems(options: { size?: number } = {}): Generator<Item> {
  const size = options.size ?? DEFAULT_SEED_SIZE;
  const plan = countByFamily(size);
  const fams = families();
  const full = size >= MUST_HAVE_FROM;
  for (let fi = 0; fi < fams.length; fi++) {
    const fam = fams[fi];
    const p = plan[fi];
    if (!fam || !p || p.count === 0) continue;
    if (p.count === p.total) {
      for (let i = 0; i < p.total; i++) yield fam.item(i);
    } else {
      for (const i of sampleIndices(p.total, p.count, full ? (fam.core?.() ?? []) : [])) yield fam.item(i);
    }
  }
}

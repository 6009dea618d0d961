// Deterministic sampling of the catalogue at a given size.

import { mlccFamilies } from './capacitors/mlcc.ts';
import { mlccExtensionFamilies } from './capacitors/mlcc-full-ranges.ts';
import { capacitorExtensionFamilies } from './capacitors/registry.ts';
import { connectorFamilies } from './connectors/connectors.ts';
import type { Family } from './family.ts';
import { inductorFamilies } from './inductors/chip-inductors.ts';
import { materialFamilies } from './materials/materials.family.ts';
import { partExtensionFamilies, partFamilies } from './part-families.ts';
import { resistorArrayFamilies } from './resistors/arrays/arrays.ts';
import { resistorFamilies } from './resistors/chip-resistors.ts';
import { resistorExtensionFamilies } from './resistors/registry.ts';
import { semiconductorFamilies } from './semiconductors/semiconductors.data.ts';
import { type Item, Kind } from './types.ts';

/** Items seeded at the server's first start. */
export const DEFAULT_SEED_SIZE = 100_000;

/** Families at or below this size are always taken whole (curated lists, materials). */
export const SMALL_FAMILY = 1000;

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
    ...connectorFamilies(),
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
    if (f.extension) return n;
    const t = f.count();
    return n + (f.kind === Kind.material || t <= SMALL_FAMILY ? t : 1);
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
  const baseC = baseCounts(base, target);
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
function baseCounts(fams: Family[], size: number): number[] {
  const totals = fams.map((f) => f.count());
  const counts = new Array<number>(fams.length).fill(0);
  const full = totals.reduce((a, b) => a + b, 0);
  const target = size;
  if (target >= full) {
    totals.forEach((t, i) => {
      counts[i] = t;
    });
  } else {
    const small = fams.map((f, i) => f.kind === Kind.material || (totals[i] ?? 0) <= SMALL_FAMILY);
    let budget = target;
    fams.forEach((_f, i) => {
      if (small[i]) {
        counts[i] = totals[i] ?? 0;
        budget -= counts[i] ?? 0;
      } else {
        counts[i] = 1;
        budget -= 1;
      }
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
 * The catalogue at `size` items, as a generator: the same size gives the same items in the same order.
 * Within a family the sample is spread evenly over its index space (index ⌊j·total/count⌋).
 */
export function* generateItems(options: { size?: number } = {}): Generator<Item> {
  const size = options.size ?? DEFAULT_SEED_SIZE;
  const plan = countByFamily(size);
  const fams = families();
  for (let fi = 0; fi < fams.length; fi++) {
    const fam = fams[fi];
    const p = plan[fi];
    if (!fam || !p || p.count === 0) continue;
    if (p.count === p.total) {
      for (let i = 0; i < p.total; i++) yield fam.item(i);
    } else {
      for (let j = 0; j < p.count; j++) yield fam.item(Math.floor((j * p.total) / p.count));
    }
  }
}

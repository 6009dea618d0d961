import { expect } from 'vitest';
import { E24, valuesInRange } from '../src/e-series.ts';
import { families, type Item } from '../src/index.ts';
import type { ResistorSeries } from '../src/resistors/chip-resistors.ts';

const byCode = new Map<string, Item>();
let indexedFamilies = 0;

/**
 * An item of the full catalogue by code. Families are indexed in catalogue order, only as far as the code is
 * found (parts and the base families come first), so a lookup does not build the whole catalogue unless the
 * code is absent.
 */
export function itemByCode(code: string): Item {
  const all = families();
  while (!byCode.has(code) && indexedFamilies < all.length) {
    const f = all[indexedFamilies++];
    if (!f) break;
    for (let i = 0; i < f.count(); i++) {
      const it = f.item(i);
      byCode.set(it.code, it);
    }
  }
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

const byFamily = new Map<string, Map<string, Item>>();

/** The items of one family by code (only that family is built, not the catalogue before it). */
export function familyItems(id: string): Map<string, Item> {
  let m = byFamily.get(id);
  if (m) return m;
  const f = families().find((x) => x.id === id);
  if (!f) throw new Error(`no family ${id}`);
  m = new Map();
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    m.set(it.code, it);
  }
  byFamily.set(id, m);
  return m;
}

/** An item of one family by code (throws if the family does not give it). */
export function familyItem(id: string, code: string): Item {
  const it = familyItems(id).get(code);
  if (!it) throw new Error(`no item ${code} in ${id}`);
  return it;
}

/** SI value of a parameter (throws if absent). */
export function si(item: Item, key: string): number {
  const v = item.params[key]?.si;
  if (v === null || v === undefined) throw new Error(`${item.code}: no numeric ${key}`);
  return v;
}

/** Millimetres of a length parameter. */
export function mmOf(item: Item, key: string): number {
  return Math.round(si(item, key) * 1e6) / 1000;
}

/** A thick film chip resistor case: code, Ω, tolerance (fraction), size, W, V or null, TCR ppm/K or null, packaging text. */
export type ThickFilmCase = [string, number, number, string, number, number | null, number | null, string];

/** The item of a thick film case carries the case's parameters. */
export function expectThickFilm(it: Item, [, ohms, tol, size, power, maxV, tcr, pack]: ThickFilmCase): void {
  expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
  expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
  expect(si(it, 'power')).toBeCloseTo(power, 9);
  if (maxV === null) expect(it.params.max_voltage).toBeUndefined();
  else expect(si(it, 'max_voltage')).toBe(maxV);
  if (tcr === null) expect(it.params.tcr).toBeUndefined();
  else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
  expect(it.package).toBe(size);
  expect(it.params.case_size?.display).toBe(size);
  expect(it.params.packaging?.display).toContain(pack);
  expect(it.params.technology?.display).toBe('厚膜');
  expect(it.categoryCode).toBe('comp.passive.resistor.chip');
}

/**
 * The number of items a chip-resistor series' tables declare, counted from the tables themselves: per size, per
 * tolerance, per packaging offered with that size and tolerance, the values of the tolerance's E-series in the
 * range the tolerance (for that size) and the packaging share; plus one jumper (0 Ω) per packaging without a power
 * factor when the series has jumpers. A family whose count differs drops, doubles or invents rows.
 */
export function declaredCount(def: ResistorSeries): number {
  let n = 0;
  for (const s of def.sizes) {
    const packagings = def.variants.filter((v) => !v.sizes || v.sizes.includes(s.size));
    for (const t of def.tols) {
      const [min, max] = t.rangeBySize?.[s.size] ?? [t.min, t.max];
      for (const v of packagings.filter((x) => !x.tols || x.tols.includes(t.letter))) {
        const [lo, hi] = v.range ? [Math.max(min, v.range[0]), Math.min(max, v.range[1])] : [min, max];
        if (lo <= hi) n += valuesInRange(t.values === 'E24' ? E24 : t.values, lo, hi).length;
      }
    }
    if (def.jumper) n += packagings.filter((v) => !v.powerFactor).length;
  }
  return n;
}

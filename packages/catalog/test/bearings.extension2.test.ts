// Second-wave rolling bearing extension families (makers' catalogue designations): designations printed in
// the makers' catalogues decode to the maker's dimensions and ratings, combinations the catalogues do not
// print are absent, nothing an existing family already holds is repeated, codes are unique and categories
// declare every parameter.

import { describe, expect, it } from 'vitest';
import { brandByCode } from '../src/brands.ts';
import { categoryByCode } from '../src/categories.ts';
import { BEARING_EXTENSION2_IDS, bearingExtension2Families } from '../src/parts/bearings.extension2.ts';
import { partExtensionFamilies } from '../src/parts/parts.extension.ts';
import { partFamilies } from '../src/parts/parts.families.ts';
import type { Item } from '../src/types.ts';
import { familyItem, familyItems, mmOf, si } from './helpers.ts';

const NSK_DG = 'part.deep-groove-ball-bearing.nsk';

const has = (id: string, code: string) => familyItems(id).has(code);
const dims = (it: Item, w = 'B') => [mmOf(it, 'd'), mmOf(it, 'D'), mmOf(it, w)];
const ratings = (it: Item) => [si(it, 'cr'), si(it, 'c0r')];

describe('NSK deep groove ball bearings (CAT. No. E1102e, pages B8–B25)', () => {
  it('printed bearing numbers decode to NSK dimensions and ratings', () => {
    const a = familyItem(NSK_DG, 'NSK-6204VV');
    expect(dims(a)).toEqual([20, 47, 14]);
    expect(ratings(a)).toEqual([12800, 6600]);
    expect(a.params.seal?.display).toBe('双面密封圈');
    expect(a.brandCode).toBe('nsk');
    expect(dims(familyItem(NSK_DG, 'NSK-6800DD'))).toEqual([10, 19, 5]);
    expect(familyItem(NSK_DG, 'NSK-6800DD').params.dimension_series?.display).toBe('618');
    expect(dims(familyItem(NSK_DG, 'NSK-60_22ZZ'))).toEqual([22, 44, 12]);
    expect(dims(familyItem(NSK_DG, 'NSK-6324ZZS'))).toEqual([120, 260, 55]);
    expect(ratings(familyItem(NSK_DG, 'NSK-6324ZZS'))).toEqual([207000, 185000]);
    expect(dims(familyItem(NSK_DG, 'NSK-16004'))).toEqual([20, 42, 8]);
    expect(dims(familyItem(NSK_DG, 'NSK-68_800'))).toEqual([800, 980, 82]);
    expect(ratings(familyItem(NSK_DG, 'NSK-69_800'))).toEqual([825000, 2050000]);
    expect(familyItem(NSK_DG, 'NSK-68_800').params.bore_code?.display).toBe('/800');
  });
  it('Table 7.6 order: seal, clearance, tolerance class (example 6308ZZC3)', () => {
    const x = familyItem(NSK_DG, 'NSK-6308ZZC3P6');
    expect(x.model).toBe('6308ZZC3P6');
    expect(dims(x)).toEqual([40, 90, 23]);
    expect(x.params.clearance?.display).toBe('C3');
    expect(x.params.tolerance_class?.display).toBe('6级');
    expect(has(NSK_DG, 'NSK-6204DDUC4P5')).toBe(true);
    expect(has(NSK_DG, 'NSK-6001VVC2')).toBe(true);
    expect(has(NSK_DG, 'NSK-6204P6C3')).toBe(false);
  });
  it('seal types the tables do not print are absent', () => {
    expect(has(NSK_DG, 'NSK-6800DDU')).toBe(false); // 6800 prints DD
    expect(has(NSK_DG, 'NSK-6921DDU')).toBe(false); // 6921: ZZ, VV only
    expect(has(NSK_DG, 'NSK-6921VV')).toBe(true);
    expect(has(NSK_DG, 'NSK-6322VV')).toBe(false); // 6322: ZZ only
    expect(has(NSK_DG, 'NSK-16004ZZ')).toBe(false); // 160 series open only
    expect(has(NSK_DG, 'NSK-6334ZZS')).toBe(false);
    expect(has(NSK_DG, 'NSK-6840ZZS')).toBe(false);
    expect(has(NSK_DG, 'NSK-6836VV')).toBe(true);
    expect(has(NSK_DG, 'NSK-6836ZZS')).toBe(false);
    expect(has(NSK_DG, 'NSK-6204Z')).toBe(false); // one-side types left out
    expect(has(NSK_DG, 'NSK-6204ZZN')).toBe(false);
  });
  it('designations of the base family are not repeated', () => {
    const base = familyItems('part.deep-groove-ball-bearing.gb276');
    expect(base.has('NSK-6308ZZC3')).toBe(true);
    expect(has(NSK_DG, 'NSK-6308ZZC3')).toBe(false);
    expect(base.has('NSK-6204DDU')).toBe(true);
    expect(has(NSK_DG, 'NSK-6204DDU')).toBe(false);
    expect(has(NSK_DG, 'NSK-6204')).toBe(false);
    // the base family lists NSK seals only up to d = 80: 6218DDU (d = 90) is new here
    expect(base.has('NSK-6218DDU')).toBe(false);
    expect(has(NSK_DG, 'NSK-6218DDU')).toBe(true);
    for (const code of familyItems(NSK_DG).keys()) expect(base.has(code), code).toBe(false);
  });
});

describe('second-wave bearing families', () => {
  const fams = bearingExtension2Families();
  it('are extension families registered in order', () => {
    expect(fams.map((f) => f.id)).toEqual(BEARING_EXTENSION2_IDS);
    for (const f of fams) expect(f.extension).toBe(true);
    const ids = partExtensionFamilies().map((f) => f.id);
    const at = ids.indexOf('part.thrust-ball-bearing.gb301');
    expect(ids.slice(at + 1, at + 1 + fams.length)).toEqual(BEARING_EXTENSION2_IDS);
  });
  it('brands exist', () => {
    for (const f of fams) {
      const b = f.item(0).brandCode;
      expect(b && brandByCode(b), f.id).toBeTruthy();
    }
  });
  it('codes unique across all parts families; categories declare every parameter; counts printed', () => {
    const codes = new Set<string>();
    let n = 0;
    for (const f of [...partFamilies(), ...partExtensionFamilies()]) {
      for (let i = 0; i < f.count(); i++) {
        codes.add(f.item(i).code);
        n++;
      }
    }
    expect(codes.size).toBe(n);
    for (const f of fams) {
      console.log(`${f.id}: ${f.count()}`);
      for (const it of familyItems(f.id).values()) {
        const cat = categoryByCode(it.categoryCode);
        expect(cat, it.categoryCode).toBeDefined();
        const defs = new Map(cat?.params.map((p) => [p.key, p]));
        for (const [k, v] of Object.entries(it.params)) {
          const def = defs.get(k);
          expect(def, `${it.code} ${k}`).toBeDefined();
          if (def?.type === 'enum') expect(def.options, `${it.code} ${k}`).toContain(v.display);
        }
        for (const def of cat?.params ?? [])
          if (def.required) expect(it.params[def.key], `${it.code} ${def.key}`).toBeDefined();
      }
    }
    console.log(`bearing extension 2 total: ${fams.reduce((s, f) => s + f.count(), 0)}`);
  });
});

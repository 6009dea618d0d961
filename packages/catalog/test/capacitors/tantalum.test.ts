// Capacitor extension families beyond MLCC: part numbers printed in the sources decode to the right
// parameters, combinations the sources do not list are absent, codes are unique, categories and brands fit.
import { describe, expect, it } from 'vitest';
import { capacitorExtensionFamilies, capacitorExtensionIds } from '../../src/capacitors/registry.ts';
import { T491_FAMILY_ID, TANTALUM_CATEGORY } from '../../src/capacitors/tantalum.ts';
import { brandByCode, categoryByCode } from '../../src/index.ts';
import { familyItem, familyItems, si } from '../helpers.ts';

const T491 = T491_FAMILY_ID;
const has = (id: string, mpn: string) => familyItems(id).has(`KEMET-${mpn}`);

describe('KEMET T491 (1999 catalogue, 20 V and 25 V tables)', () => {
  it('T491A155(1)020AS: 1.5 µF, 20 V (13 V at +125 °C), case A = EIA 3216-18, K and M', () => {
    for (const [tol, pct] of [
      ['K', 0.1],
      ['M', 0.2],
    ] as const) {
      const c = familyItem(T491, `KEMET-T491A155${tol}020AS`);
      expect(si(c, 'capacitance')).toBeCloseTo(1.5e-6, 12);
      expect(si(c, 'tolerance')).toBe(pct);
      expect(si(c, 'rated_voltage')).toBe(20);
      expect(si(c, 'category_voltage')).toBe(13);
      expect(c.params.case_size?.display).toBe('A');
      expect(c.params.case_eia?.display).toBe('3216-18');
      expect(c.package).toBe('3216-18');
      expect(c.brandCode).toBe('kemet');
      expect(c.series).toBe('T491');
      expect(c.categoryCode).toBe(TANTALUM_CATEGORY);
    }
  });
  it('printed rows: T491X107(1)020AS 100 µF X case, T491V226(1)020AS 22 µF V (7343-20), T491S155(1)020AS', () => {
    const x = familyItem(T491, 'KEMET-T491X107M020AS');
    expect(si(x, 'capacitance')).toBeCloseTo(100e-6, 12);
    expect(x.params.case_eia?.display).toBe('7343-43');
    const v = familyItem(T491, 'KEMET-T491V226K020AS');
    expect(si(v, 'capacitance')).toBeCloseTo(22e-6, 12);
    expect(v.params.case_eia?.display).toBe('7343-20');
    expect(familyItem(T491, 'KEMET-T491S155M020AS').params.case_eia?.display).toBe('3216-12');
    expect(familyItem(T491, 'KEMET-T491U685K020AS').params.case_eia?.display).toBe('6032-15');
    expect(familyItem(T491, 'KEMET-T491T335K020AS').params.case_eia?.display).toBe('3528-12');
  });
  it('25 V table: T491A334(1)025AS 0.33 µF … T491C106(1)025AS 10 µF, category voltage 17 V', () => {
    const a = familyItem(T491, 'KEMET-T491A334K025AS');
    expect(si(a, 'capacitance')).toBeCloseTo(0.33e-6, 14);
    expect(si(a, 'rated_voltage')).toBe(25);
    expect(si(a, 'category_voltage')).toBe(17);
    const d = familyItem(T491, 'KEMET-T491D106M025AS');
    expect(si(d, 'capacitance')).toBeCloseTo(10e-6, 12);
    expect(d.params.case_eia?.display).toBe('7343-31');
    expect(has(T491, 'T491C106K025AS')).toBe(true);
  });
  it('absent: case/value pairs the table does not print, tolerances other than K/M, unread voltages', () => {
    expect(has(T491, 'T491A107K020AS')).toBe(false); // 100 µF at 20 V only in X case
    expect(has(T491, 'T491E336K020AS')).toBe(false);
    expect(has(T491, 'T491A155J020AS')).toBe(false); // no J tolerance in footnote (1)
    expect(has(T491, 'T491A106K016AS')).toBe(false); // 16 V table not read
    expect(has(T491, 'T491A106K016AT')).toBe(false); // current tin code not generated
    expect(has(T491, 'T491D156K025AS')).toBe(false); // cut-off row after 10 µF at 25 V
  });
  it('obsolete SnPb ordering codes, −55…+125 °C, no invented datasheet URL', () => {
    const c = familyItem(T491, 'KEMET-T491B225K020AS');
    expect(c.lifecycle).toBe('obsolete');
    expect(c.datasheetUrl).toBeNull();
    expect(c.params.operating_temperature?.display).toBe('-55~125 °C');
  });
});

describe('capacitor extension families', () => {
  it('are extension families, codes unique, categories declare every parameter, brands exist; counts', () => {
    const seen = new Set<string>();
    for (const f of capacitorExtensionFamilies()) {
      expect(f.extension).toBe(true);
      console.log(`${f.id}: ${f.count()} items`);
      for (const it of familyItems(f.id).values()) {
        expect(seen.has(it.code), it.code).toBe(false);
        seen.add(it.code);
        const cat = categoryByCode(it.categoryCode);
        const keys = new Set(cat?.params.map((p) => p.key));
        for (const k of Object.keys(it.params)) expect(keys.has(k), `${it.code} ${k}`).toBe(true);
        expect(brandByCode(it.brandCode ?? '')?.nameEn, it.code).toBe('KEMET');
        expect(it.code).toBe(`KEMET-${it.model}`);
      }
    }
    expect(capacitorExtensionIds()).toEqual([T491]);
    expect(familyItems(T491).size).toBe(78);
  });
});

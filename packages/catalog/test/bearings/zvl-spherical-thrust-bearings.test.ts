// Rolling bearing extension families, continued: ZVL designations (deep groove, cylindrical roller, self-aligning
// ball, spherical roller), the 22 / 23 series, GB/T 288 spherical roller and GB/T 301 thrust ball bearings, and the
// bearing extension families as a whole.
// Rolling bearing extension families (GB/T 292 angular contact, GB/T 283 cylindrical roller, GB/T 281
// self-aligning ball, GB/T 301 thrust ball): designations printed in the sources decode to their boundary
// dimensions, combinations the sources do not offer are absent, suffixes follow GB/T 272, codes are unique
// and categories declare every parameter.

import { describe, expect, it } from 'vitest';
import { zvlCylindricalRows } from '../../src/bearings/cylindrical-roller-bearings.ts';
import { zvlDeepGrooveRows } from '../../src/bearings/deep-groove-ball-bearings.ts';
import {
  BEARING_EXTENSION_IDS,
  BEARING_EXTENSION2_IDS,
  bearingExtensionFamilies,
} from '../../src/bearings/registry.ts';
import { zvlSelfAligningRows } from '../../src/bearings/self-aligning-ball-bearings.ts';
import { SPHERICAL_ROLLER_BEARINGS } from '../../src/bearings/spherical-roller-bearing.data.ts';
import { WIDE_SERIES } from '../../src/bearings/wide-series-bearing.data.ts';
import { ZVL_CYLINDRICAL } from '../../src/bearings/zvl-cylindrical-roller-bearing.data.ts';
import { ZVL_DEEP_GROOVE, ZVL_SEAL_SETS } from '../../src/bearings/zvl-deep-groove-ball-bearing.data.ts';
import { ZVL_SELF_ALIGNING } from '../../src/bearings/zvl-self-aligning-ball-bearing.data.ts';
import { brandByCode } from '../../src/brands.ts';
import { categoryByCode } from '../../src/categories.ts';
import { PART_EXTENSION2_IDS, partExtensionFamilies, partFamilies } from '../../src/part-families.ts';
import type { Item } from '../../src/types.ts';
import { familyItem, familyItems, mmOf, si } from '../helpers.ts';

const _DGBB = 'part.deep-groove-ball-bearing.gb276-ext';
const _TRB = 'part.tapered-roller-bearing.gb297';
const _ACBB = 'part.angular-contact-ball-bearing.gb292';
const _CRB = 'part.cylindrical-roller-bearing.gb283';
const SABB = 'part.self-aligning-ball-bearing.gb281';
const TBB = 'part.thrust-ball-bearing.gb301';
const SRB = 'part.spherical-roller-bearing.gb288';

const has = (id: string, code: string) => familyItems(id).has(code);
const dimsOf = (id: string, code: string, w = 'B') => {
  const it = familyItems(id).get(code);
  if (!it) return [];
  return [mmOf(it, 'd'), mmOf(it, 'D'), mmOf(it, w)];
};

describe('ZVL single row deep groove ball bearings (ZVL "Bearing Catalogue" pp. 86–91)', () => {
  const ZDG = 'part.deep-groove-ball-bearing.zvl';
  const kNOf = (it: Item, key: string) => Math.round(si(it, key)) / 1000;
  it('printed designations decode: 6205-2ZR 25 × 52 × 15, C 14.1 / C0 7.94; 61804-2RSR; 16004; 6404; 6306-2RS', () => {
    const b = familyItem(ZDG, 'ZVL-6205-2ZR');
    expect([mmOf(b, 'd'), mmOf(b, 'D'), mmOf(b, 'B'), kNOf(b, 'cr'), kNOf(b, 'c0r')]).toEqual([
      25, 52, 15, 14.1, 7.94,
    ]);
    expect(b.params.seal?.display).toBe('双面防尘盖');
    expect(b.brandCode).toBe('zvl');
    expect(familyItem(ZDG, 'ZVL-61804-2RSR').params.dimension_series?.display).toBe('618');
    expect(dimsOf(ZDG, 'ZVL-16004')).toEqual([20, 42, 8]);
    expect(kNOf(familyItem(ZDG, 'ZVL-6404'), 'cr')).toBe(31);
    expect(familyItem(ZDG, 'ZVL-6306-2RS').params.seal?.display).toBe('双面密封圈');
    expect(familyItem(ZDG, 'ZVL-6208Z').params.seal?.display).toBe('单面防尘盖');
  });
  it('suffixes as ZVL prints them: "6202 P63", "6305-2ZR C3", "6205 P6"', () => {
    expect(familyItem(ZDG, 'ZVL-6202-P63').model).toBe('6202 P63');
    expect(familyItem(ZDG, 'ZVL-6305-2ZR-C3').model).toBe('6305-2ZR C3');
    expect(familyItem(ZDG, 'ZVL-6205-P6').params.tolerance_class?.display).toBe('6级');
    expect(familyItem(ZDG, 'ZVL-6213-C2').model).toBe('6213 C2');
  });
  it('only printed seal columns; dropped lines: 61803 (D misprinted), 16001 (not cross-checked), 6017 (C0 misprinted)', () => {
    for (const c of [
      '6205-2RS',
      '61801-2RSR',
      '16004-2ZR',
      '6404-2Z',
      '6318-2ZR',
      '61838-2RSR',
      '61803',
      '16001',
      '6017',
    ]) {
      expect(has(ZDG, `ZVL-${c}`), c).toBe(false);
    }
    expect(has(ZDG, 'ZVL-61801-2RS')).toBe(true);
    const lines = ZVL_DEEP_GROOVE.flatMap(([, l]) => l);
    const expected = lines
      .filter(([des]) => des !== '61803' && des !== '16001')
      .reduce((n, [, , , , , set]) => n + ZVL_SEAL_SETS[set].length, 0);
    expect(zvlDeepGrooveRows().length).toBe(expected);
  });
});

describe('ZVL single row cylindrical roller bearings (ZVL "Bearing Catalogue" pp. 118–139)', () => {
  const ZVL = 'part.cylindrical-roller-bearing.zvl';
  const kNOf = (it: Item, key: string) => Math.round(si(it, key)) / 1000;
  it('printed part numbers decode to their size and ZVL load ratings', () => {
    const nu = familyItem(ZVL, 'ZVL-NU205E');
    expect([mmOf(nu, 'd'), mmOf(nu, 'D'), mmOf(nu, 'B')]).toEqual([25, 52, 15]);
    expect([kNOf(nu, 'cr'), kNOf(nu, 'c0r')]).toEqual([28.9, 27.2]);
    expect(nu.brandCode).toBe('zvl');
    expect(nu.params.cage?.display).toBe('冲压钢保持架 (E)');
    const nj = familyItem(ZVL, 'ZVL-NJ2308EDM');
    expect([mmOf(nj, 'd'), mmOf(nj, 'D'), mmOf(nj, 'B'), kNOf(nj, 'cr'), kNOf(nj, 'c0r')]).toEqual([
      40, 90, 33, 111.6, 119.4,
    ]);
    const n = familyItem(ZVL, 'ZVL-N406M');
    expect([mmOf(n, 'd'), mmOf(n, 'D'), mmOf(n, 'B'), kNOf(n, 'cr')]).toEqual([30, 90, 23, 66.4]);
    expect(n.params.design?.display).toBe('标准型');
    expect(n.params.dimension_series?.display).toBe('04');
    expect(kNOf(familyItem(ZVL, 'ZVL-NUP2212EM'), 'cr')).toBe(118.5);
    expect(kNOf(familyItem(ZVL, 'ZVL-NF2306M'), 'c0r')).toBe(64.7);
    expect(kNOf(familyItem(ZVL, 'ZVL-NU317EM'), 'cr')).toBe(278.9);
  });
  it('suffixes as ZVL writes them: "NU210E C3", "NU210E P6", "NU210E P63"', () => {
    expect(familyItem(ZVL, 'ZVL-NU210E-C3').model).toBe('NU210E C3');
    expect(familyItem(ZVL, 'ZVL-NU210E-P6').params.tolerance_class?.display).toBe('6级');
    const p63 = familyItem(ZVL, 'ZVL-NU210E-P63');
    expect(p63.model).toBe('NU210E P63');
    expect(p63.params.clearance?.display).toBe('C3');
    expect(has(ZVL, 'ZVL-NU210E-P64')).toBe(false);
    expect(familyItem(ZVL, 'ZVL-NU210E-C2').params.clearance?.display).toBe('C2');
    expect(familyItem(ZVL, 'ZVL-NU2330M').params.cage?.display).toBe('实体黄铜保持架 (M)');
    expect(dimsOf(ZVL, 'ZVL-NU232EM')).toEqual([160, 290, 48]);
  });
  it('only printed cage designs: no NU205M, NU2304M, NU226EDM; N.2317 (misprinted B) left out', () => {
    for (const c of ['NU205M', 'NU2304M', 'NU226EDM', 'NU2317E', 'NU2317M', 'NU238EM', 'NU419M']) {
      expect(has(ZVL, `ZVL-${c}`), c).toBe(false);
    }
  });
  it("every ZVL row's printed D and B equals the cross-checked tables (none dropped)", () => {
    const cages = ZVL_CYLINDRICAL.reduce((n, [, , , c]) => n + c.length, 0);
    expect(zvlCylindricalRows().length).toBe(cages * 5);
    expect(brandByCode('zvl')?.country).toBe('SK');
  });
});

describe('dimension series 22 / 23 against the cells ISB prints (self-aligning ball bearing tables)', () => {
  it('every printed D and B matches', () => {
    const isb: Array<[string, number | null, number | null]> = [
      ['2203', null, 16],
      ['2204', null, 18],
      ['2304', null, 21],
      ['2205', null, 18],
      ['2305', null, 24],
      ['2306', null, 27],
      ['2308', null, 33],
      ['2309', null, 36],
      ['2311', null, 43],
      ['2212', null, 28],
      ['2312', 130, 46],
      ['2313', 140, 48],
      ['2214', 125, null],
      ['2314', 150, 51],
      ['2215', 130, null],
      ['2315', 160, 55],
      ['2216', 140, 33],
      ['2316', 170, 58],
      ['2217', 150, 36],
      ['2317', 180, 60],
      ['2218', 160, null],
      ['2318', 190, 64],
      ['2219', 170, 43],
      ['2319', 200, 67],
      ['2220', 180, 46],
      ['2320', 215, 73],
      ['2222', 200, 53],
    ];
    for (const [size, D, B] of isb) {
      const row = WIDE_SERIES.find((r) => r.size === size);
      expect(row, size).toBeDefined();
      if (D !== null) expect(row?.D, size).toBe(D);
      if (B !== null) expect(row?.B, size).toBe(B);
    }
  });
});

describe('GB/T 281 self-aligning ball bearings 22 / 23', () => {
  it('2205 = 25 × 52 × 18, 2205K; 2306K = 30 × 72 × 27; 2222 = 110 × 200 × 53', () => {
    expect(dimsOf(SABB, 'GB281-2205')).toEqual([25, 52, 18]);
    expect(has(SABB, 'GB281-2205K_C3')).toBe(true);
    expect(dimsOf(SABB, 'GB281-2306K')).toEqual([30, 72, 27]);
    expect(dimsOf(SABB, 'GB281-2222')).toEqual([110, 200, 53]);
  });
  it('no 2204K, 2305K, 2221, 2224, 2324; 2319K and 2322 as ZVL prints them', () => {
    for (const c of ['2204K', '2305K', '2221', '2224', '2324'])
      expect(has(SABB, `GB281-${c}`), c).toBe(false);
    expect(has(SABB, 'GB281-2319K')).toBe(true);
    expect(dimsOf(SABB, 'GB281-2322')).toEqual([110, 240, 80]);
  });
});

describe('ZVL double row self-aligning ball bearings (ZVL "Bearing Catalogue" pp. 110–112)', () => {
  const ZSA = 'part.self-aligning-ball-bearing.zvl';
  const kNOf = (it: Item, key: string) => Math.round(si(it, key)) / 1000;
  it('printed designations decode: 1205K 25 × 52 × 15, C 12.1 / C0 3.35; 2320 100 × 215 × 73; 1226 130 × 230 × 46; "1206 P63"', () => {
    const k = familyItem(ZSA, 'ZVL-1205K');
    expect([mmOf(k, 'd'), mmOf(k, 'D'), mmOf(k, 'B'), kNOf(k, 'cr'), kNOf(k, 'c0r')]).toEqual([
      25, 52, 15, 12.1, 3.35,
    ]);
    expect(k.params.bore_type?.display).toBe('圆锥孔 1:12 (K)');
    expect(dimsOf(ZSA, 'ZVL-2320')).toEqual([100, 215, 73]);
    expect(dimsOf(ZSA, 'ZVL-1226')).toEqual([130, 230, 46]);
    expect(familyItem(ZSA, 'ZVL-1206-P63').model).toBe('1206 P63');
  });
  it('K only where printed; dropped lines 2217 (B 38) and 1322 (B 55)', () => {
    for (const c of ['1203K', '1214K', '2314K', '1224K', '2217', '1322', '1322K'])
      expect(has(ZSA, `ZVL-${c}`), c).toBe(false);
    const lines = ZVL_SELF_ALIGNING.flatMap(([, l]) => l).filter(([des]) => des !== '2217' && des !== '1322');
    expect(zvlSelfAligningRows().length).toBe(lines.reduce((n, l) => n + (l[5] ? 2 : 1), 0));
  });
});

describe('GB/T 288 spherical roller bearings 222 / 223', () => {
  it('ZVL sizes decode: 22205 = 25 × 52 × 18 (brief), 22208K = 40 × 80 × 23, 22317 = 85 × 180 × 60, 22324 = 120 × 260 × 86', () => {
    expect(dimsOf(SRB, 'GB288-22205')).toEqual([25, 52, 18]);
    const k = familyItem(SRB, 'GB288-22208K_C3');
    expect([mmOf(k, 'd'), mmOf(k, 'D'), mmOf(k, 'B')]).toEqual([40, 80, 23]);
    expect(k.model).toBe('22208K/C3');
    expect(k.params.bore_type?.display).toBe('圆锥孔 1:12 (K)');
    expect(k.params.dimension_series?.display).toBe('222');
    expect(dimsOf(SRB, 'GB288-22317')).toEqual([85, 180, 60]);
    expect(dimsOf(SRB, 'GB288-22324')).toEqual([120, 260, 86]);
    expect(familyItem(SRB, 'GB288-22214_P6').params.tolerance_class?.display).toBe('6级');
  });
  it('sizes ZVL does not list are absent: 22206, 22207, 22305, 22221', () => {
    for (const c of ['22206', '22207', '22305', '22221']) expect(has(SRB, `GB288-${c}`), c).toBe(false);
  });
});

describe('spherical roller bearings: series 230 / 231 / 232 / 239 / 240 / 241 and ZVL designations (ZVL pp. 158–168)', () => {
  const ZSR = 'part.spherical-roller-bearing.zvl';
  it('222 / 223 rows up to 120 mm equal the dimension series 22 / 23 table', () => {
    for (const r of SPHERICAL_ROLLER_BEARINGS.filter(
      (x) => (x.series === '222' || x.series === '223') && x.d <= 120,
    )) {
      const w = WIDE_SERIES.find((x) => `2${x.size}` === r.designation);
      expect(w, r.designation).toBeDefined();
      expect([w?.d, w?.D, w?.B], r.designation).toEqual([r.d, r.D, r.B]);
    }
  });
  it('GB/T 288 items of the wider series: 23022 = 110 × 170 × 45, 23218 = 90 × 160 × 52.4, 24122 = 110 × 180 × 69, 23944K', () => {
    expect(dimsOf(SRB, 'GB288-23022')).toEqual([110, 170, 45]);
    expect(dimsOf(SRB, 'GB288-23218')).toEqual([90, 160, 52.4]);
    expect(dimsOf(SRB, 'GB288-24122')).toEqual([110, 180, 69]);
    expect(familyItem(SRB, 'GB288-23944K_C3').params.dimension_series?.display).toBe('239');
    expect(has(SRB, 'GB288-24122K')).toBe(false);
    expect(has(SRB, 'GB288-23226')).toBe(false);
  });
  it('ZVL part numbers decode: 22208EW33J / 22208EKW33J / 22208W33MB, 22330W33M, "22214EW33J P6", "22326KW33M C4"', () => {
    const e = familyItem(ZSR, 'ZVL-22208EW33J');
    expect([mmOf(e, 'd'), mmOf(e, 'D'), mmOf(e, 'B')]).toEqual([40, 80, 23]);
    expect(e.brandCode).toBe('zvl');
    expect(e.params.design?.display).toBe('E (加强型，冲压钢保持架 J)');
    expect(familyItem(ZSR, 'ZVL-22208EKW33J').params.bore_type?.display).toBe('圆锥孔 1:12 (K)');
    expect(has(ZSR, 'ZVL-22208W33MB')).toBe(true);
    expect(dimsOf(ZSR, 'ZVL-22330W33M')).toEqual([150, 320, 108]);
    expect(familyItem(ZSR, 'ZVL-22214EW33J-P6').model).toBe('22214EW33J P6');
    expect(familyItem(ZSR, 'ZVL-22326KW33M-C4').model).toBe('22326KW33M C4');
    expect(familyItem(ZSR, 'ZVL-22309EW33J-C2').model).toBe('22309EW33J C2');
  });
  it('left out: 22330EW33J, 24122EKW33J, 22209KW33M, 23228EKW33J, 23132W33MB, 23226…; no P64', () => {
    for (const c of [
      '22330EW33J',
      '24122EKW33J',
      '22209KW33M',
      '23228EKW33J',
      '23132W33MB',
      '23226EW33J',
      '22206EW33J',
    ]) {
      expect(has(ZSR, `ZVL-${c}`), c).toBe(false);
    }
    expect(has(ZSR, 'ZVL-23228EW33J')).toBe(true);
    expect(has(ZSR, 'ZVL-22209EKW33J')).toBe(true);
    expect(has(ZSR, 'ZVL-22208EW33J-P64')).toBe(false);
  });
});

describe('GB/T 301 thrust ball bearings', () => {
  it('51205 = 25 × 47 × 15 (brief); 51305 = 25 × 52 × 18; 51405 = 25 × 60 × 24; 511/500 = 500 × 600 × 80', () => {
    expect(dimsOf(TBB, 'GB301-51205', 'T')).toEqual([25, 47, 15]);
    expect(dimsOf(TBB, 'GB301-51305', 'T')).toEqual([25, 52, 18]);
    expect(dimsOf(TBB, 'GB301-51405', 'T')).toEqual([25, 60, 24]);
    expect(dimsOf(TBB, 'GB301-51412', 'T')).toEqual([60, 130, 51]);
    expect(dimsOf(TBB, 'GB301-511_500', 'T')).toEqual([500, 600, 80]);
    const p = familyItem(TBB, 'GB301-51110_P6');
    expect(p.model).toBe('51110/P6');
    expect(p.params.dimension_series?.display).toBe('511');
  });
  it('absent: 51100/C3 (no radial clearance group), 51432 (not printed), 51105 with d ≠ 25', () => {
    expect(has(TBB, 'GB301-51100_C3')).toBe(false);
    expect(has(TBB, 'GB301-51432')).toBe(false);
    expect(mmOf(familyItem(TBB, 'GB301-51105'), 'd')).toBe(25);
  });
});

describe('the bearing extension families', () => {
  const fams = bearingExtensionFamilies();
  it('are extension families, registered in the parts extension list before the second-wave bearing and machine screw ones', () => {
    expect(fams.every((f) => f.extension)).toBe(true);
    expect(fams.map((f) => f.id)).toEqual(BEARING_EXTENSION_IDS);
    const all = partExtensionFamilies().map((f) => f.id);
    const end = all.length - PART_EXTENSION2_IDS.length - BEARING_EXTENSION2_IDS.length;
    expect(all.slice(end - fams.length, end)).toEqual(BEARING_EXTENSION_IDS);
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
        expect(it.model.length).toBeGreaterThan(0);
      }
    }
    console.log(`bearing extension total: ${fams.reduce((s, f) => s + f.count(), 0)}`);
  });
});

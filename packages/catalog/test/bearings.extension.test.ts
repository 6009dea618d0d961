// Rolling bearing extension families (GB/T 292 angular contact, GB/T 283 cylindrical roller, GB/T 281
// self-aligning ball, GB/T 301 thrust ball): designations printed in the sources decode to their boundary
// dimensions, combinations the sources do not offer are absent, suffixes follow GB/T 272, codes are unique
// and categories declare every parameter.

import { describe, expect, it } from 'vitest';
import { toleranceClearanceSuffix } from '../src/bearings/bearing-suffixes.ts';
import { zvlCylindricalRows } from '../src/bearings/cylindrical-roller-bearings.ts';
import { zvlDeepGrooveRows } from '../src/bearings/deep-groove-ball-bearings.ts';
import {
  BEARING_EXTENSION_IDS,
  BEARING_EXTENSION2_IDS,
  bearingExtensionFamilies,
} from '../src/bearings/registry.ts';
import { zvlSelfAligningRows } from '../src/bearings/self-aligning-ball-bearings.ts';
import { SPHERICAL_ROLLER_BEARINGS } from '../src/bearings/spherical-roller-bearing.data.ts';
import { WIDE_SERIES } from '../src/bearings/wide-series-bearing.data.ts';
import { ZVL_CYLINDRICAL } from '../src/bearings/zvl-cylindrical-roller-bearing.data.ts';
import { ZVL_DEEP_GROOVE, ZVL_SEAL_SETS } from '../src/bearings/zvl-deep-groove-ball-bearing.data.ts';
import { ZVL_SELF_ALIGNING } from '../src/bearings/zvl-self-aligning-ball-bearing.data.ts';
import { brandByCode } from '../src/brands.ts';
import { categoryByCode } from '../src/categories.ts';
import { PART_EXTENSION2_IDS, partExtensionFamilies, partFamilies } from '../src/part-families.ts';
import type { Item } from '../src/types.ts';
import { familyItem, familyItems, mmOf, si } from './helpers.ts';

const DGBB = 'part.deep-groove-ball-bearing.gb276-ext';
const TRB = 'part.tapered-roller-bearing.gb297';
const ACBB = 'part.angular-contact-ball-bearing.gb292';
const CRB = 'part.cylindrical-roller-bearing.gb283';
const SABB = 'part.self-aligning-ball-bearing.gb281';
const TBB = 'part.thrust-ball-bearing.gb301';
const SRB = 'part.spherical-roller-bearing.gb288';

const has = (id: string, code: string) => familyItems(id).has(code);
const dimsOf = (id: string, code: string, w = 'B') => {
  const it = familyItems(id).get(code);
  if (!it) return [];
  return [mmOf(it, 'd'), mmOf(it, 'D'), mmOf(it, w)];
};

describe('GB/T 272 suffixes of tolerance class and clearance', () => {
  it('no suffix, /C3, /P6, /P63 (class 6 + group 3), /P5, /P54', () => {
    expect(toleranceClearanceSuffix('', 'CN')).toBe('');
    expect(toleranceClearanceSuffix('', 'C3')).toBe('/C3');
    expect(toleranceClearanceSuffix('P6', 'CN')).toBe('/P6');
    expect(toleranceClearanceSuffix('P6', 'C3')).toBe('/P63');
    expect(toleranceClearanceSuffix('P5')).toBe('/P5');
    expect(toleranceClearanceSuffix('P5', 'C4')).toBe('/P54');
  });
});

describe('GB/T 276 deep groove ball bearings 618 / 619 / 160 / 64', () => {
  it('ISB rows: 61804 = 20 × 32 × 7, 61905 = 25 × 42 × 9, 16005 = 25 × 47 × 8, 6405 = 25 × 80 × 21, 61840 = 200 × 250 × 24', () => {
    expect(dimsOf(DGBB, 'GB276-61804')).toEqual([20, 32, 7]);
    expect(dimsOf(DGBB, 'GB276-61905')).toEqual([25, 42, 9]);
    expect(dimsOf(DGBB, 'GB276-16005')).toEqual([25, 47, 8]);
    expect(dimsOf(DGBB, 'GB276-6405')).toEqual([25, 80, 21]);
    expect(dimsOf(DGBB, 'GB276-61840')).toEqual([200, 250, 24]);
    expect(dimsOf(DGBB, 'GB276-6418')).toEqual([90, 225, 54]);
    expect(dimsOf(DGBB, 'GB276-61928')).toEqual([140, 190, 24]);
  });
  it('sealed / shielded designations as printed by ISB (61804-2RS, 16002-ZZ → -2Z, 61900-2RS) with GB/T 272 suffixes', () => {
    const s = familyItem(DGBB, 'GB276-61804-2RS_P63');
    expect(s.model).toBe('61804-2RS/P63');
    expect(s.params.seal?.display).toBe('双面密封圈');
    expect(s.params.clearance?.display).toBe('C3');
    expect(s.params.tolerance_class?.display).toBe('6级');
    expect(s.params.dimension_series?.display).toBe('618');
    expect(s.categoryCode).toBe('part.bearing.deep-groove-ball');
    expect(has(DGBB, 'GB276-16002-2Z')).toBe(true);
    expect(has(DGBB, 'GB276-61900-2RS')).toBe(true);
  });
  it('no seals above 80 mm or on the 64 series; no 60 / 62 / 63 rows (the base family holds them)', () => {
    expect(has(DGBB, 'GB276-61817-2RS')).toBe(false);
    expect(has(DGBB, 'GB276-61817')).toBe(true);
    expect(has(DGBB, 'GB276-6405-2Z')).toBe(false);
    expect(has(DGBB, 'GB276-6205')).toBe(false);
    expect(has(DGBB, 'GB276-6419')).toBe(false);
  });
});

describe('GB/T 297 tapered roller bearings', () => {
  it('30205 = 25 × 52 × T 16.25, B 15 (brief); 32205 = 25 × 52 × 19.25; 33205 = 25 × 52 × 22; 31305 = 25 × 62 × 18.25', () => {
    const t = familyItem(TRB, 'GB297-30205');
    expect([mmOf(t, 'd'), mmOf(t, 'D'), mmOf(t, 'T'), mmOf(t, 'B')]).toEqual([25, 52, 16.25, 15]);
    expect(t.params.C).toBeUndefined();
    expect(dimsOf(TRB, 'GB297-32205', 'T')).toEqual([25, 52, 19.25]);
    expect(dimsOf(TRB, 'GB297-33205', 'T')).toEqual([25, 52, 22]);
    expect(dimsOf(TRB, 'GB297-31305', 'T')).toEqual([25, 62, 18.25]);
    expect(dimsOf(TRB, 'GB297-32910', 'T').length).toBe(0);
  });
  it('series 329 / 330 / 331 / 332 and d/… bore codes: 32920, 33010, 33108, 33220, 320/22', () => {
    expect(dimsOf(TRB, 'GB297-32920', 'T')).toEqual([100, 140, 25]);
    expect(dimsOf(TRB, 'GB297-33010', 'T')).toEqual([50, 80, 24]);
    expect(dimsOf(TRB, 'GB297-33108', 'T')).toEqual([40, 75, 26]);
    expect(dimsOf(TRB, 'GB297-33220', 'T')).toEqual([100, 180, 63]);
    expect(dimsOf(TRB, 'GB297-320_22', 'T')).toEqual([22, 44, 15]);
    expect(familyItem(TRB, 'GB297-30205_P6X').model).toBe('30205/P6X');
    expect(familyItem(TRB, 'GB297-30205_P6X').params.tolerance_class?.display).toBe('6X级');
  });
  it('left out: 32313 (B misprinted), 32205-A, ISB 306/318/319 series; no clearance suffixes', () => {
    expect(has(TRB, 'GB297-32313')).toBe(false);
    expect(has(TRB, 'GB297-32312')).toBe(true);
    expect(has(TRB, 'GB297-32205-A')).toBe(false);
    expect(has(TRB, 'GB297-318_530')).toBe(false);
    expect(has(TRB, 'GB297-30205_C3')).toBe(false);
    for (const it of familyItems(TRB).values()) expect(si(it, 'B') <= si(it, 'T'), it.code).toBe(true);
  });
});

describe('GB/T 292 angular contact ball bearings', () => {
  it('7205C / 7205AC / 7205B = 25 × 52 × 15 with α = 15° / 25° / 40°', () => {
    for (const [a, deg] of [
      ['C', '15° (C)'],
      ['AC', '25° (AC)'],
      ['B', '40° (B)'],
    ]) {
      const it = familyItem(ACBB, `GB292-7205${a}`);
      expect([mmOf(it, 'd'), mmOf(it, 'D'), mmOf(it, 'B')]).toEqual([25, 52, 15]);
      expect(it.params.contact_angle?.display).toBe(deg);
      expect(it.model).toBe(`7205${a}`);
      expect(it.categoryCode).toBe('part.bearing.angular-contact-ball');
    }
    expect(familyItem(ACBB, 'GB292-7205AC_P5').params.tolerance_class?.display).toBe('5级');
    expect(familyItem(ACBB, 'GB292-7205AC_P6').model).toBe('7205AC/P6');
  });
  it('every single row the ISB catalogue prints (7200 B … 7330 B, 7028 B … 7040 B) decodes to its d × D × B', () => {
    const isb: Array<[string, number, number, number]> = [
      ['7200B', 10, 30, 9],
      ['7201B', 12, 32, 10],
      ['7301B', 12, 37, 12],
      ['7202B', 15, 35, 11],
      ['7302B', 15, 42, 13],
      ['7203B', 17, 40, 12],
      ['7303B', 17, 47, 14],
      ['7204B', 20, 47, 14],
      ['7304B', 20, 52, 15],
      ['7205B', 25, 52, 15],
      ['7305B', 25, 62, 17],
      ['7206B', 30, 62, 16],
      ['7306B', 30, 72, 19],
      ['7207B', 35, 72, 17],
      ['7307B', 35, 80, 21],
      ['7208B', 40, 80, 18],
      ['7308B', 40, 90, 23],
      ['7209B', 45, 85, 19],
      ['7309B', 45, 100, 25],
      ['7210B', 50, 90, 20],
      ['7310B', 50, 110, 27],
      ['7211B', 55, 100, 21],
      ['7311B', 55, 120, 29],
      ['7212B', 60, 110, 22],
      ['7312B', 60, 130, 31],
      ['7213B', 65, 120, 23],
      ['7313B', 65, 140, 33],
      ['7214B', 70, 125, 24],
      ['7314B', 70, 150, 35],
      ['7215B', 75, 130, 25],
      ['7315B', 75, 160, 37],
      ['7316B', 80, 170, 39],
      ['7217B', 85, 150, 28],
      ['7317B', 85, 180, 41],
      ['7218B', 90, 160, 30],
      ['7318B', 90, 190, 43],
      ['7219B', 95, 170, 32],
      ['7319B', 95, 200, 45],
      ['7220B', 100, 180, 34],
      ['7320B', 100, 215, 47],
      ['7221B', 105, 190, 36],
      ['7321B', 105, 225, 49],
      ['7222B', 110, 200, 38],
      ['7322B', 110, 240, 50],
      ['7224B', 120, 215, 40],
      ['7324B', 120, 260, 55],
      ['7226B', 130, 230, 40],
      ['7326B', 130, 280, 58],
      ['7028B', 140, 210, 33],
      ['7228B', 140, 250, 42],
      ['7328B', 140, 300, 62],
      ['7030B', 150, 225, 35],
      ['7230B', 150, 270, 45],
      ['7330B', 150, 320, 65],
      ['7034B', 170, 260, 42],
      ['7036B', 180, 280, 46],
      ['7038B', 190, 290, 46],
      ['7040B', 200, 310, 51],
    ];
    for (const [des, d, D, B] of isb) expect(dimsOf(ACBB, `GB292-${des}`), des).toEqual([d, D, B]);
  });
  it('narrowed: no 73 … C, no 7216B (ISB does not print it), no 70 … B below 7028B, no 7300, no 7232B', () => {
    expect(has(ACBB, 'GB292-7305C')).toBe(false);
    expect(has(ACBB, 'GB292-7305AC')).toBe(true);
    expect(has(ACBB, 'GB292-7216B')).toBe(false);
    expect(has(ACBB, 'GB292-7216AC')).toBe(true);
    expect(has(ACBB, 'GB292-7010B')).toBe(false);
    expect(has(ACBB, 'GB292-7010C')).toBe(true);
    expect(has(ACBB, 'GB292-7300AC')).toBe(false);
    expect(has(ACBB, 'GB292-7232B')).toBe(false);
    expect(has(ACBB, 'GB292-7205C_C3')).toBe(false);
  });
});

describe('GB/T 283 cylindrical roller bearings', () => {
  it('NU205 = 25 × 52 × 15 (brief), NJ308E = 40 × 90 × 23, NUP230E = 150 × 270 × 45', () => {
    expect(dimsOf(CRB, 'GB283-NU205')).toEqual([25, 52, 15]);
    expect(dimsOf(CRB, 'GB283-NJ308E')).toEqual([40, 90, 23]);
    expect(dimsOf(CRB, 'GB283-NUP230E')).toEqual([150, 270, 45]);
    const it = familyItem(CRB, 'GB283-NU205E_P63');
    expect(it.model).toBe('NU205E/P63');
    expect(it.params.design?.display).toBe('加强型 (E)');
    expect(it.params.tolerance_class?.display).toBe('6级');
    expect(it.params.clearance?.display).toBe('C3');
    expect(it.params.bearing_type?.display).toBe('NU');
    expect(it.params.dimension_series?.display).toBe('02');
    expect(familyItem(CRB, 'GB283-N312_C4').params.clearance?.display).toBe('C4');
  });
  it('NF without E; no E in the 4 series; ranges as ZVL prints them (N.203 / N.2203 / N.2304 / N.405 first)', () => {
    expect(has(CRB, 'GB283-NF205')).toBe(true);
    expect(has(CRB, 'GB283-NF205E')).toBe(false);
    expect(has(CRB, 'GB283-NU203')).toBe(true);
    expect(has(CRB, 'GB283-NU202')).toBe(false);
    expect(has(CRB, 'GB283-NU238')).toBe(false);
    expect(dimsOf(CRB, 'GB283-NU232E')).toEqual([160, 290, 48]);
    expect(has(CRB, 'GB283-NU332E')).toBe(false);
    expect(dimsOf(CRB, 'GB283-NU2334')).toEqual([170, 360, 120]);
    expect(has(CRB, 'GB283-NU2334E')).toBe(false);
    expect(has(CRB, 'GB283-NU205_C2')).toBe(false);
    expect(has(CRB, 'GB283-NU2203E')).toBe(true);
    expect(has(CRB, 'GB283-NU2303')).toBe(false);
    expect(has(CRB, 'GB283-NU405')).toBe(true);
    expect(has(CRB, 'GB283-NU405E')).toBe(false);
    expect(has(CRB, 'GB283-NU404')).toBe(false);
    expect(has(CRB, 'GB283-NU419')).toBe(false);
    expect(has(CRB, 'GB283-NU2221')).toBe(false);
  });
  it('ZVL part numbers decode: NU2205E 25 × 52 × 18, NJ2308E 40 × 90 × 33, NUP2213E 65 × 120 × 31, NU2324E 120 × 260 × 86, N410 50 × 130 × 31, NF418 90 × 225 × 54', () => {
    expect(dimsOf(CRB, 'GB283-NU2205E')).toEqual([25, 52, 18]);
    expect(dimsOf(CRB, 'GB283-NJ2308E')).toEqual([40, 90, 33]);
    expect(dimsOf(CRB, 'GB283-NUP2213E')).toEqual([65, 120, 31]);
    expect(dimsOf(CRB, 'GB283-NU2324E')).toEqual([120, 260, 86]);
    expect(dimsOf(CRB, 'GB283-N410')).toEqual([50, 130, 31]);
    expect(dimsOf(CRB, 'GB283-NF418')).toEqual([90, 225, 54]);
    expect(dimsOf(CRB, 'GB283-NU203')).toEqual([17, 40, 12]);
    expect(familyItem(CRB, 'GB283-NU2205E').params.dimension_series?.display).toBe('22');
    expect(familyItem(CRB, 'GB283-NU405').params.dimension_series?.display).toBe('04');
    expect(familyItem(CRB, 'GB283-NU2205E').params.bore_code?.display).toBe('05');
  });
  it('NU2317: B = 60 (ISB 2317 and ZVL 22317 agree; ZVL prints NU2317 with 41)', () => {
    expect(dimsOf(CRB, 'GB283-NU2317E')).toEqual([85, 180, 60]);
  });
});

describe('GB/T 281 self-aligning ball bearings', () => {
  it('1205 = 25 × 52 × 15 (brief); 1205K tapered bore; 1305 = 25 × 62 × 17', () => {
    expect(dimsOf(SABB, 'GB281-1205')).toEqual([25, 52, 15]);
    const k = familyItem(SABB, 'GB281-1205K_C3');
    expect(k.params.bore_type?.display).toBe('圆锥孔 1:12 (K)');
    expect(k.model).toBe('1205K/C3');
    expect(dimsOf(SABB, 'GB281-1305')).toEqual([25, 62, 17]);
  });
  it('widths and outside diameters as ISB prints them', () => {
    const isb: Array<[string, number, number | null, number | null]> = [
      ['1200', 10, 30, 9],
      ['1201', 12, 32, 10],
      ['1202', 15, null, 11],
      ['1203', 17, null, 12],
      ['1205', 25, null, 15],
      ['1206', 30, null, 16],
      ['1208', 40, null, 18],
      ['1209', 45, 85, 19],
      ['1211', 55, null, 21],
      ['1212', 60, null, 22],
      ['1214', 70, 125, 24],
      ['1215', 75, 130, null],
      ['1216', 80, 140, 26],
      ['1217', 85, 150, 28],
      ['1218', 90, 160, 30],
      ['1219', 95, 170, 32],
      ['1220', 100, 180, 34],
      ['1222', 110, 200, 38],
      ['1301', 12, 37, 12],
      ['1302', 15, 42, 13],
      ['1304', 20, null, 15],
      ['1306', 30, null, 19],
      ['1307', 35, null, 21],
      ['1310', 50, null, 27],
      ['1311', 55, null, 29],
      ['1312', 60, 130, null],
      ['1313', 65, 140, 33],
      ['1315', 75, 160, 37],
      ['1316', 80, 170, 39],
      ['1317', 85, 180, 41],
      ['1318', 90, 190, 43],
      ['1319', 95, 200, 45],
      ['1320', 100, 215, null],
      ['1322', 110, 240, null],
    ];
    for (const [des, d, D, B] of isb) {
      const [dd, DD, BB] = dimsOf(SABB, `GB281-${des}`);
      expect(dd, des).toBe(d);
      if (D !== null) expect(DD, des).toBe(D);
      if (B !== null) expect(BB, des).toBe(B);
    }
  });
  it('narrowed: no 1221 / 1300 / 1321 / 1228; 1224 / 1226 as ISB and ZVL print them (not the 62 widths); K from 1204K and 1305K', () => {
    for (const c of ['1221', '1300', '1321', '1228', '1224K']) expect(has(SABB, `GB281-${c}`), c).toBe(false);
    expect(dimsOf(SABB, 'GB281-1224')).toEqual([120, 215, 42]);
    expect(dimsOf(SABB, 'GB281-1226')).toEqual([130, 230, 46]);
    expect(has(SABB, 'GB281-1204K')).toBe(true);
    expect(has(SABB, 'GB281-1203K')).toBe(false);
    expect(has(SABB, 'GB281-1305K')).toBe(true);
    expect(has(SABB, 'GB281-1304K')).toBe(false);
  });
});

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
  it('are extension families, registered in the parts extension list before the second-wave bearing and parts.extension2 ones', () => {
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

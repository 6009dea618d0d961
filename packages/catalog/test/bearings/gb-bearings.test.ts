// Rolling bearing extension families (GB/T 292 angular contact, GB/T 283 cylindrical roller, GB/T 281
// self-aligning ball, GB/T 301 thrust ball): designations printed in the sources decode to their boundary
// dimensions, combinations the sources do not offer are absent, suffixes follow GB/T 272, codes are unique
// and categories declare every parameter.

import { describe, expect, it } from 'vitest';
import { toleranceClearanceSuffix } from '../../src/bearings/bearing-suffixes.ts';
import { familyItem, familyItems, mmOf, si } from '../helpers.ts';

const DGBB = 'part.deep-groove-ball-bearing.gb276-ext';
const TRB = 'part.tapered-roller-bearing.gb297';
const ACBB = 'part.angular-contact-ball-bearing.gb292';
const CRB = 'part.cylindrical-roller-bearing.gb283';
const SABB = 'part.self-aligning-ball-bearing.gb281';
const _TBB = 'part.thrust-ball-bearing.gb301';
const _SRB = 'part.spherical-roller-bearing.gb288';

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

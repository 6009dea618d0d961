// Second-wave rolling bearing extension families (makers' catalogue designations): designations printed in
// the makers' catalogues decode to the maker's dimensions and ratings, combinations the catalogues do not
// print are absent, nothing an existing family already holds is repeated, codes are unique and categories
// declare every parameter.

import { describe, expect, it } from 'vitest';
import { BEARING_EXTENSION2_IDS, bearingExtension2Families } from '../../src/bearings/registry.ts';
import { brandByCode } from '../../src/brands.ts';
import { categoryByCode } from '../../src/categories.ts';
import { partExtensionFamilies, partFamilies } from '../../src/part-families.ts';
import type { Item } from '../../src/types.ts';
import { familyItem, familyItems, mmOf, si } from '../helpers.ts';

const NSK_DG = 'part.deep-groove-ball-bearing.nsk';
const SKF_DG = 'part.deep-groove-ball-bearing.skf';
const NSK_CRB = 'part.cylindrical-roller-bearing.nsk';
const NSK_SABB = 'part.self-aligning-ball-bearing.nsk';
const NSK_ACBB = 'part.angular-contact-ball-bearing.nsk';
const NSK_SRB = 'part.spherical-roller-bearing.nsk';
const NSK_SRTB = 'part.spherical-thrust-roller-bearing.nsk';
const NSK_CRTB = 'part.cylindrical-thrust-roller-bearing.nsk';
const NSK_NRB = 'part.needle-roller-bearing.nsk';

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
    expect(has(NSK_DG, 'NSK-6204ZZN')).toBe(false); // snap ring types: open only
  });
  it('snap ring types N / NR where the table line prints them (pages B8–B17)', () => {
    const n = familyItem(NSK_DG, 'NSK-6204NR');
    expect(dims(n)).toEqual([20, 47, 14]);
    expect(n.params.seal?.display).toBe('开式');
    expect(has(NSK_DG, 'NSK-6308NC3')).toBe(true);
    expect(has(NSK_DG, 'NSK-6900NR')).toBe(true);
    expect(has(NSK_DG, 'NSK-6800N')).toBe(false); // 6800: —
    expect(has(NSK_DG, 'NSK-16004N')).toBe(false);
    expect(has(NSK_DG, 'NSK-6321N')).toBe(false);
    expect(has(NSK_DG, 'NSK-6224N')).toBe(false);
    expect(has(NSK_DG, 'NSK-6832NR')).toBe(true);
    expect(has(NSK_DG, 'NSK-6932N')).toBe(false);
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

describe('SKF deep groove ball bearings (SKF General Catalogue, pages 300–346)', () => {
  it('printed designations decode to SKF dimensions and ratings', () => {
    const a = familyItem(SKF_DG, 'SKF-6204-2RSH_C3');
    expect(a.model).toBe('6204-2RSH/C3');
    expect(dims(a)).toEqual([20, 47, 14]);
    expect(ratings(a)).toEqual([13500, 6550]);
    expect(a.params.seal?.display).toBe('双面密封圈');
    expect(a.params.clearance?.display).toBe('C3');
    expect(dims(familyItem(SKF_DG, 'SKF-61804-2RS1'))).toEqual([20, 32, 7]);
    expect(familyItem(SKF_DG, 'SKF-61804-2RS1').params.dimension_series?.display).toBe('618');
    expect(dims(familyItem(SKF_DG, 'SKF-6306-2RZ'))).toEqual([30, 72, 19]);
    expect(dims(familyItem(SKF_DG, 'SKF-6004-RSL'))).toEqual([20, 42, 12]);
    expect(dims(familyItem(SKF_DG, 'SKF-62_22-2RS1'))).toEqual([22, 50, 14]);
    expect(dims(familyItem(SKF_DG, 'SKF-6403'))).toEqual([17, 62, 17]);
    expect(ratings(familyItem(SKF_DG, 'SKF-6403'))).toEqual([22900, 10800]);
    const m = familyItem(SKF_DG, 'SKF-61928MA');
    expect(m.model).toBe('61928 MA');
    expect(dims(m)).toEqual([140, 190, 24]);
    expect(m.params.bore_code?.display).toBe('28');
  });
  it('suffixes of the catalogue list: /C2 … /C4, /P6, /P62, /P63, /P5, /P52', () => {
    const p = familyItem(SKF_DG, 'SKF-6205-2Z_P63');
    expect(p.model).toBe('6205-2Z/P63');
    expect(p.params.tolerance_class?.display).toBe('6级');
    expect(p.params.clearance?.display).toBe('C3');
    expect(familyItem(SKF_DG, 'SKF-6305-2RS1_P52').params.tolerance_class?.display).toBe('5级');
    expect(has(SKF_DG, 'SKF-6205-2Z_P53')).toBe(false);
    expect(has(SKF_DG, 'SKF-6205-2Z_C5')).toBe(false);
  });
  it('seal types the tables do not print are absent', () => {
    expect(has(SKF_DG, 'SKF-6204-2RZ')).toBe(false); // 6204: Z, RSL, RSH
    expect(has(SKF_DG, 'SKF-6204-2RS1')).toBe(false);
    expect(has(SKF_DG, 'SKF-61804-2Z')).toBe(false); // 61804: 2RZ, 2RS1
    expect(has(SKF_DG, 'SKF-16004-2Z')).toBe(false);
    expect(has(SKF_DG, 'SKF-16002-Z')).toBe(true);
    expect(has(SKF_DG, 'SKF-6207-2RZ')).toBe(false); // 6207: Z, RS1
    expect(has(SKF_DG, 'SKF-6207-RS1')).toBe(true);
    expect(has(SKF_DG, 'SKF-6320-2RS1')).toBe(false); // 6320: Z only
    expect(has(SKF_DG, 'SKF-6326M-2Z')).toBe(false); // sealed d > 120 not read
    expect(has(SKF_DG, 'SKF-6203ETN9')).toBe(false);
  });
  it('designations of the base family are not repeated', () => {
    const base = familyItems('part.deep-groove-ball-bearing.gb276');
    expect(base.has('SKF-6204-2Z_C3')).toBe(true);
    expect(has(SKF_DG, 'SKF-6204-2Z_C3')).toBe(false);
    expect(has(SKF_DG, 'SKF-6204-2Z_C4')).toBe(true);
    for (const code of familyItems(SKF_DG).keys()) expect(base.has(code), code).toBe(false);
  });
});

describe('NSK cylindrical roller bearings (CAT. No. E1102e, pages B84–B95)', () => {
  it('printed bearing numbers decode to NSK dimensions, ratings and cages', () => {
    const a = familyItem(NSK_CRB, 'NSK-NU205EW');
    expect(dims(a)).toEqual([25, 52, 15]);
    expect(ratings(a)).toEqual([29300, 27700]);
    expect(a.params.cage?.display).toBe('冲压钢保持架 (EW)');
    expect(a.params.design?.display).toBe('加强型 (E)');
    expect(a.params.dimension_series?.display).toBe('02');
    const b = familyItem(NSK_CRB, 'NSK-NJ2204ET');
    expect(dims(b)).toEqual([20, 47, 18]);
    expect(ratings(b)).toEqual([30500, 28300]);
    expect(b.params.cage?.display).toBe('聚酰胺保持架 (ET)');
    const c = familyItem(NSK_CRB, 'NSK-NU312EM');
    expect(dims(c)).toEqual([60, 130, 31]);
    expect(ratings(c)).toEqual([150000, 157000]);
    const n = familyItem(NSK_CRB, 'NSK-N204');
    expect(ratings(n)).toEqual([15400, 12700]);
    expect(n.params.design?.display).toBe('标准型');
    expect(n.params.cage).toBeUndefined();
    expect(familyItem(NSK_CRB, 'NSK-NU1006').params.dimension_series?.display).toBe('10');
    expect(dims(familyItem(NSK_CRB, 'NSK-NF415'))).toEqual([75, 190, 45]);
    const e = familyItem(NSK_CRB, 'NSK-NJ2222EM');
    expect(dims(e)).toEqual([110, 200, 53]);
    expect(ratings(e)).toEqual([385000, 515000]);
    expect(ratings(familyItem(NSK_CRB, 'NSK-NU2332EMC3'))).toEqual([1310000, 1820000]);
  });
  it('Table 7.6 order: cage, clearance, tolerance class (NU208EWC3P6)', () => {
    const x = familyItem(NSK_CRB, 'NSK-NU208EWC3P6');
    expect(x.params.clearance?.display).toBe('C3');
    expect(x.params.tolerance_class?.display).toBe('6级');
    expect(has(NSK_CRB, 'NSK-NUP2310ETC4P5')).toBe(true);
  });
  it('types and cages the tables do not print are absent', () => {
    expect(has(NSK_CRB, 'NSK-NUP2204')).toBe(false); // NU2204: NU, NJ only
    expect(has(NSK_CRB, 'NSK-NF204ET')).toBe(false);
    expect(has(NSK_CRB, 'NSK-NU204')).toBe(false); // 204 plain: N, NF only
    expect(has(NSK_CRB, 'NSK-NU214EW')).toBe(false); // 214 is EM
    expect(has(NSK_CRB, 'NSK-NUP1005')).toBe(false);
    expect(has(NSK_CRB, 'NSK-NUP413')).toBe(false);
    expect(has(NSK_CRB, 'NSK-NU234EM')).toBe(false); // d > 160 not read
    expect(has(NSK_CRB, 'NSK-NUP422')).toBe(false); // NU422: NU, NJ only
    expect(has(NSK_CRB, 'NSK-NF332')).toBe(false); // N332: N only
  });
});

describe('NSK self-aligning ball bearings (CAT. No. E1102e, pages B74–B79)', () => {
  it('printed bearing numbers decode to NSK dimensions and ratings', () => {
    const a = familyItem(NSK_SABB, 'NSK-1205');
    expect(dims(a)).toEqual([25, 52, 15]);
    expect(ratings(a)).toEqual([12200, 3300]);
    const k = familyItem(NSK_SABB, 'NSK-1206K');
    expect(dims(k)).toEqual([30, 62, 16]);
    expect(k.params.bore_type?.display).toBe('圆锥孔 1:12 (K)');
    expect(dims(familyItem(NSK_SABB, 'NSK-2322K'))).toEqual([110, 240, 80]);
    expect(ratings(familyItem(NSK_SABB, 'NSK-2322K'))).toEqual([211000, 94500]);
    expect(familyItem(NSK_SABB, 'NSK-1308KC3P6').params.clearance?.display).toBe('C3');
  });
  it('tapered bores the table does not print are absent', () => {
    expect(has(NSK_SABB, 'NSK-1203K')).toBe(false); // d ≤ 17: no K
    expect(has(NSK_SABB, 'NSK-1214K')).toBe(false); // d = 70: no K
    expect(has(NSK_SABB, 'NSK-2321K')).toBe(false); // d = 105: no K
    expect(has(NSK_SABB, 'NSK-2321')).toBe(true);
    expect(has(NSK_SABB, 'NSK-135')).toBe(false);
  });
});

describe('NSK angular contact ball bearings (CAT. No. E1102e, pages B52–B65)', () => {
  it('printed numbers decode to NSK dimensions, contact angles and single / matched ratings', () => {
    const a = familyItem(NSK_ACBB, 'NSK-7208B');
    expect(dims(a)).toEqual([40, 80, 18]);
    expect(ratings(a)).toEqual([32000, 23000]);
    expect(a.params.contact_angle?.display).toBe('40° (B)');
    expect(a.params.arrangement?.display).toBe('单个轴承');
    const p = familyItem(NSK_ACBB, 'NSK-7208BDB');
    expect(dims(p)).toEqual([40, 80, 18]);
    expect(ratings(p)).toEqual([52000, 46000]);
    expect(p.params.arrangement?.display).toBe('背对背配对 (DB)');
    expect(familyItem(NSK_ACBB, 'NSK-7904A5').params.contact_angle?.display).toBe('25° (A5)');
    expect(familyItem(NSK_ACBB, 'NSK-7904A5').params.dimension_series?.display).toBe('79');
    expect(familyItem(NSK_ACBB, 'NSK-7315ADT').params.contact_angle?.display).toBe('30° (A)');
    expect(ratings(familyItem(NSK_ACBB, 'NSK-7315ADT'))).toEqual([221000, 212000]);
    expect(familyItem(NSK_ACBB, 'NSK-7014CDFP5').params.tolerance_class?.display).toBe('5级');
    expect(dims(familyItem(NSK_ACBB, 'NSK-7340B'))).toEqual([200, 420, 80]);
    expect(ratings(familyItem(NSK_ACBB, 'NSK-7220A'))).toEqual([144000, 126000]);
    expect(ratings(familyItem(NSK_ACBB, 'NSK-7220ADB'))).toEqual([233000, 251000]);
    expect(ratings(familyItem(NSK_ACBB, 'NSK-7340BDB'))).toEqual([700000, 1200000]);
    const dr = familyItem('part.double-row-angular-contact-ball-bearing.nsk', 'NSK-5206');
    expect(dims(dr)).toEqual([30, 62, 23.8]);
    expect(ratings(dr)).toEqual([29600, 21100]);
    expect(dr.params.dimension_series?.display).toBe('32');
    expect(familyItems('part.double-row-angular-contact-ball-bearing.nsk').size).toBe(31);
  });
  it('angles the tables do not print are absent', () => {
    expect(has(NSK_ACBB, 'NSK-7904A')).toBe(false); // 79: A5 and C
    expect(has(NSK_ACBB, 'NSK-7004B')).toBe(false); // 70: A and C
    expect(has(NSK_ACBB, 'NSK-7304C')).toBe(false); // 73: A and B
    expect(has(NSK_ACBB, 'NSK-7024C')).toBe(false); // 7024: A only
    expect(has(NSK_ACBB, 'NSK-7900A5')).toBe(false); // d 10–17 not read
    expect(has(NSK_ACBB, 'NSK-7932A5')).toBe(false); // 7932: C only
    expect(has(NSK_ACBB, 'NSK-7026C')).toBe(false); // 7026: A only
  });
});

describe('NSK spherical roller bearings (CAT. No. E1102e, pages B180–B195)', () => {
  it('printed cylindrical and tapered bore numbers decode to NSK dimensions and ratings', () => {
    const a = familyItem(NSK_SRB, 'NSK-22208EAE4');
    expect(dims(a)).toEqual([40, 80, 23]);
    expect(ratings(a)).toEqual([90500, 99500]);
    expect(a.params.design?.display).toBe('EA (加强型，冲压钢保持架)');
    const k = familyItem(NSK_SRB, 'NSK-22208EAKE4');
    expect(k.params.bore_type?.display).toBe('圆锥孔 1:12 (K)');
    const k30 = familyItem(NSK_SRB, 'NSK-24020CK30E4');
    expect(dims(k30)).toEqual([100, 150, 50]);
    expect(k30.params.bore_type?.display).toBe('圆锥孔 1:30 (K30)');
    expect(dims(familyItem(NSK_SRB, 'NSK-24120CAK30E4'))).toEqual([100, 165, 65]);
    expect(dims(familyItem(NSK_SRB, 'NSK-23934BCAKE4'))).toEqual([170, 230, 45]);
    expect(dims(familyItem(NSK_SRB, 'NSK-23218CE4'))).toEqual([90, 160, 52.4]);
    expect(dims(familyItem(NSK_SRB, 'NSK-24188CAK30E4'))).toEqual([440, 720, 280]);
    expect(ratings(familyItem(NSK_SRB, 'NSK-22240CAKE4'))).toEqual([1300000, 2010000]);
    expect(familyItem(NSK_SRB, 'NSK-21304CDE4').params.dimension_series?.display).toBe('213');
    expect(familyItem(NSK_SRB, 'NSK-22310EAKE4C3P6').params.clearance?.display).toBe('C3');
  });
  it('types and tapers the tables do not print are absent', () => {
    expect(has(NSK_SRB, 'NSK-22208CE4')).toBe(false); // 22208 is EA
    expect(has(NSK_SRB, 'NSK-24020CKE4')).toBe(false); // 240 series: K30
    expect(has(NSK_SRB, 'NSK-22218EAK30E4')).toBe(false);
    expect(has(NSK_SRB, 'NSK-23992CAE4')).toBe(false); // d > 440 not read
    expect(has(NSK_SRB, 'NSK-22240CE4')).toBe(false); // 22240 is CA
  });
});

describe('NSK thrust roller bearings (CAT. No. E1102e, pages B220–B229)', () => {
  it('spherical thrust roller bearings decode to NSK dimensions and axial ratings', () => {
    const a = familyItem(NSK_SRTB, 'NSK-29412E');
    expect(dims(a, 'T')).toEqual([60, 130, 42]);
    expect([si(a, 'ca'), si(a, 'c0a')]).toEqual([330000, 885000]);
    expect(a.params.design?.display).toBe('加强型 (E)');
    expect(a.params.dimension_series?.display).toBe('294');
    expect(a.params.bore_code?.display).toBe('12');
    const b = familyItem(NSK_SRTB, 'NSK-293_500');
    expect(dims(b, 'T')).toEqual([500, 750, 150]);
    expect(b.params.bore_code?.display).toBe('/500');
    expect(familyItem(NSK_SRTB, 'NSK-29240').params.design?.display).toBe('标准型');
    expect(has(NSK_SRTB, 'NSK-29240E')).toBe(false);
    expect(has(NSK_SRTB, 'NSK-29312E')).toBe(false); // 293 starts at d = 85
    expect(familyItems(NSK_SRTB).size).toBe(77);
  });
  it('cylindrical roller thrust bearings (TMP) decode to NSK dimensions and axial ratings', () => {
    const a = familyItem(NSK_CRTB, 'NSK-35TMP14');
    expect(dims(a, 'T')).toEqual([35, 80, 32]);
    expect([si(a, 'ca'), si(a, 'c0a')]).toEqual([95500, 247000]);
    expect(dims(familyItem(NSK_CRTB, 'NSK-320TMP12'), 'T')).toEqual([320, 440, 95]);
    expect(familyItem(NSK_CRTB, 'NSK-130TMP94').params.dimension_series?.display).toBe('TMP94');
    expect(familyItems(NSK_CRTB).size).toBe(57);
  });
});

describe('NSK solid needle roller bearings (CAT. No. E1102e, pages B260–B269)', () => {
  it('printed NA / RNA numbers decode to NSK dimensions and ratings', () => {
    const na = familyItem(NSK_NRB, 'NSK-NA4904');
    expect([mmOf(na, 'd'), mmOf(na, 'D'), mmOf(na, 'C'), mmOf(na, 'B'), mmOf(na, 'Fw')]).toEqual([
      20, 37, 17, 17, 25,
    ]);
    expect(ratings(na)).toEqual([19700, 22900]);
    expect(na.params.bearing_type?.display).toBe('NA (带内圈)');
    const rna = familyItem(NSK_NRB, 'NSK-RNA4904');
    expect(rna.params.d).toBeUndefined();
    expect([mmOf(rna, 'Fw'), mmOf(rna, 'D'), mmOf(rna, 'C')]).toEqual([25, 37, 17]);
    expect(familyItem(NSK_NRB, 'NSK-NA69_22').model).toBe('NA69/22');
    expect([
      mmOf(familyItem(NSK_NRB, 'NSK-NA4872'), 'd'),
      mmOf(familyItem(NSK_NRB, 'NSK-NA4872'), 'D'),
    ]).toEqual([360, 440]);
    expect(familyItem(NSK_NRB, 'NSK-NA5920').params.dimension_series?.display).toBe('59');
  });
  it('sizes the tables do not print are absent', () => {
    expect(has(NSK_NRB, 'NSK-NA5900')).toBe(false);
    expect(has(NSK_NRB, 'NSK-NA6920')).toBe(false);
    expect(has(NSK_NRB, 'NSK-NA4820')).toBe(false);
    expect(familyItems(NSK_NRB).size).toBe(188);
  });
});

describe('NSK UCP2 pillow block units (CAT. No. E1102e, pages B282–B287)', () => {
  const UCP = 'part.pillow-block-unit.nsk-ucp';
  it('printed unit numbers decode to NSK dimensions', () => {
    const u = familyItem(UCP, 'NSK-UCP205D1');
    expect([mmOf(u, 'd'), mmOf(u, 'H'), mmOf(u, 'L'), mmOf(u, 'J'), mmOf(u, 'A'), mmOf(u, 'B')]).toEqual([
      25, 36.5, 140, 105, 38, 34.1,
    ]);
    expect(u.params.insert_bearing?.display).toBe('UC205D1');
    expect(u.params.housing?.display).toBe('P205D1');
    expect(has(UCP, 'NSK-UCP205')).toBe(true); // maintenance free: without D1 (note 1)
    expect(familyItem(UCP, 'NSK-UCP205').params.housing).toBeUndefined(); // housing number printed for D1 only
    expect(familyItem(UCP, 'NSK-Z-UCP205D1').params.dust_cover?.display).toBe('钢板防尘盖，开口 (Z)');
    expect(has(UCP, 'NSK-CM-UCP218D1')).toBe(true);
    const i = familyItem(UCP, 'NSK-UCP205-014D1');
    expect(mmOf(i, 'd')).toBe(22.225); // 7/8 in
    expect(i.params.insert_bearing?.display).toBe('UC205-014D1');
    expect(mmOf(familyItem(UCP, 'NSK-UCP218-308D1'), 'd')).toBe(88.9); // 3 1/2 in
  });
  it('dust cover types the tables do not print are absent', () => {
    expect(has(UCP, 'NSK-Z-UCP214D1')).toBe(false); // 214 … 218: cast covers only
    expect(has(UCP, 'NSK-Z-UCP205')).toBe(false);
    expect(has(UCP, 'NSK-C-UCP205-014D1')).toBe(false);
    expect(has(UCP, 'NSK-UCP219D1')).toBe(false);
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
  it('each family is its maker’s (the id names it: .nsk, .nsk-ucp, .skf), a brand of parts', () => {
    for (const f of fams) {
      const maker = f.id.endsWith('.skf') ? 'SKF' : 'NSK';
      const brand = brandByCode(f.item(0).brandCode ?? '');
      expect(brand?.nameEn, f.id).toBe(maker);
      expect(brand?.kinds, f.id).toContain(f.kind);
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

// Extension families of fasteners/machine-screws.ts (slotted screws GB/T 65 / 67 / 68 / 69, cross recessed raised
// countersunk screws GB/T 820): the standards' designation examples decode to the table rows, length ranges
// and classes as the tables give them, unique codes, categories declare every parameter; counts printed.
import { describe, expect, it } from 'vitest';
import { categoryByCode } from '../../src/categories.ts';
import { families } from '../../src/index.ts';
import {
  PART_EXTENSION_IDS,
  PART_EXTENSION2_IDS,
  partExtension2Families,
  partExtensionFamilies,
  partFamilies,
} from '../../src/part-families.ts';
import { familyItem, familyItems, mmOf } from '../helpers.ts';

const item = familyItem;
const has = (id: string, code: string) => familyItems(id).has(code);
const sizes = (id: string, prefix: string) => [...familyItems(id).keys()].some((c) => c.startsWith(prefix));

const CHEESE = 'part.slotted-screw.gb65';
const PAN = 'part.slotted-screw.gb67';
const CSK = 'part.slotted-screw.gb68';
const RAISED = 'part.slotted-screw.gb69';
const CROSS_RAISED = 'part.cross-raised-countersunk-screw.gb820';
const CROSS_CHEESE = 'part.cross-cheese-screw.gb822';
const HEXALOBULAR = 'part.hexalobular-pan-screw.gb2672';
const ALL_METAL = 'part.all-metal-lock-nut.gb6184';
const THIN_NYLON = 'part.nylon-insert-thin-nut.gb6172-2';

const dims = (code: string, id: string) => {
  const s = item(id, code);
  return [mmOf(s, 'd'), mmOf(s, 'pitch'), mmOf(s, 'l'), mmOf(s, 'dk'), mmOf(s, 'k')];
};

describe('GB/T 65 (ISO 1207) slotted cheese head screws', () => {
  it("the standard's example 螺钉 GB/T 65 M5×20 (4.8, as processed): dk 8.5, k 3.3, n 1.26", () => {
    const s = item(CHEESE, 'GB65-M5x20-4.8-PL');
    expect(dims(s.code, CHEESE)).toEqual([5, 0.8, 20, 8.5, 3.3]);
    expect(mmOf(s, 'n')).toBe(1.26);
    expect(s.model).toBe('螺钉 GB/T 65 M5×20 4.8');
    expect(s.standard).toBe('GB/T 65-2016');
    expect(s.categoryCode).toBe('part.fastener.screw.slotted-cheese');
    expect(s.params.finish?.display).toBe('不经处理');
  });
  it('M1.6: dk 3, k 1.1, l 2–16; M10: dk 16, k 6, l 12–80; 5.8 zinc flake, A2-70 and AL4 rows', () => {
    expect(dims('GB65-M1.6x2-5.8-ZF', CHEESE)).toEqual([1.6, 0.35, 2, 3, 1.1]);
    expect(has(CHEESE, 'GB65-M1.6x16-A2-70-PS')).toBe(true);
    expect(has(CHEESE, 'GB65-M1.6x20-A2-70-PS')).toBe(false);
    expect(dims('GB65-M10x80-AL4-PS', CHEESE)).toEqual([10, 1.5, 80, 16, 6]);
    expect(has(CHEESE, 'GB65-M10x10-4.8-PL')).toBe(false);
    expect(has(CHEESE, 'GB65-M8x10-4.8-EP')).toBe(true);
    expect(has(CHEESE, 'GB65-M8x8-4.8-EP')).toBe(false);
  });
  it('no classes the 技术条件 table does not give (8.8, A4-70, stainless electroplated)', () => {
    expect(has(CHEESE, 'GB65-M5x20-8.8-PL')).toBe(false);
    expect(has(CHEESE, 'GB65-M5x20-A4-70-PS')).toBe(false);
    expect(has(CHEESE, 'GB65-M5x20-A2-70-EP')).toBe(false);
    expect(sizes(CHEESE, 'GB65-M12x')).toBe(false);
  });
});

describe('GB/T 67 (ISO 1580) slotted pan head screws', () => {
  it("the standard's example 螺钉 GB/T 67 M5×20: dk 9.5, k 3", () => {
    const s = item(PAN, 'GB67-M5x20-4.8-PL');
    expect(dims(s.code, PAN)).toEqual([5, 0.8, 20, 9.5, 3]);
    expect(s.model).toBe('螺钉 GB/T 67 M5×20 4.8');
    expect(s.name).toBe('开槽盘头螺钉 M5×20 4.8级 不经处理');
    expect(s.categoryCode).toBe('part.fastener.screw.slotted-pan');
  });
  it('M3: dk 5.6, k 1.8, l 5–30 (the narrower workbench range); M8: dk 16, k 4.8, up to 80', () => {
    expect(dims('GB67-M3x5-5.8-EP', PAN)).toEqual([3, 0.5, 5, 5.6, 1.8]);
    expect(has(PAN, 'GB67-M3x4-5.8-EP')).toBe(false);
    expect(has(PAN, 'GB67-M3x35-5.8-EP')).toBe(false);
    expect(dims('GB67-M8x80-CU2-PS', PAN)).toEqual([8, 1.25, 80, 16, 4.8]);
    expect(has(PAN, 'GB67-M1.6x2.5-4.8-PL')).toBe(true);
    expect(has(PAN, 'GB67-M1.6x2-4.8-PL')).toBe(false);
  });
});

describe('GB/T 68 / GB/T 69 (ISO 2009 / ISO 2010) slotted countersunk and raised countersunk head screws', () => {
  it("the standards' examples 螺钉 GB/T 68 M5×20 and 螺钉 GB/T 69 M5×20: dk 10.4, k 2.7", () => {
    const a = item(CSK, 'GB68-M5x20-4.8-PL');
    const b = item(RAISED, 'GB69-M5x20-4.8-PL');
    expect(dims(a.code, CSK)).toEqual([5, 0.8, 20, 10.4, 2.7]);
    expect(dims(b.code, RAISED)).toEqual([5, 0.8, 20, 10.4, 2.7]);
    expect(a.model).toBe('螺钉 GB/T 68 M5×20 4.8');
    expect(b.model).toBe('螺钉 GB/T 69 M5×20 4.8');
    expect(a.categoryCode).toBe('part.fastener.screw.slotted-countersunk');
    expect(b.categoryCode).toBe('part.fastener.screw.slotted-raised-countersunk');
    expect(b.standard).toBe('GB/T 69-2016');
  });
  it('M8: dk 17.3, k 4.65, l 10–80; M4 6–40; M1.6 2.5–16', () => {
    expect(dims('GB68-M8x80-A2-50-PS', CSK)).toEqual([8, 1.25, 80, 17.3, 4.65]);
    expect(has(CSK, 'GB68-M8x8-A2-50-PS')).toBe(false);
    expect(has(RAISED, 'GB69-M4x6-4.8-ZF')).toBe(true);
    expect(has(RAISED, 'GB69-M4x5-4.8-ZF')).toBe(false);
    expect(has(RAISED, 'GB69-M4x45-4.8-ZF')).toBe(false);
    expect(has(CSK, 'GB68-M1.6x16-CU3-PS')).toBe(true);
  });
});

describe('GB/T 820 (ISO 7047) cross recessed raised countersunk head screws', () => {
  it("the standard's example 螺钉 GB/T 820 M5×20 (H): dk 10.4, k 2.7, recess No. 2", () => {
    const s = item(CROSS_RAISED, 'GB820-M5x20-H-4.8-PL');
    expect(dims(s.code, CROSS_RAISED)).toEqual([5, 0.8, 20, 10.4, 2.7]);
    expect(s.params.recess_no?.display).toBe('2');
    expect(s.model).toBe('螺钉 GB/T 820 M5×20 H型 4.8');
    expect(s.standard).toBe('GB/T 820-2015');
    expect(s.categoryCode).toBe('part.fastener.screw.cross-raised-countersunk');
  });
  it('M10: l 12–60, recess No. 4; Z recess; steel 4.8 only', () => {
    expect(item(CROSS_RAISED, 'GB820-M10x60-Z-A2-70-PS').params.recess_no?.display).toBe('4');
    expect(has(CROSS_RAISED, 'GB820-M10x70-Z-A2-70-PS')).toBe(false);
    expect(has(CROSS_RAISED, 'GB820-M10x10-Z-A2-70-PS')).toBe(false);
    expect(has(CROSS_RAISED, 'GB820-M5x20-H-5.8-PL')).toBe(false);
  });
});

describe('GB/T 822 (ISO 7048) cross recessed cheese head screws', () => {
  it("the standard's example 螺钉 GB/T 822 M5×20 (H): dk 8.5, k 3.3, recess No. 2", () => {
    const s = item(CROSS_CHEESE, 'GB822-M5x20-H-4.8-PL');
    expect(dims(s.code, CROSS_CHEESE)).toEqual([5, 0.8, 20, 8.5, 3.3]);
    expect(s.params.recess_no?.display).toBe('2');
    expect(s.model).toBe('螺钉 GB/T 822 M5×20 H型 4.8');
    expect(s.standard).toBe('GB/T 822');
    expect(s.categoryCode).toBe('part.fastener.screw.cross-cheese');
  });
  it('M2.5 3–25 recess No. 1; M8 10–80 recess No. 3; no M2, no M10; no bracketed lengths', () => {
    expect(item(CROSS_CHEESE, 'GB822-M2.5x3-Z-CU2-PS').params.recess_no?.display).toBe('1');
    expect(has(CROSS_CHEESE, 'GB822-M2.5x30-Z-CU2-PS')).toBe(false);
    expect(item(CROSS_CHEESE, 'GB822-M8x80-H-A2-70-PS').params.recess_no?.display).toBe('3');
    expect(has(CROSS_CHEESE, 'GB822-M8x8-H-A2-70-PS')).toBe(false);
    expect(sizes(CROSS_CHEESE, 'GB822-M2x')).toBe(false);
    expect(sizes(CROSS_CHEESE, 'GB822-M10x')).toBe(false);
    expect(has(CROSS_CHEESE, 'GB822-M5x14-H-4.8-PL')).toBe(false);
    expect(has(CROSS_CHEESE, 'GB822-M5x16-H-5.8-PL')).toBe(false);
  });
});

describe('GB/T 2672 (ISO 14583) hexalobular socket pan head screws', () => {
  it('螺钉 GB/T 2672 M5×20 4.8: dk 9.5, k 3.7, T25', () => {
    const s = item(HEXALOBULAR, 'GB2672-M5x20-4.8-PL');
    expect(dims(s.code, HEXALOBULAR)).toEqual([5, 0.8, 20, 9.5, 3.7]);
    expect(s.params.drive?.display).toBe('T25');
    expect(s.model).toBe('螺钉 GB/T 2672 M5×20 4.8');
    expect(s.standard).toBe('GB/T 2672-2017');
    expect(s.categoryCode).toBe('part.fastener.screw.hexalobular-pan');
  });
  it('M2: T6, l 3–20, stainless A2-70 / A3-70 only (steel and non-ferrous as agreed below M3)', () => {
    const s = item(HEXALOBULAR, 'GB2672-M2x3-A3-70-PS');
    expect([mmOf(s, 'dk'), mmOf(s, 'k')]).toEqual([4, 1.6]);
    expect(s.params.drive?.display).toBe('T6');
    expect(has(HEXALOBULAR, 'GB2672-M2x20-A2-70-PS')).toBe(true);
    expect(has(HEXALOBULAR, 'GB2672-M2x25-A2-70-PS')).toBe(false);
    expect(has(HEXALOBULAR, 'GB2672-M2x10-4.8-PL')).toBe(false);
    expect(has(HEXALOBULAR, 'GB2672-M2x10-CU2-PS')).toBe(false);
    expect(has(HEXALOBULAR, 'GB2672-M3x10-CU2-PS')).toBe(true);
  });
  it('M10: T50, dk 20, k 7.5, l 12–60; no A2-50, no 8.8', () => {
    const s = item(HEXALOBULAR, 'GB2672-M10x60-5.8-ZF');
    expect([mmOf(s, 'dk'), mmOf(s, 'k')]).toEqual([20, 7.5]);
    expect(s.params.drive?.display).toBe('T50');
    expect(has(HEXALOBULAR, 'GB2672-M10x70-5.8-ZF')).toBe(false);
    expect(has(HEXALOBULAR, 'GB2672-M10x10-5.8-ZF')).toBe(false);
    expect(has(HEXALOBULAR, 'GB2672-M6x20-A2-50-PS')).toBe(false);
    expect(has(HEXALOBULAR, 'GB2672-M6x20-8.8-PL')).toBe(false);
  });
});

describe('GB/T 6184 (ISO 7719) prevailing torque type all-metal hexagon nuts, style 1', () => {
  it('M8 class 8: s 13, h 7.1, e 14.38, grade A; M20: h 19, grade B', () => {
    const n = item(ALL_METAL, 'GB6184-M8-8-PL');
    expect([mmOf(n, 'd'), mmOf(n, 'pitch'), mmOf(n, 's'), mmOf(n, 'h'), mmOf(n, 'e')]).toEqual([
      8, 1.25, 13, 7.1, 14.38,
    ]);
    expect(n.params.product_grade?.display).toBe('A');
    expect(n.model).toBe('螺母 GB/T 6184 M8 8');
    expect(n.categoryCode).toBe('part.fastener.nut.all-metal-lock');
    const m20 = item(ALL_METAL, 'GB6184-M20-10-EP');
    expect([mmOf(m20, 's'), mmOf(m20, 'h')]).toEqual([30, 19]);
    expect(m20.params.product_grade?.display).toBe('B');
  });
  it('classes 5, 8, 10 only; M5–M36 (no M4, no M27); no zinc flake', () => {
    expect(has(ALL_METAL, 'GB6184-M12-5-PL')).toBe(true);
    expect(has(ALL_METAL, 'GB6184-M12-12-PL')).toBe(false);
    expect(has(ALL_METAL, 'GB6184-M12-6-PL')).toBe(false);
    expect(has(ALL_METAL, 'GB6184-M4-8-PL')).toBe(false);
    expect(has(ALL_METAL, 'GB6184-M27-8-PL')).toBe(false);
    expect(has(ALL_METAL, 'GB6184-M36-10-PL')).toBe(true);
    expect(has(ALL_METAL, 'GB6184-M12-8-ZF')).toBe(false);
    expect(familyItems(ALL_METAL).size).toBe(13 * 3 * 2);
  });
});

describe('GB/T 6172.2 (ISO 10511) prevailing torque type hexagon thin nuts with non-metallic insert', () => {
  it('M10 class 04: s 16, h 8.56, m 4.7, e 17.77; M3: h 3.9', () => {
    const n = item(THIN_NYLON, 'GB6172.2-M10-04-PL');
    expect([mmOf(n, 's'), mmOf(n, 'h'), mmOf(n, 'm'), mmOf(n, 'e')]).toEqual([16, 8.56, 4.7, 17.77]);
    expect(n.model).toBe('螺母 GB/T 6172.2 M10 04');
    expect(n.standard).toBe('GB/T 6172.2-2016');
    expect(n.categoryCode).toBe('part.fastener.nut.nylon-insert-thin');
    expect(mmOf(item(THIN_NYLON, 'GB6172.2-M3-05-EP'), 'h')).toBe(3.9);
  });
  it('classes 04 and 05 only; M3–M36 without M18 / M22', () => {
    expect(has(THIN_NYLON, 'GB6172.2-M10-8-PL')).toBe(false);
    expect(has(THIN_NYLON, 'GB6172.2-M18-04-PL')).toBe(false);
    expect(has(THIN_NYLON, 'GB6172.2-M36-05-EP')).toBe(true);
    expect(familyItems(THIN_NYLON).size).toBe(13 * 2 * 2);
  });
});

describe('the second-wave machine screw and lock nut families', () => {
  const fams = partExtension2Families();
  it('are extension families registered last, in order', () => {
    expect(fams.every((f) => f.extension)).toBe(true);
    expect(fams.map((f) => f.id)).toEqual(PART_EXTENSION2_IDS);
    expect(PART_EXTENSION_IDS.slice(-PART_EXTENSION2_IDS.length)).toEqual(PART_EXTENSION2_IDS);
    expect(partExtensionFamilies().map((f) => f.id)).toEqual(PART_EXTENSION_IDS);
    expect(
      families()
        .slice(-PART_EXTENSION_IDS.length)
        .map((f) => f.id),
    ).toEqual(PART_EXTENSION_IDS);
  });
  it('codes unique across all parts families; categories declare every parameter; counts', () => {
    const codes = new Set<string>();
    let n = 0;
    for (const f of [...partFamilies(), ...partExtensionFamilies()]) {
      for (let i = 0; i < f.count(); i++) {
        codes.add(f.item(i).code);
        n++;
      }
    }
    expect(codes.size).toBe(n);
    let total = 0;
    for (const f of fams) {
      console.log(`${f.id}: ${f.count()}`);
      total += f.count();
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
    console.log(`machine screw and lock nut families total: ${total}`);
  });
});

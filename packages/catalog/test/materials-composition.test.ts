// Chemical composition and equivalents of the material grades: every grade has a composition from its
// own standard or a stated reason; limits are sane; spot checks against the standards' tables; the
// designations and closeness grades the comparison and the material page show.
import { describe, expect, it } from 'vitest';
import {
  type Composition,
  compositionOf,
  designationsOf,
  type ElementLimit,
  materials,
  relatedGrades,
} from '../src/index.ts';

const ms = materials();
const item = (model: string) => {
  const m = ms.find((x) => x.model === model);
  if (!m) throw new Error(`no grade ${model}`);
  return m;
};
function comp(model: string): Composition {
  const e = compositionOf(model, item(model).categoryCode);
  if (!e || !('composition' in e)) throw new Error(`${model}: no composition`);
  return e.composition;
}
function el(model: string, element: string): ElementLimit | undefined {
  return comp(model).limits.find((l) => l.element === element);
}

describe('material compositions', () => {
  it('every grade has a composition from its standard, or the reason it has none', () => {
    let withComposition = 0;
    for (const m of ms) {
      const e = compositionOf(m.model, m.categoryCode);
      expect(e, m.model).not.toBeNull();
      if (e && 'composition' in e) {
        withComposition++;
        expect(e.composition.standard, m.model).toMatch(/^(GB\/T|JIS|ASTM) /);
        expect(e.composition.table.length, m.model).toBeGreaterThan(2);
        expect(e.composition.limits.length, m.model).toBeGreaterThan(0);
      } else if (e) {
        expect(e.reason, m.model).toMatch(/不规定|不作为验收|没有元素/);
      }
    }
    // the 10 cast irons and the 15 polymers carry a reason; the 65 metals a composition
    expect(withComposition).toBe(65);
    expect(compositionOf('HT250', 'mat.metal.cast-iron.grey')).toMatchObject({ standard: 'GB/T 9439-2010' });
    expect(compositionOf('QT500-7', 'mat.metal.cast-iron.ductile')).toMatchObject({
      standard: 'GB/T 1348-2019',
    });
  });

  it('limits: min ≤ max, within 0~100 %, unique elements, and the specified minimums leave room for the base', () => {
    for (const m of ms) {
      const e = compositionOf(m.model, m.categoryCode);
      if (!e || !('composition' in e)) continue;
      const { limits, base } = e.composition;
      expect(new Set(limits.map((l) => l.element)).size, m.model).toBe(limits.length);
      for (const l of limits) {
        expect(l.min !== undefined || l.max !== undefined, `${m.model} ${l.element}`).toBe(true);
        if (l.min !== undefined) expect(l.min, `${m.model} ${l.element}`).toBeGreaterThanOrEqual(0);
        if (l.max !== undefined) expect(l.max, `${m.model} ${l.element}`).toBeLessThanOrEqual(100);
        if (l.min !== undefined && l.max !== undefined)
          expect(l.min, `${m.model} ${l.element}`).toBeLessThan(l.max);
      }
      // the sum of the alloying minimums (not the base itself, nor a purity minimum) stays below 100 %
      const minimums = limits
        .filter((l) => l.element !== base && !l.element.startsWith(`${base}+`))
        .reduce((s, l) => s + (l.min ?? 0), 0);
      expect(minimums, m.model).toBeLessThan(100);
      // and the base element left over is the largest share for the metals we hold
      if (base === 'Fe') expect(minimums, m.model).toBeLessThan(50);
    }
  });

  it('spot checks against the standards (GB/T 20878, 699, 3077, 700, 3190, 3620.1)', () => {
    // 304 / 06Cr19Ni10, GB/T 20878-2007 表1
    expect(el('06Cr19Ni10', 'C')).toEqual({ element: 'C', max: 0.08 });
    expect(el('06Cr19Ni10', 'Cr')).toEqual({ element: 'Cr', min: 18, max: 20 });
    expect(el('06Cr19Ni10', 'Ni')).toEqual({ element: 'Ni', min: 8, max: 11 });
    expect(el('06Cr19Ni10', 'Mo')).toBeUndefined();
    // 316L / 022Cr17Ni12Mo2
    expect(el('022Cr17Ni12Mo2', 'C')).toEqual({ element: 'C', max: 0.03 });
    expect(el('022Cr17Ni12Mo2', 'Mo')).toEqual({ element: 'Mo', min: 2, max: 3 });
    expect(el('022Cr17Ni12Mo2', 'Ni')).toEqual({ element: 'Ni', min: 10, max: 14 });
    expect(el('022Cr17Ni12Mo2', 'Cr')).toEqual({ element: 'Cr', min: 16, max: 18 });
    // 2205 / 022Cr22Ni5Mo3N, 表2
    expect(el('022Cr22Ni5Mo3N', 'Cr')).toEqual({ element: 'Cr', min: 22, max: 23 });
    expect(el('022Cr22Ni5Mo3N', 'Ni')).toEqual({ element: 'Ni', min: 4.5, max: 6.5 });
    expect(el('022Cr22Ni5Mo3N', 'Mo')).toEqual({ element: 'Mo', min: 3, max: 3.5 });
    expect(el('022Cr22Ni5Mo3N', 'N')).toEqual({ element: 'N', min: 0.14, max: 0.2 });
    // 303: S is a minimum only
    expect(el('Y12Cr18Ni9', 'S')).toEqual({ element: 'S', min: 0.15 });
    // 45, GB/T 699-2015
    expect(el('45', 'C')).toEqual({ element: 'C', min: 0.42, max: 0.5 });
    expect(el('45', 'Mn')).toEqual({ element: 'Mn', min: 0.5, max: 0.8 });
    expect(el('45', 'P')).toEqual({ element: 'P', max: 0.035 });
    expect(comp('45').numericCode).toBe('U20452');
    // 40Cr, GB/T 3077-2015
    expect(el('40Cr', 'C')).toEqual({ element: 'C', min: 0.37, max: 0.44 });
    expect(el('40Cr', 'Cr')).toEqual({ element: 'Cr', min: 0.8, max: 1.1 });
    expect(comp('40Cr').numericCode).toBe('A20402');
    // Q235B, GB/T 700-2006: maxima only
    expect(comp('Q235B').limits).toEqual([
      { element: 'C', max: 0.2 },
      { element: 'Si', max: 0.35 },
      { element: 'Mn', max: 1.4 },
      { element: 'P', max: 0.045 },
      { element: 'S', max: 0.045 },
    ]);
    // 6061, GB/T 3190-2020 (the temper is not part of the chemical designation)
    expect(comp('6061-T6').base).toBe('Al');
    expect(el('6061-T6', 'Mg')).toEqual({ element: 'Mg', min: 0.8, max: 1.2 });
    expect(el('6061-T6', 'Si')).toEqual({ element: 'Si', min: 0.4, max: 0.8 });
    expect(el('6061-T6', 'Cu')).toEqual({ element: 'Cu', min: 0.15, max: 0.4 });
    // TC4, GB/T 3620.1-2016
    expect(el('TC4', 'Al')).toEqual({ element: 'Al', min: 5.5, max: 6.75 });
    expect(el('TC4', 'V')).toEqual({ element: 'V', min: 3.5, max: 4.5 });
    expect(el('TC4', 'O')).toEqual({ element: 'O', max: 0.2 });
  });
});

describe('limits checked against published tables (issue 10, sources named in each composition file)', () => {
  it('the registered aluminium alloys: the registration\u2019s limits and its 其他元素 note (ASTM B221M Table 1)', () => {
    expect(comp('7075-T6').limits).toEqual([
      { element: 'Si', max: 0.4 },
      { element: 'Fe', max: 0.5 },
      { element: 'Cu', min: 1.2, max: 2 },
      { element: 'Mn', max: 0.3 },
      { element: 'Mg', min: 2.1, max: 2.9 },
      { element: 'Cr', min: 0.18, max: 0.28 },
      { element: 'Zn', min: 5.1, max: 6.1 },
      { element: 'Ti', max: 0.2 },
    ]);
    expect(comp('7075-T6').notes).toEqual(['其他元素 单个 ≤0.05、合计 ≤0.15']);
    expect(el('5083', 'Mg')).toEqual({ element: 'Mg', min: 4, max: 4.9 });
    expect(comp('1060').notes).toEqual(['其他元素 单个 ≤0.03']);
    expect(el('1060', 'Al')).toEqual({ element: 'Al', min: 99.6 });
  });

  it('TA1 / TA2 are given under ASTM B265 Grade 1 / 2 and say why (GB/T 3620.1-2016 renamed them TA1G / TA2G)', () => {
    expect(comp('TA1')).toMatchObject({
      standard: 'ASTM B265',
      table: 'Table 1 Chemical Requirements (Grade 1)',
    });
    expect(el('TA1', 'O')).toEqual({ element: 'O', max: 0.18 });
    expect(el('TA2', 'Fe')).toEqual({ element: 'Fe', max: 0.3 });
    expect(comp('TA2').notes.join()).toContain('TA2G');
    expect(comp('TC4').standard).toBe('GB/T 3620.1-2016');
  });
});

describe('designations and equivalents', () => {
  it('316L under every standard held, all identical (the GB/T 20878 correspondence)', () => {
    const it316L = item('022Cr17Ni12Mo2');
    const d = designationsOf(it316L.material as NonNullable<typeof it316L.material>, it316L.standard);
    const by = Object.fromEntries(d.map((x) => [x.system, x]));
    expect(by.gb?.value).toBe('022Cr17Ni12Mo2');
    expect(by.gbCode?.value).toBe('S31603');
    expect(by.aisi?.value).toBe('316L');
    expect(by.uns?.value).toBe('S31603');
    expect(by.jis?.value).toBe('SUS316L');
    expect(by.din?.value).toBe('1.4404');
    expect(d.every((x) => x.closeness === 'identical')).toBe(true);
  });

  it('equivalents the data marks 近似 are near, not identical', () => {
    const q = item('Q235B');
    const d = designationsOf(q.material as NonNullable<typeof q.material>, q.standard);
    expect(d.find((x) => x.system === 'jis')).toMatchObject({ value: 'SS400 (近似)', closeness: 'near' });
    expect(d.find((x) => x.system === 'din')).toBeUndefined(); // no W.-Nr. taken from an approximate EN grade
  });

  it('grade to grade from the compositions: 316 near 316L, 304 similar to 316L, 2205 not near 304', () => {
    const r = relatedGrades('022Cr17Ni12Mo2');
    expect(r[0]).toMatchObject({ designation: '06Cr17Ni12Mo2', closeness: 'near' });
    expect(r[0]?.differences).toEqual(['C: ≤0.03 / ≤0.08']);
    expect(r.find((x) => x.designation === '06Cr19Ni10')?.closeness).toBe('similar');
    expect(relatedGrades('06Cr19Ni10').find((x) => x.designation === '022Cr19Ni10')?.closeness).toBe('near');
    expect(relatedGrades('06Cr19Ni10').find((x) => x.designation === '022Cr22Ni5Mo3N')?.closeness).toBe(
      'similar',
    );
    // a different base metal is never an equivalent; a grade without composition has none computed
    expect(relatedGrades('6061-T6').every((x) => x.category.startsWith('mat.metal.aluminium'))).toBe(true);
    expect(relatedGrades('HT250')).toEqual([]);
  });

  it('the description names the grade under each standard, so "AISI 316L" and "UNS S31603" find it', () => {
    expect(item('022Cr17Ni12Mo2').description).toContain('AISI 316L');
    expect(item('022Cr17Ni12Mo2').description).toContain('UNS S31603');
    expect(item('022Cr17Ni12Mo2').description).toContain('JIS SUS316L');
    expect(item('45').material?.numericCode).toBe('U20452');
  });
});

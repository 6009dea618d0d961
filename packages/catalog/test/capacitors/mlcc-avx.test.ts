// MLCC extension families, second wave: part numbers printed in the sources decode to the items' parameters;
// combinations the sources do not offer are absent; codes stay unique within the families.

import { describe, expect, it } from 'vitest';
import { AVX_FLEXITERM_BLOCK_X7R } from '../../src/capacitors/avx-flexiterm.data.ts';
import { AVX_X8_BLOCK } from '../../src/capacitors/avx-x8.data.ts';
import { families, type Item } from '../../src/index.ts';
import { familyItems, si } from '../helpers.ts';

const FLEXITERM = 'mlcc.avx.flexiterm';

function find(id: string, code: string): Item | undefined {
  return familyItems(id).get(code);
}

describe('KYOCERA AVX FLEXITERM® X7R', () => {
  // code, size, V, F, tolerance (fraction), packaging text, automotive
  const cases: Array<[string, string, number, number, number, string, boolean]> = [
    // the catalogue's How to order example (0805 50 V X7R 100 nF ±10 %, 7" reel)
    ['AVX-08055C104KAZ2A', '0805', 50, 100e-9, 0.1, '7英寸', false],
    // part builder list, first and last blocks, and automotive variants
    ['AVX-06031C271J4Z2A', '0603', 100, 270e-12, 0.05, '7英寸', true],
    ['AVX-0603YC104J4Z4A', '0603', 16, 100e-9, 0.05, '13英寸', true],
    ['AVX-08051C684KAZ2A', '0805', 100, 680e-9, 0.1, '7英寸', false],
    ['AVX-12063C225K4Z2A', '1206', 25, 2.2e-6, 0.1, '7英寸', true],
    ['AVX-1210YC106MAZ4A', '1210', 16, 10e-6, 0.2, '13英寸', false],
    ['AVX-18121C225M4Z4A', '1812', 100, 2.2e-6, 0.2, '13英寸', true],
    ['AVX-22203C226KAZ2A', '2220', 25, 22e-6, 0.1, '7英寸', false],
    ['AVX-22201C104J4Z2A', '2220', 100, 100e-9, 0.05, '7英寸', true],
    ['AVX-12065C105JAZ4A', '1206', 50, 1e-6, 0.05, '13英寸', false],
  ];
  for (const [code, size, v, f, tol, pack, auto] of cases) {
    it(`${code}: ${size} ${v} V X7R ${f} F`, () => {
      const it = find(FLEXITERM, code);
      expect(it, code).toBeDefined();
      if (!it) return;
      expect(it.categoryCode).toBe('comp.passive.capacitor.mlcc');
      expect(it.brandCode).toBe('avx');
      expect(si(it, 'capacitance')).toBeCloseTo(f, 18);
      expect(si(it, 'rated_voltage')).toBe(v);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(it.params.dielectric?.display).toBe('X7R');
      expect(it.params.case_size?.display).toBe(size);
      expect(it.package).toBe(size);
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.description).toContain('FLEXITERM');
      expect(it.description.includes('汽车级')).toBe(auto);
      expect(it.lifecycle).toBe('active');
    });
  }

  it('leaves out what the list and the ordering notes do not give', () => {
    for (const code of [
      'AVX-12063C225J4Z2A', // in the builder list, but the catalogue limits J to ≤ 1 µF
      'AVX-1210YC106JAZ2A', // idem
      'AVX-08051C564KAZ2A', // 0805 100 V: the builder skips 560 nF
      'AVX-0805YC105KAZ2A', // 0805 16 V ends at 470 nF
      'AVX-04025C104KAZ2A', // 0402: T termination only
      'AVX-06033F103KAZ2A', // X8R: not a dielectric of the category
      'AVX-0603YC104KBZ2A', // no such failure-rate code
      'AVX-0603YC104KAZ1A', // no such packaging code
      'AVX-0603YC104KAT2A', // T termination: the general family's, not this one's
    ])
      expect(find(FLEXITERM, code), code).toBeUndefined();
  });

  it('is the first block of the builder list times its twelve variants, less J above 1 µF', () => {
    const items = [...familyItems(FLEXITERM).values()];
    const perVariant = new Map<string, number>();
    for (const it of items) {
      const variant = it.model.slice(-5); // e.g. K4Z2A
      perVariant.set(variant, (perVariant.get(variant) ?? 0) + 1);
    }
    expect(perVariant.size).toBe(12);
    for (const t of ['K', 'M'])
      for (const r of ['A', '4'])
        for (const p of ['2', '4'])
          expect(perVariant.get(`${t}${r}Z${p}A`), `${t}${r}Z${p}A`).toBe(AVX_FLEXITERM_BLOCK_X7R);
    // 56 rows of the block are above 1 µF
    for (const r of ['A', '4'])
      for (const p of ['2', '4']) expect(perVariant.get(`J${r}Z${p}A`)).toBe(AVX_FLEXITERM_BLOCK_X7R - 56);
    const codes = new Set(items.map((it) => it.code));
    expect(codes.size).toBe(items.length);
    const fam = families().find((f) => f.id === FLEXITERM);
    expect(fam?.extension).toBe(true);
    console.log(`${FLEXITERM}: ${fam?.count()} items`);
    expect(fam?.count()).toBe(8068);
  });
});

const X8 = 'mlcc.avx.x7s-x8';

describe('KYOCERA AVX X7S / X8R / X8L', () => {
  // code, size, V, dielectric, F, tolerance (fraction), packaging text, description fragment
  const cases: Array<[string, string, number, string, number, number, string, string]> = [
    // the “Automotive MLCC” How to order example, in X8R (0805 50 V 100 nF ±10 %, automotive, T, 7" reel)
    ['AVX-08055F104K4T2A', '0805', 50, 'X8R', 100e-9, 0.1, '7英寸', '汽车级'],
    // part builder lists: first blocks, conductive epoxy, FLEXITERM®, last block
    ['AVX-06033F331J4T2A', '0603', 25, 'X8R', 330e-12, 0.05, '7英寸', '镀镍锡'],
    ['AVX-06033F331J4U2A', '0603', 25, 'X8R', 330e-12, 0.05, '7英寸', '导电环氧'],
    ['AVX-06033F271KAZ4A', '0603', 25, 'X8R', 270e-12, 0.1, '13英寸', 'FLEXITERM'], // FLEXITERM® list only
    ['AVX-08051F104MAT2A', '0805', 100, 'X8R', 100e-9, 0.2, '7英寸', '镀镍锡'],
    ['AVX-06033L271J4T4A', '0603', 25, 'X8L', 270e-12, 0.05, '13英寸', '汽车级'],
    ['AVX-12063L225MAZ4A', '1206', 25, 'X8L', 2.2e-6, 0.2, '13英寸', 'FLEXITERM'],
    ['AVX-1210ZL106MAZ4A', '1210', 10, 'X8L', 10e-6, 0.2, '13英寸', 'FLEXITERM'],
    ['AVX-1206YL154J4T2A', '1206', 16, 'X8L', 150e-9, 0.05, '7英寸', '汽车级'],
    ['AVX-04026Z104KAT2A', '0402', 6.3, 'X7S', 100e-9, 0.1, '7英寸', '镀镍锡'],
    ['AVX-08054Z106MAT4A', '0805', 4, 'X7S', 10e-6, 0.2, '13英寸', '镀镍锡'],
    ['AVX-12061Z475KAT2A', '1206', 100, 'X7S', 4.7e-6, 0.1, '7英寸', '镀镍锡'],
  ];
  for (const [code, size, v, diel, f, tol, pack, note] of cases) {
    it(`${code}: ${size} ${v} V ${diel} ${f} F`, () => {
      const it = find(X8, code);
      expect(it, code).toBeDefined();
      if (!it) return;
      expect(it.categoryCode).toBe('comp.passive.capacitor.mlcc');
      expect(si(it, 'capacitance')).toBeCloseTo(f, 18);
      expect(si(it, 'rated_voltage')).toBe(v);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(it.params.dielectric?.display).toBe(diel);
      expect(it.package).toBe(size);
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.description).toContain(note);
    });
  }

  it('leaves out what the lists and the ordering notes do not give', () => {
    for (const code of [
      'AVX-12063L225J4T2A', // J only up to 1 µF
      'AVX-1210ZL106JAZ2A', // idem
      'AVX-06035F683KAT2A', // 0603 50 V X8R ends at 47 nF
      'AVX-04026Z104JAT2A', // X7S: K and M only in the list
      'AVX-04026Z104K4T2A', // X7S: failure rate A only
      'AVX-04026Z104KAZ2A', // X7S: T termination only
      'AVX-06033F331J4V2A', // no such termination code
    ])
      expect(find(X8, code), code).toBeUndefined();
    // 0805 100 V X8R is not in the FLEXITERM® list, but the X8R/X8L list gives it with every termination
    expect(find(X8, 'AVX-08051F104KAZ2A')).toBeDefined();
  });

  it('is the builder lists times their variants, less J above 1 µF; codes are unique', () => {
    const items = [...familyItems(X8).values()];
    const byDiel = new Map<string, number>();
    for (const it of items) {
      const d = it.params.dielectric?.display ?? '';
      byDiel.set(d, (byDiel.get(d) ?? 0) + 1);
    }
    // X8R/X8L: 283 per variant, 8 values above 1 µF without J; 3 × 2 × 2 failure-rate/termination/packaging
    // blocks of 12; FLEXITERM® X8R adds 93 E12 values per variant (12 variants)
    const x8 = (AVX_X8_BLOCK * 3 - 8) * 12 + 93 * 12;
    expect((byDiel.get('X8R') ?? 0) + (byDiel.get('X8L') ?? 0)).toBe(x8);
    expect(byDiel.get('X7S')).toBe(84);
    expect(new Set(items.map((it) => it.code)).size).toBe(items.length);
    const fam = families().find((f) => f.id === X8);
    expect(fam?.extension).toBe(true);
    console.log(`${X8}: ${fam?.count()} items (${[...byDiel].map(([k, n]) => `${k} ${n}`).join(', ')})`);
    expect(fam?.count()).toBe(x8 + 84);
  });

  it('the two AVX families of this file share no code', () => {
    const flexi = familyItems(FLEXITERM);
    for (const code of familyItems(X8).keys()) expect(flexi.has(code), code).toBe(false);
  });
});

const GOLD = 'mlcc.avx.gold';

describe('KYOCERA AVX C0G / X7R with gold-plated termination (7)', () => {
  // code, size, V, dielectric, F, tolerance (fraction or pF), packaging text
  const cases: Array<[string, string, number, string, number, number | { pf: number }, string]> = [
    ['AVX-0201YC332JA74A', '0201', 16, 'X7R', 3.3e-9, 0.05, '13英寸'], // a datasheet page is filed under it
    ['AVX-02013C152JA72A', '0201', 25, 'X7R', 1.5e-9, 0.05, '7英寸'], // first block of the X7R list
    ['AVX-08055C104KA72A', '0805', 50, 'X7R', 100e-9, 0.1, '7英寸'],
    ['AVX-06035A101JA72A', '0603', 50, 'C0G (NP0)', 100e-12, 0.05, '7英寸'],
    ['AVX-02013A1R0BA72A', '0201', 25, 'C0G (NP0)', 1e-12, { pf: 0.1 }, '7英寸'], // first block of the C0G list
    ['AVX-22255A104KA74A', '2225', 50, 'C0G (NP0)', 100e-9, 0.1, '13英寸'], // last row of the C0G list (M is not a C0G tolerance of the catalogue)
  ];
  for (const [code, size, v, diel, f, tol, pack] of cases) {
    it(`${code}: ${size} ${v} V ${diel} ${f} F`, () => {
      const it = find(GOLD, code);
      expect(it, code).toBeDefined();
      if (!it) return;
      expect(si(it, 'capacitance')).toBeCloseTo(f, 18);
      expect(si(it, 'rated_voltage')).toBe(v);
      if (typeof tol === 'number') expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      else expect(si(it, 'tolerance_abs')).toBeCloseTo(tol.pf * 1e-12, 18);
      expect(it.params.dielectric?.display).toBe(diel);
      expect(it.package).toBe(size);
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.description).toContain('镀金');
    });
  }

  it('mirrors the plated Ni/Sn family for C0G and X7R, and leaves out what the lists do not give', () => {
    const gold = familyItems(GOLD);
    const plated = [...familyItems('mlcc.avx.general').values()].filter(
      (it) => it.params.dielectric?.display !== 'X5R',
    );
    expect(gold.size).toBe(plated.length);
    for (const it of plated) {
      const g = gold.get(it.code.replace(/AT([24])A$/, 'A7$1A'));
      expect(g, it.code).toBeDefined();
      expect(g?.params.capacitance?.si).toBe(it.params.capacitance?.si);
    }
    for (const code of [
      'AVX-0603YD105KA72A', // X5R: the list has no gold-plated variant
      'AVX-0101ZC101JA72A', // 01005 left out, as in the plated family
      'AVX-1206YC106JA72A', // X7R ±5 % only up to 1 µF
      'AVX-0603YC104KA77A', // bulk cassette: not generated
    ])
      expect(gold.has(code), code).toBe(false);
    console.log(`${GOLD}: ${gold.size} items`);
  });
});

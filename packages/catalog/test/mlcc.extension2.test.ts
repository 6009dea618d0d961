// MLCC extension families, second wave: part numbers printed in the sources decode to the items' parameters;
// combinations the sources do not offer are absent; codes stay unique within the families.

import { describe, expect, it } from 'vitest';
import { AVX_FLEXITERM_BLOCK_X7R } from '../src/components/mlcc.extension.avx-flexiterm.ts';
import { families, type Item } from '../src/index.ts';
import { familyItems, si } from './helpers.ts';

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

// MLCC extension families: real part numbers decode to the parameters the items carry; combinations the
// makers' ranges do not list are not generated; codes stay unique.

import { describe, expect, it } from 'vitest';
import {
  expandCodes,
  MLCC_EXTENSION_IDS,
  MLCC_FULL_RANGE_IDS,
} from '../../src/capacitors/mlcc-full-ranges.ts';
import { capacitorExtensionIds } from '../../src/capacitors/registry.ts';
import { E6, E12 } from '../../src/e-series.ts';
import { decodePartNumber, families, type Item } from '../../src/index.ts';
import { PART_EXTENSION_IDS } from '../../src/part-families.ts';
import { si } from '../helpers.ts';

let mlccByCode: Map<string, Item> | null = null;
/** An item of the MLCC families (base and extension) by code; throws if absent. */
function itemByCode(code: string): Item {
  if (!mlccByCode) {
    mlccByCode = new Map();
    for (const f of families())
      if (f.id.startsWith('mlcc.'))
        for (let i = 0; i < f.count(); i++) {
          const it = f.item(i);
          mlccByCode.set(it.code, it);
        }
  }
  const it = mlccByCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

describe('MLCC extension part numbers', () => {
  // code, size, V, dielectric, F, tolerance (fraction, or pF when absolute), packaging text
  const cases: Array<[string, string, number, string, number, number | { pf: number }, string]> = [
    // AVX catalogue example and parts seen in public BOMs.
    ['AVX-0603YC104KAT2A', '0603', 16, 'X7R', 100e-9, 0.1, '7英寸'],
    ['AVX-06035A101JAT2A', '0603', 50, 'C0G (NP0)', 100e-12, 0.05, '7英寸'],
    ['AVX-06035A560JAT2A', '0603', 50, 'C0G (NP0)', 56e-12, 0.05, '7英寸'],
    ['AVX-06035A390JAT4A', '0603', 50, 'C0G (NP0)', 39e-12, 0.05, '13英寸'],
    ['AVX-04025A1R0BAT2A', '0402', 50, 'C0G (NP0)', 1e-12, { pf: 0.1 }, '7英寸'],
    ['AVX-0402ZD105KAT2A', '0402', 10, 'X5R', 1e-6, 0.1, '7英寸'],
    ['AVX-0603DD104KAT2A', '0603', 35, 'X5R', 100e-9, 0.1, '7英寸'],
    ['AVX-12063C106MAT4A', '1206', 25, 'X7R', 10e-6, 0.2, '13英寸'],
    ['AVX-12063C135KAT2A', '1206', 25, 'X7R', 1.3e-6, 0.1, '7英寸'],
    ['AVX-12067A681JAT2A', '1206', 500, 'C0G (NP0)', 680e-12, 0.05, '7英寸'],
    ['AVX-22207C334KAT2A', '2220', 500, 'X7R', 330e-9, 0.1, '7英寸'],
    ['AVX-22205A104JAT2A', '2220', 50, 'C0G (NP0)', 100e-9, 0.05, '7英寸'],
    // YAGEO: 13-inch paper reel (CC0603KPX7R9BB104 is in public BOMs) and the NP0 tolerances.
    ['YAGEO-CC0603KPX7R9BB104', '0603', 50, 'X7R', 100e-9, 0.1, '13英寸'],
    ['YAGEO-CC0402MRX7R7BB104', '0402', 16, 'X7R', 100e-9, 0.2, '7英寸'],
    ['YAGEO-CC0402FRNPO9BN100', '0402', 50, 'C0G (NP0)', 10e-12, 0.01, '7英寸'],
    ['YAGEO-CC0603GPNPO9BN103', '0603', 50, 'C0G (NP0)', 10e-9, 0.02, '13英寸'],
    ['YAGEO-CC0805DRNPO9BN4R7', '0805', 50, 'C0G (NP0)', 4.7e-12, { pf: 0.5 }, '7英寸'],
    // Samsung soft termination, listed part by part (no packaging parameter).
    ['SAMSUNG-EM-CL31B106KOHZFNE', '1206', 16, 'X7R', 10e-6, 0.1, ''],
    ['SAMSUNG-EM-CL31B102KIFSFNE', '1206', 1000, 'X7R', 1e-9, 0.1, ''],
    ['SAMSUNG-EM-CL10B224JO8SFNC', '0603', 16, 'X7R', 220e-9, 0.05, ''],
    ['SAMSUNG-EM-CL05B223KB5SFNC', '0402', 50, 'X7R', 22e-9, 0.1, ''],
  ];
  for (const [code, size, v, diel, f, tol, pack] of cases) {
    it(`${code}: ${size} ${v} V ${diel} ${f} F`, () => {
      const it = itemByCode(code);
      expect(it.categoryCode).toBe('comp.passive.capacitor.mlcc');
      expect(si(it, 'capacitance')).toBeCloseTo(f, 18);
      expect(si(it, 'rated_voltage')).toBe(v);
      expect(it.params.dielectric?.display).toBe(diel);
      expect(it.params.case_size?.display).toBe(size);
      expect(it.package).toBe(size);
      if (typeof tol === 'number') {
        expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
        expect(it.params.tolerance_abs).toBeUndefined();
      } else {
        expect(si(it, 'tolerance_abs')).toBeCloseTo(tol.pf * 1e-12, 18);
        expect(it.params.tolerance).toBeUndefined();
      }
      if (pack) expect(it.params.packaging?.display).toContain(pack);
      else expect(it.params.packaging).toBeUndefined();
      expect(it.lifecycle).toBe('active');
    });
  }
  it('YAGEO extension part numbers decode to what the items carry', () => {
    for (const [code] of cases.filter(([c]) => c.startsWith('YAGEO-'))) {
      const it = itemByCode(code);
      const d = decodePartNumber(it.model);
      expect(d, code).not.toBeNull();
      for (const k of ['capacitance', 'rated_voltage', 'tolerance'])
        expect(d?.params[k]?.si, `${code} ${k}`).toBe(it.params[k]?.si);
      expect(d?.params.dielectric?.display, code).toBe(it.params.dielectric?.display);
      expect(d?.package, code).toBe(it.package);
    }
  });
  it('Samsung: the voltage letter means one voltage across the list; the decoder agrees; thickness is stated', () => {
    const byLetter = new Map<string, Set<number>>();
    let decoded = 0;
    let upTo100V = 0;
    const fam = families().find((f) => f.id === 'mlcc.samsung.cl.softterm');
    for (let i = 0; i < (fam?.count() ?? 0); i++) {
      const it = fam?.item(i);
      if (!it) continue;
      const letter = it.model[9] ?? '';
      const set = byLetter.get(letter) ?? new Set();
      set.add(si(it, 'rated_voltage'));
      byLetter.set(letter, set);
      expect(it.description, it.code).toMatch(/厚度 \d(\.\d+)? mm/);
      if (si(it, 'rated_voltage') <= 100) upTo100V++;
      // The decoder knows the voltage letters up to 100 V (C); above it returns null.
      const d = decodePartNumber(it.model);
      if (!d) continue;
      decoded++;
      expect(d.params.capacitance?.si, it.code).toBe(it.params.capacitance?.si);
      expect(d.params.tolerance?.si, it.code).toBe(it.params.tolerance?.si);
      expect(d.params.rated_voltage?.si, it.code).toBe(si(it, 'rated_voltage'));
      expect(d.package, it.code).toBe(it.package);
    }
    // every item whose voltage letter the decoder knows (up to 100 V) decodes, and no other
    expect(decoded).toBe(upTo100V);
    expect(Object.fromEntries([...byLetter].map(([k, v]) => [k, [...v]]))).toEqual({
      A: [25],
      B: [50],
      C: [100],
      E: [250],
      H: [630],
      I: [1000],
      L: [35],
      O: [16],
      P: [10],
    });
    expect(fam?.count()).toBe(131);
  });
  it('leaves out what the ranges and ordering notes do not give', () => {
    for (const code of [
      'AVX-0603YC106KAT2A', // 0603 16 V X7R ends at 2.2 µF
      'AVX-06032A471JAT2A', // 0603 200 V C0G ends at 220 pF
      'AVX-22202A223JAT2A', // 2220 200 V C0G ends at 18 nF
      'AVX-0402YC105KAT2A', // 0402 16 V X7R ends at 330 nF
      'AVX-06035C154KAT2A', // 0603 50 V X7R: the part builder skips 150 nF
      'AVX-1206YC106JAT2A', // X7R ±5 % only up to 1 µF
      'AVX-04025A0R5DAT2A', // ±0.5 pF not offered on 0.5 pF here
      'AVX-0101ZC101KAT2A', // 01005 left out (other tape code)
      'AVX-06035A101JAT1A', // no such packaging code
      'AVX-06035A5R1CAT2A', // E24 values are not in the part builder's list
      'YAGEO-CC0402KPX7R9BB104', // 0402 50 V X7R ends at 10 nF in the base range
      'YAGEO-CC0603JRX7R9BB104', // X7R ±5 % not for the full range: left out
      'YAGEO-CC0603KKX7R9BB104', // blister reel: not for the paper-taped rows
      'SAMSUNG-EM-CL32Y475KCVZW6E', // X7S: not a dielectric of the category
      'SAMSUNG-EM-CL32X476KOVZNWE', // X6S
    ])
      expect(() => itemByCode(code), code).toThrow();
  });
});

describe('MLCC extension families', () => {
  it('are extension families, registered after the resistor ones', () => {
    const ids = families().map((f) => f.id);
    for (const id of MLCC_EXTENSION_IDS) {
      const f = families().find((x) => x.id === id);
      expect(f?.extension, id).toBe(true);
      const codes = new Set<string>();
      for (let i = 0; i < (f?.count() ?? 0); i++) codes.add(f?.item(i).code ?? '');
      // one item per part number: a row built twice, or an empty family, fails
      expect(codes.size, id).toBe(f?.count());
      expect(codes.has(''), id).toBe(false);
      expect(f?.count(), id).toBeGreaterThan(0);
    }
    // the capacitor and parts extension families (capacitors/registry.ts, fasteners/fastener-extension.ts) come after them
    const end = ids.length - PART_EXTENSION_IDS.length - capacitorExtensionIds().length;
    expect(ids.slice(end - MLCC_FULL_RANGE_IDS.length, end)).toEqual(MLCC_FULL_RANGE_IDS);
    // of those, only the KYOCERA AVX general family is a base family (drawn in the default catalogue, issue 15)
    expect(MLCC_FULL_RANGE_IDS.filter((id) => !MLCC_EXTENSION_IDS.includes(id))).toEqual([
      'mlcc.avx.general',
    ]);
  });
  it('give codes no other family gives', () => {
    const ext = new Set<string>();
    for (const id of MLCC_EXTENSION_IDS) {
      const f = families().find((x) => x.id === id);
      for (let i = 0; i < (f?.count() ?? 0); i++) {
        const code = f?.item(i).code ?? '';
        expect(ext.has(code), code).toBe(false);
        ext.add(code);
      }
    }
    for (const f of families())
      if (f.id.startsWith('mlcc.') && !MLCC_EXTENSION_IDS.includes(f.id))
        for (let i = 0; i < f.count(); i++) expect(ext.has(f.item(i).code), f.item(i).code).toBe(false);
  });
  it('expand the capacitance runs over E12 and E6', () => {
    expect(expandCodes('0R5 1R0..2R2', E12)).toEqual(['0R5', '1R0', '1R2', '1R5', '1R8', '2R2']);
    expect(expandCodes('101..104 224', E6)).toEqual([
      '101',
      '151',
      '221',
      '331',
      '471',
      '681',
      '102',
      '152',
      '222',
      '332',
      '472',
      '682',
      '103',
      '153',
      '223',
      '333',
      '473',
      '683',
      '104',
      '224',
    ]);
  });
});

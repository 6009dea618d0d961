// Panasonic ERA-3Y (resistors/thin-film/thin-film.ts) and Bourns CRT (resistors/thin-film/bourns-crt.ts): real part numbers
// decode to their parameters, combinations outside what was read are absent, codes are unique.
import { describe, expect, it } from 'vitest';
import { families } from '../../src/index.ts';
import { familyItems, si } from '../helpers.ts';

const ERA3Y = 'res.panasonic.era3y';
const CRT = 'res.bourns.crt';

type Case = [
  code: string,
  ohms: number,
  tolPct: number,
  size: string,
  tcr: number,
  watts: number,
  volts: number,
];

const PRESENT: Array<[string, Case]> = [
  // Panasonic ERA-3Y: part numbers of published parts lists (ERA-3YEB103V "10k 0.1 % 25 ppm/°C 0603")
  [ERA3Y, ['PANASONIC-ERA-3YEB103V', 10e3, 0.1, '0603', 25, 0.1, 75]],
  [ERA3Y, ['PANASONIC-ERA-3YEB152V', 1.5e3, 0.1, '0603', 25, 0.1, 75]],
  [ERA3Y, ['PANASONIC-ERA-3YEB202V', 2e3, 0.1, '0603', 25, 0.1, 75]],
  [ERA3Y, ['PANASONIC-ERA-3YEB101V', 100, 0.1, '0603', 25, 0.1, 75]],
  [ERA3Y, ['PANASONIC-ERA-3YEB102V', 1e3, 0.1, '0603', 25, 0.1, 75]],
  // Ends of the E (±25 ppm/°C) range, and tolerance D
  [ERA3Y, ['PANASONIC-ERA-3YEB333V', 33e3, 0.1, '0603', 25, 0.1, 75]],
  [ERA3Y, ['PANASONIC-ERA-3YED103V', 10e3, 0.5, '0603', 25, 0.1, 75]],
  // Bourns CRT: the datasheet's How to Order example, then part numbers of published parts data
  [CRT, ['BOURNS-CRT0603-CV-1003ELF', 100e3, 0.25, '0603', 5, 0.1, 75]],
  [CRT, ['BOURNS-CRT0603-BW-10R0ELF', 10, 0.1, '0603', 10, 0.1, 75]],
  [CRT, ['BOURNS-CRT0603-FY-3300ELF', 330, 1, '0603', 25, 0.1, 75]],
  [CRT, ['BOURNS-CRT0805-BW-1002ELF', 10e3, 0.1, '0805', 10, 0.125, 150]],
  [CRT, ['BOURNS-CRT0805-BY-7503ELF', 750e3, 0.1, '0805', 25, 0.125, 150]],
  [CRT, ['BOURNS-CRT0805-CX-10R0ELF', 10, 0.25, '0805', 15, 0.125, 150]],
  [CRT, ['BOURNS-CRT1206-BY-40R2ELF', 40.2, 0.1, '1206', 25, 0.25, 200]],
  [CRT, ['BOURNS-CRT1206-BW-1004ELF', 1e6, 0.1, '1206', 10, 0.25, 200]],
  [CRT, ['BOURNS-CRT0402-BY-1103GLF', 110e3, 0.1, '0402', 25, 1 / 16, 25]],
  [CRT, ['BOURNS-CRT0402-BY-2003GLF', 200e3, 0.1, '0402', 25, 1 / 16, 25]],
  [CRT, ['BOURNS-CRT0402-FZ-3002GLF', 30e3, 1, '0402', 50, 1 / 16, 25]],
  [CRT, ['BOURNS-CRT0402-FZ-2151GLF', 2150, 1, '0402', 50, 1 / 16, 25]],
];

describe('ERA-3Y and CRT part numbers decode to their parameters', () => {
  for (const [id, [code, ohms, tolPct, size, tcr, watts, volts]] of PRESENT) {
    it(`${code}: ${size}, ${ohms} Ω ±${tolPct} %, ±${tcr} ppm/°C`, () => {
      const it = familyItems(id).get(code);
      if (!it) throw new Error(`no item ${code} in ${id}`);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tolPct / 100, 9);
      expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
      expect(si(it, 'power')).toBeCloseTo(watts, 9);
      expect(si(it, 'max_voltage')).toBe(volts);
      expect(it.package).toBe(size);
      expect(it.params.technology?.display).toBe('薄膜');
      expect(it.params.aec_q200?.display).toBe('否');
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
      expect(it.name).toMatch(/^贴片电阻 /);
    });
  }
});

describe('combinations that were not read are absent', () => {
  const absent: Array<[string, string, string]> = [
    [ERA3Y, 'PANASONIC-ERA-3YEB363V', '36 kΩ lies in the K (±100) range, not taken'],
    [ERA3Y, 'PANASONIC-ERA-3YEB910V', '91 Ω lies in the H (±50) range, not taken'],
    [ERA3Y, 'PANASONIC-ERA-3YKB104V', 'T.C.R. K not taken'],
    [ERA3Y, 'PANASONIC-ERA-3YEB1002V', 'E24 values take three figures'],
    [ERA3Y, 'PANASONIC-ERA-3YEB102X', 'ERA-3Y is packed V'],
    [ERA3Y, 'PANASONIC-ERA-3YEC103V', 'no tolerance code besides B and D taken'],
    [ERA3Y, 'PANASONIC-ERA-3YEB1052V', 'E-96 values (ERA3E) not taken'],
    [CRT, 'BOURNS-CRT0402-BY-1103ELF', 'CRT0402 is packed G'],
    [CRT, 'BOURNS-CRT0603-BW-1002ELF', 'not a listed part number (the Value - TCR table was not read)'],
  ];
  for (const [id, code, why] of absent)
    it(`${code}: absent (${why})`, () => {
      expect(familyItems(id).has(code)).toBe(false);
    });
});

describe('counts and unique codes', () => {
  it('the families are extension families of the expected sizes, with unique codes', () => {
    const mine = families().filter((f) => f.id === ERA3Y || f.id === CRT);
    expect(mine.map((f) => f.id).sort()).toEqual([CRT, ERA3Y]);
    for (const f of mine) expect(f.extension).toBe(true);
    const era = familyItems(ERA3Y);
    const crt = familyItems(CRT);
    // E24 values 100 Ω–33 kΩ (24 + 24 + 13) × tolerances B and D
    expect(era.size).toBe(61 * 2);
    expect(crt.size).toBe(12);
    expect(mine.reduce((n, f) => n + f.count(), 0)).toBe(era.size + crt.size);
    for (const f of mine) console.log(`${f.id} ${f.count()}`);
  });
  it('no code is held by another Panasonic or Bourns family', () => {
    const others = families().filter(
      (f) => f.id !== ERA3Y && f.id !== CRT && /^res\.(panasonic|bourns)\./.test(f.id),
    );
    const mine = new Set([...familyItems(ERA3Y).keys(), ...familyItems(CRT).keys()]);
    for (const f of others)
      for (let i = 0; i < f.count(); i++) expect(mine.has(f.item(i).code), f.id).toBe(false);
  });
});

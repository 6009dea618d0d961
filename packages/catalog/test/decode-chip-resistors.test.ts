// Panasonic ERJ, Vishay CRCW and UNI-ROYAL part numbers decoded (decode-chip-resistors.ts), checked against
// every item of the catalogue's own families built by the same schemes (issue 15: a part number the catalogue
// lacks still tells its parameters).
import { describe, expect, it } from 'vitest';
import { decodePartNumber } from '../src/index.ts';
import { familyItems } from './helpers.ts';

describe('chip resistor ordering codes of Panasonic, Vishay and UNI-ROYAL', () => {
  it('the issue’s 10 kΩ ±1 % 0603 in each series', () => {
    for (const mpn of ['ERJ-3EKF1002V', 'CRCW060310K0FKEA', '0603WAF1002T5E', 'RC0603FR-0710KL']) {
      const d = decodePartNumber(mpn);
      expect(d?.package, mpn).toBe('0603');
      expect(d?.params.resistance?.si, mpn).toBe(10_000);
      expect(d?.params.tolerance?.si, mpn).toBe(0.01);
      expect(d?.categoryCode, mpn).toBe('comp.passive.resistor.chip');
    }
    expect(decodePartNumber('0603WAJ0103T5E')?.params.tolerance?.si).toBe(0.05);
    expect(decodePartNumber('ERJ-3GEYJ103V')?.params.resistance?.si).toBe(10_000);
    expect(decodePartNumber('0402WGF470KTCE')?.params.resistance?.si).toBe(4.7);
    // not the scheme: a wrong tolerance letter, a size the series lacks
    expect(decodePartNumber('ERJ-3EKX1002V')).toBeNull();
    expect(decodePartNumber('0201WAF1002T5E')).toBeNull();
  });

  it('every generated item of the three families decodes to its own value, tolerance, size and brand', () => {
    for (const [family, brand] of [
      ['res.panasonic.erj', 'panasonic'],
      ['res.vishay.crcw', 'vishay'],
      ['res.uniroyal', 'uniroyal'],
    ] as const) {
      const items = [...familyItems(family).values()];
      expect(items.length, family).toBeGreaterThan(100);
      for (const it of items) {
        const d = decodePartNumber(it.model);
        expect(d?.brandCode, it.model).toBe(brand);
        expect(d?.params.resistance?.si, it.model).toBe(it.params.resistance?.si);
        expect(d?.params.tolerance?.si, it.model).toBe(it.params.tolerance?.si);
        expect(d?.package, it.model).toBe(it.package);
      }
    }
  });
});

// Power inductors grown from makers' tables (issue 15, "The default catalogue"; inductors thin): TDK's
// TFM252012ALMA table row by row, and the inductor ordering codes read back by the decoder (TDK TFM-ALMA, Würth
// WE-XHMI / WE-LHMI, Murata LQG15HS, Sunlord SWPA) for a part number the catalogue lacks (issue 15, Understanding).
import { describe, expect, it } from 'vitest';
import { decodePartNumber, families, type Item, mountingOf } from '../src/index.ts';
import { TFM252012ALMA } from '../src/inductors/tdk-tfm-alma.data.ts';

const itemsOf = (id: string): Item[] => {
  const f = families().find((x) => x.id === id);
  if (!f) throw new Error(`no family ${id}`);
  return Array.from({ length: f.count() }, (_, i) => f.item(i));
};

describe('TDK TFM252012ALMA thin-film power inductors', () => {
  const items = itemsOf('ind.tdk.tfm252012alma');

  it('every part of the table, each part number giving the table’s inductance', () => {
    expect(items.map((i) => i.model)).toEqual(TFM252012ALMA.map((r) => r[0]));
    for (const [mpn, uh] of TFM252012ALMA) {
      const it = items.find((i) => i.model === mpn);
      expect(it?.params.inductance?.si, mpn).toBeCloseTo(uh * 1e-6, 15);
      expect(it?.code, mpn).toBe(`TDK-${mpn}`);
    }
  });

  it('rows as the datasheet prints them: rated current = the smaller of Isat and Itemp, RDC max', () => {
    const row = (mpn: string) => items.find((i) => i.model === mpn)?.params;
    // 0.1 µH: RDC 9 mΩ max, Isat 10 A, Itemp 8.0 A
    expect(row('TFM252012ALMAR10MTAA')?.rated_current?.si).toBe(8);
    expect(row('TFM252012ALMAR10MTAA')?.dcr?.si).toBe(0.009);
    // 0.47 µH: RDC 24 mΩ max, Isat 5.8 A, Itemp 4.9 A
    expect(row('TFM252012ALMAR47MTAA')?.rated_current?.si).toBe(4.9);
    expect(row('TFM252012ALMAR47MTAA')?.dcr?.si).toBe(0.024);
    // 1.5 µH: Isat 3.3 A, Itemp 3.1 A; 4.7 µH: RDC 200 mΩ, Isat 1.9 A, Itemp 1.6 A
    expect(row('TFM252012ALMA1R5MTAA')?.rated_current?.si).toBe(3.1);
    expect(row('TFM252012ALMA4R7MTAA')?.rated_current?.si).toBe(1.6);
    expect(row('TFM252012ALMA4R7MTAA')?.dcr?.si).toBe(0.2);
    for (const it of items) {
      expect(it.params.tolerance?.si, it.model).toBe(0.2);
      expect(it.params.case_size?.display, it.model).toBe('2520 (2.5×2.0×1.2 mm)');
      expect(mountingOf(it.package), it.model).toBe('smd');
      expect(it.datasheetUrl, it.model).toBeNull();
    }
  });

  it('as the inductance rises the rated current falls and the RDC rises (a row out of order is a slip)', () => {
    for (let i = 1; i < TFM252012ALMA.length; i++) {
      const [mpn, uh, rdc, , isat, , itemp] = TFM252012ALMA[i] ?? [];
      const [, uh0, rdc0, , isat0, , itemp0] = TFM252012ALMA[i - 1] ?? [];
      expect(uh, mpn).toBeGreaterThan(uh0 ?? 0);
      expect(rdc, mpn).toBeGreaterThan(rdc0 ?? 0);
      expect(isat, mpn).toBeLessThan(isat0 ?? 0);
      expect(itemp, mpn).toBeLessThan(itemp0 ?? 0);
    }
  });
});

describe('power inductor ordering codes read back', () => {
  it('every TFM252012ALMA, WE-XHMI, WE-LHMI, LQG15HS and SWPA item decodes to its own inductance, tolerance, size and package', () => {
    for (const id of [
      'ind.tdk.tfm252012alma',
      'ind.we.xhmi',
      'ind.we.lhmi',
      'ind.murata.lqg15hs',
      'ind.sunlord.swpa',
    ]) {
      for (const it of itemsOf(id)) {
        const d = decodePartNumber(it.model);
        expect(d?.brandCode, it.model).toBe(it.brandCode);
        expect(d?.categoryCode, it.model).toBe(it.categoryCode);
        expect(d?.package, it.model).toBe(it.package);
        expect(d?.params.inductance?.si, it.model).toBe(it.params.inductance?.si);
        expect(d?.params.tolerance?.si, it.model).toBe(it.params.tolerance?.si);
        expect(d?.params.tolerance_abs?.si, it.model).toBe(it.params.tolerance_abs?.si);
        expect(d?.params.case_size?.display, it.model).toBe(it.params.case_size?.display);
      }
    }
  });

  it('a part number the catalogue lacks still tells its parameters; other numbers are not read as inductors', () => {
    // the 2016 size of the same series (TDK's construction: L×W×H in 0.1 mm, R as the decimal point)
    const small = decodePartNumber('TFM201610ALMAR24MTAA');
    expect(small?.params.inductance?.si).toBeCloseTo(0.24e-6, 15);
    expect(small?.params.case_size?.display).toBe('2016 (2.0×1.6×1.0 mm)');
    expect(small?.package).toBe('TFM201610');
    // Würth: a size code of the WE-XHMI table with a value code outside it (220 = 22 µH)
    expect(decodePartNumber('744393665220')?.params.inductance?.si).toBeCloseTo(22e-6, 15);
    expect(decodePartNumber('744393665220')?.series).toBe('WE-XHMI');
    // Murata and Sunlord values outside the rows the catalogue holds
    expect(decodePartNumber('LQG15HS2N2S02D')?.params.inductance?.si).toBeCloseTo(2.2e-9, 18);
    expect(decodePartNumber('LQG15HSR12J02D')?.params.inductance?.si).toBeCloseTo(120e-9, 18);
    expect(decodePartNumber('SWPA3015S4R7MT')?.params.case_size?.display).toBe('3.0×3.0×1.5 mm');
    expect(decodePartNumber('SWPA3015S4R7MT')?.params.inductance?.si).toBeCloseTo(4.7e-6, 15);
    // a tolerance letter the construction does not give, an unknown Würth prefix, a resistor: not inductors
    expect(decodePartNumber('TFM252012ALMA1R0KTAA')).toBeNull();
    expect(decodePartNumber('LQG15HS10NG02D')).toBeNull();
    expect(decodePartNumber('744999665010')).toBeNull();
    expect(decodePartNumber('RC0603FR-0710KL')?.categoryCode).toBe('comp.passive.resistor.chip');
  });
});

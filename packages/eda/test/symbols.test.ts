/**
 * Every symbol we make for the catalogue's components parses as a KiCad 6 symbol library, has its fields and
 * its pins (unique numbers, a name and an electrical type each); and where KiCad's own library (Debian
 * kicad-symbols) has the same device, the pin numbering matches KiCad's symbol.
 */
import { generateItems, type Item, minimumSize } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { type EdaItem, footprintOf, symbolOf } from '../src/devices.ts';
import { kicadSymbolOf } from '../src/kicad-twins.ts';
import { child, children, parse } from '../src/sexpr.ts';
import { type SymbolSpec, symbolLibraryText } from '../src/symbols/symbol.ts';
import {
  HAVE_SYMBOLS,
  KICAD_SYMBOLS,
  kicadSymbolLibrary,
  missingKicad,
  pinsOfSymbol,
} from './kicad-reference.ts';

function edaItem(item: Item): EdaItem {
  return {
    model: item.model,
    name: item.name,
    categoryCode: item.categoryCode,
    package: item.package ?? null,
    brand: item.brandCode,
    datasheetUrl: item.datasheetUrl,
    params: Object.fromEntries(Object.entries(item.params).map(([k, v]) => [k, v.display])),
  };
}

const components = [...generateItems({ size: minimumSize() })].filter((i) =>
  i.categoryCode.startsWith('comp.'),
);
const withSymbols = components
  .map((item) => ({ item, symbol: symbolOf(edaItem(item), footprintOf(edaItem(item))) }))
  .filter((x): x is { item: Item; symbol: SymbolSpec } => x.symbol !== undefined);

/** Names that mean the same pin: VO = VOUT = OUTPUT, VSS = GND, PA13-JTMS-SWDIO = PA13, VDD_1 = VDD. */
function role(name: string): string {
  const n = name.toUpperCase().replace(/_\d+$/, '');
  const port = /^P[A-Z]\d+/.exec(n);
  if (port) return port[0];
  if (/^(VO|VOUT|OUTPUT)$/.test(n)) return 'OUT';
  if (/^(VI|VIN|INPUT)$/.test(n)) return 'IN';
  if (/^(GND|VSS)$/.test(n)) return 'GND';
  return n;
}

describe('symbols of the catalogue components', () => {
  it('covers passives, diodes, transistors, regulators and the STM32F103C8T6', () => {
    const models = new Set(withSymbols.map((x) => x.item.model));
    for (const m of ['1N4148W-7-F', 'BAV99LT1G', 'MMBT3904LT1G', 'AO3401A', 'AMS1117-3.3', 'STM32F103C8T6']) {
      expect(models.has(m), m).toBe(true);
    }
    expect(withSymbols.some((x) => x.item.categoryCode === 'comp.passive.resistor.chip')).toBe(true);
    console.log(`SYMBOLS components=${components.length} with_symbol=${withSymbols.length}`);
  });

  it('every symbol parses as a KiCad symbol library with its fields and pins', () => {
    for (const { item, symbol } of withSymbols) {
      const lib = parse(symbolLibraryText([symbol]));
      const [s] = children(lib, 'symbol');
      expect(s, item.model).toBeDefined();
      if (!s) continue;
      const props = Object.fromEntries(children(s, 'property').map((p) => [String(p[1]), String(p[2])]));
      expect(props.Reference, item.model).toMatch(/^[RCLDQU]$/);
      expect(props.Value, item.model).not.toBe('');
      expect(Object.keys(props)).toEqual(expect.arrayContaining(['Footprint', 'Datasheet']));
      if (item.datasheetUrl) expect(props.Datasheet).toBe(item.datasheetUrl);
      const pins = children(s, 'symbol').flatMap((u) => children(u, 'pin'));
      const numbers = pins.map((p) => String(child(p, 'number')?.[1]));
      expect(new Set(numbers).size, item.model).toBe(numbers.length);
      expect(numbers.length, item.model).toBe(symbol.pins.length);
      for (const p of pins) expect(String(child(p, 'name')?.[1] ?? '')).not.toBe('');
    }
  });

  it('the STM32F103C8T6 symbol has all 48 pins of the LQFP48', () => {
    const stm = withSymbols.find((x) => x.item.model === 'STM32F103C8T6');
    expect(stm?.symbol.pins.map((p) => Number(p.number)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 48 }, (_, i) => i + 1),
    );
    expect(stm?.symbol.footprint).toBe('jianku:LQFP-48_7x7mm_P0.5mm');
  });
});

describe('pin numbering against KiCad 6 symbol libraries', () => {
  if (!HAVE_SYMBOLS) {
    missingKicad(`KiCad symbol libraries not installed at ${KICAD_SYMBOLS} (apt-get install kicad-symbols)`);
    return;
  }
  it('matches KiCad for every device KiCad has', () => {
    let compared = 0;
    const seen = new Set<string>();
    for (const { item, symbol } of withSymbols) {
      const twin = kicadSymbolOf(edaItem(item));
      if (!twin) continue;
      const [libName = '', symName = ''] = twin.split(':');
      const theirs = pinsOfSymbol(kicadSymbolLibrary(libName) ?? [], symName);
      expect(theirs, `${libName}:${symName}`).toBeDefined();
      if (!theirs) continue;
      compared++;
      seen.add(`${libName}:${symName}`);
      expect(symbol.pins.map((p) => p.number).sort(), item.model).toEqual(theirs.map((p) => p.number).sort());
      // two-terminal passives carry no pin names ("~", or the number as in Device:L); BAV99's pin names
      // differ in KiCad (numbers compared)
      if (theirs.every((p) => p.name === '~' || p.name === p.number) || symName === 'BAV99') continue;
      for (const p of theirs) {
        const mine = symbol.pins.find((q) => q.number === p.number);
        expect(role(mine?.name ?? ''), `${item.model} pin ${p.number}`).toBe(role(p.name));
      }
    }
    console.log(`SYMBOL_PINS compared=${compared} kicad_symbols=${[...seen].sort().join(',')}`);
    expect(seen.has('MCU_ST_STM32F1:STM32F103C8Tx')).toBe(true);
    expect(seen.has('Device:Q_NPN_BEC')).toBe(true);
  });
});

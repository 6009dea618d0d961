// The default catalogue (the 100k items the server seeds) holds the parts engineers search most, by their
// exact part numbers, and its per-category counts are printed.

import { beforeAll, describe, expect, it } from 'vitest';
import { E24, valuesInRange } from '../src/e-series.ts';
import {
  brandByCode,
  categoryByCode,
  DEFAULT_SEED_SIZE,
  families,
  generateItems,
  type Item,
  Kind,
  MUST_HAVE_FROM,
} from '../src/index.ts';
import { uniroyalFCode, uniroyalJCode, yageoValueCode } from '../src/resistors/chip-resistors.ts';

const SIZES = ['0402', '0603', '0805', '1206'] as const;
const UNIROYAL_SIZE_CODE = { '0402': 'WG', '0603': 'WA', '0805': 'W8', '1206': 'W4' } as const;

/** Codes written out from the makers' ordering codes (not read back from the generator's rows). */
function commonChipResistors(): string[] {
  const out: string[] = [];
  for (const size of SIZES) {
    for (const r of valuesInRange(E24, 1, 10e6)) {
      out.push(`YAGEO-RC${size}FR-07${yageoValueCode(r)}L`, `YAGEO-RC${size}JR-07${yageoValueCode(r)}L`);
      const pack = size === '0402' ? 'TCE' : 'T5E';
      const u = UNIROYAL_SIZE_CODE[size];
      out.push(
        `UNIROYAL-${size}${u}F${uniroyalFCode(r)}${pack}`,
        `UNIROYAL-${size}${u}J${uniroyalJCode(r)}${pack}`,
      );
    }
    out.push(`YAGEO-RC${size}JR-070RL`);
  }
  return out;
}

/** Popular discretes, regulators and MCUs, by brand and exact part number. */
const POPULAR = [
  'ONSEMI-1N4148',
  'DIODES-1N4148W-7-F',
  'ONSEMI-1N4007G',
  'ONSEMI-1N4001G',
  'ONSEMI-1N5819RLG',
  'ONSEMI-BAT54LT1G',
  'ONSEMI-BAT54CLT1G',
  'VISHAY-SS34-E3/57T',
  'VISHAY-SS14-E3/61T',
  'ONSEMI-1N4733A',
  'ONSEMI-BZX84C3V3LT1G',
  'ONSEMI-MMBT3904LT1G',
  'ONSEMI-MMBT3906LT1G',
  'ONSEMI-2N3904BU',
  'ONSEMI-2N3906BU',
  'JCET-S8050',
  'JCET-S8550',
  'ONSEMI-TIP120G',
  'AOS-AO3400A',
  'AOS-AO3401A',
  'ONSEMI-BSS138LT1G',
  'ONSEMI-2N7002LT1G',
  'NEXPERIA-2N7002,215',
  'INFINEON-IRF540NPBF',
  'INFINEON-IRFZ44NPBF',
  'INFINEON-IRLML2502TRPBF',
  'AMS-MONOLITHIC-AMS1117-3.3',
  'ST-L7805CV',
  'ST-L7812CV',
  'ST-LM317T',
  'TOREX-XC6206P332MR',
  'MICRONE-ME6211C33M5G',
  'ST-STM32F103C8T6',
  'ST-STM32F103CBT6',
  'ST-STM32F103RCT6',
  'MICROCHIP-ATmega328P-AU',
  'MICROCHIP-ATmega2560-16AU',
  'ESPRESSIF-ESP32-WROOM-32E-N4',
  'ESPRESSIF-ESP32-S3-WROOM-1-N16R8',
  'WCH-CH340G',
  'WCH-CH340C',
  'YAGEO-CC0603KRX7R9BB104',
];

describe('the default catalogue holds the parts engineers search most', () => {
  const items = new Map<string, Item>();
  beforeAll(() => {
    for (const it of generateItems({ size: DEFAULT_SEED_SIZE })) items.set(it.code, it);
  }, 120_000);

  it(`has ${DEFAULT_SEED_SIZE} items; prints the per-category counts`, () => {
    expect(items.size).toBe(DEFAULT_SEED_SIZE);
    const byCat = new Map<string, number>();
    for (const it of items.values()) byCat.set(it.categoryCode, (byCat.get(it.categoryCode) ?? 0) + 1);
    console.table([...byCat].sort((a, b) => a[0].localeCompare(b[0])).map(([cat, n]) => ({ cat, n })));
    const comps = [...items.values()].filter((i) => i.kind === Kind.component);
    const resistors = comps.filter((i) => i.categoryCode.startsWith('comp.passive.resistor')).length;
    console.log(`components ${comps.length}, of which resistors ${resistors}`);
    expect(byCat.get('comp.discrete.transistor.mosfet')).toBeGreaterThanOrEqual(18);
    expect(byCat.get('comp.ic.mcu')).toBeGreaterThanOrEqual(45);
    expect(byCat.get('comp.passive.capacitor.mlcc')).toBeGreaterThanOrEqual(5000);
    // the thin families grown from makers' lines: crystals (none before), power inductors, connector lines
    const inCats = (prefix: string) =>
      [...byCat].reduce((n, [cat, k]) => n + (cat.startsWith(prefix) ? k : 0), 0);
    console.log(
      `crystals ${inCats('comp.passive.crystal')}, inductors ${inCats('comp.passive.inductor')}, connectors ${inCats('comp.connector')}`,
    );
    expect(byCat.get('comp.passive.crystal')).toBeGreaterThanOrEqual(8);
    expect(inCats('comp.passive.inductor')).toBeGreaterThanOrEqual(30 + 177 + 192);
    expect(inCats('comp.connector')).toBeGreaterThanOrEqual(216 + 199);
  });

  it('the crystals, power inductors and connector lines by exact part number', () => {
    const want = [
      'TXC-7M40000005',
      'EPSON-Q13FC1350000400',
      'YXC-X322512MSB4SI',
      'NDK-NX3225GA-12MHZ-STD-CRG-2',
      'ABRACON-ABM8-272-T3',
      'WE-74439346010',
      'WE-7443934650022',
      'WE-744373965101',
      'JST-BM04B-GHS-TBT',
      'JST-SM15B-GHS-TB',
      'JST-GHR-04V-S',
      'JST-B2B-EH-A',
      'JST-B16B-PH-SM4-TB',
      'JST-SM20B-SRSS-TB',
      'MOLEX-53047-0410',
      'MOLEX-53261-1571',
      'MOLEX-51021-0200',
      'HRO-TYPE-C-31-M-12',
      'MOLEX-105450-0101',
    ];
    expect(want.filter((c) => !items.has(c))).toEqual([]);
    expect(items.get('ABRACON-ABM8-272-T3')?.params.frequency?.si).toBe(12e6);
    expect(items.get('WE-74439346010')?.params.inductance?.si).toBe(1e-6);
    expect(items.get('MOLEX-53047-0410')?.params.positions?.si).toBe(4);
  });

  it('every E24 value of YAGEO RC (7-inch reel) and UNI-ROYAL in 0402, 0603, 0805 and 1206 at ±1 % and ±5 %', () => {
    const want = commonChipResistors();
    expect(want).toContain('YAGEO-RC0603FR-0710KL');
    expect(want).toContain('UNIROYAL-0603WAF1002T5E');
    expect(want.filter((c) => !items.has(c))).toEqual([]);
    expect(items.get('YAGEO-RC0603FR-0710KL')?.params.resistance?.si).toBe(10_000);
  });

  it('the popular discretes, regulators and MCUs by exact part number', () => {
    expect(POPULAR.filter((c) => !items.has(c))).toEqual([]);
  });

  it('the commonest MLCC series (YAGEO CC: every value of its ranges per size and voltage) and every size of the common fasteners and bearings, whole', () => {
    const whole = families().filter(
      (f) => !f.extension && (f.kind === Kind.part || f.id === 'mlcc.yageo.cc'),
    );
    expect(whole.map((f) => f.id)).toContain('part.hex-bolt.gb5782');
    expect(whole.map((f) => f.id)).toContain('part.deep-groove-ball-bearing.gb276');
    for (const f of whole) {
      const missing: string[] = [];
      for (let i = 0; i < f.count(); i++) {
        const code = f.item(i).code;
        if (!items.has(code)) missing.push(code);
      }
      expect(missing.slice(0, 5), f.id).toEqual([]);
    }
  });
});

describe('the popular parts added for the default catalogue', () => {
  it('codes unique across the catalogue, categories declare every parameter, brands exist; drawn only at the default size', () => {
    const popular = families().filter((f) => f.defaultOnly);
    expect(popular.map((f) => f.id)).toContain('transistor.mosfet.popular');
    const popularCodes = new Set<string>();
    for (const f of popular) {
      for (let i = 0; i < f.count(); i++) {
        const it = f.item(i);
        expect(popularCodes.has(it.code), it.code).toBe(false);
        popularCodes.add(it.code);
        const keys = new Set(categoryByCode(it.categoryCode)?.params.map((p) => p.key));
        for (const k of Object.keys(it.params)) expect(keys.has(k), `${it.code} ${k}`).toBe(true);
        expect(brandByCode(it.brandCode ?? ''), it.code).toBeDefined();
      }
    }
    // no other family (base or extension) holds one of their codes
    for (const f of families().filter(
      (x) => !x.defaultOnly && x.kind === Kind.component && x.count() <= 1000,
    )) {
      for (let i = 0; i < f.count(); i++)
        expect(popularCodes.has(f.item(i).code), f.item(i).code).toBe(false);
    }
    // below the default size they are not drawn from (the tests' small catalogues stay as they were)
    const small = new Set([...generateItems({ size: 5087 })].map((it) => it.code));
    expect([...popularCodes].filter((c) => small.has(c))).toEqual([]);
    expect(MUST_HAVE_FROM).toBeLessThanOrEqual(DEFAULT_SEED_SIZE);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import type { Dimension } from './dimension.ts';
import { parseQuantity, parseQuantityIn, sameQuantity } from './parse.ts';

describe('parseQuantity', () => {
  const table: [string, Dimension, number, string][] = [
    // capacitance: one value however written
    ['0.1uF', 'capacitance', 1e-7, '100nF'],
    ['100nF', 'capacitance', 1e-7, '100nF'],
    ['100000pF', 'capacitance', 1e-7, '100nF'],
    ['0.1微法', 'capacitance', 1e-7, '100nF'],
    ['0.1UF', 'capacitance', 1e-7, '100nF'],
    ['0.1µF', 'capacitance', 1e-7, '100nF'],
    ['100 nF', 'capacitance', 1e-7, '100nF'],
    ['１００ｎＦ', 'capacitance', 1e-7, '100nF'],
    ['0.1e-6F', 'capacitance', 1e-7, '100nF'],
    ['4n7', 'capacitance', 4.7e-9, '4.7nF'],
    ['100n', 'capacitance', 1e-7, '100nF'],
    ['10u', 'capacitance', 1e-5, '10μF'],
    ['10U', 'capacitance', 1e-5, '10μF'],
    ['22p', 'capacitance', 2.2e-11, '22pF'],
    ['2.2mF', 'capacitance', 2.2e-3, '2.2mF'],
    ['2.2MF', 'capacitance', 2.2e-3, '2.2mF'], // as in SPEC-5.24
    ['1F', 'capacitance', 1, '1F'],
    ['10皮法', 'capacitance', 1e-11, '10pF'],
    // inductance
    ['10uH', 'inductance', 1e-5, '10μH'],
    ['10UH', 'inductance', 1e-5, '10μH'],
    ['4.7毫亨', 'inductance', 4.7e-3, '4.7mH'],
    ['2u2H', 'inductance', 2.2e-6, '2.2μH'],
    // resistance: a bare k number is resistance
    ['10k', 'resistance', 10_000, '10kΩ'],
    ['10K', 'resistance', 10_000, '10kΩ'],
    ['10kΩ', 'resistance', 10_000, '10kΩ'],
    ['10KΩ', 'resistance', 10_000, '10kΩ'],
    ['10kΩ', 'resistance', 10_000, '10kΩ'], // ohm sign U+2126
    ['10千欧', 'resistance', 10_000, '10kΩ'],
    ['10000Ω', 'resistance', 10_000, '10kΩ'],
    ['10kohm', 'resistance', 10_000, '10kΩ'],
    ['10 k ohms', 'resistance', 10_000, '10kΩ'],
    ['4k7', 'resistance', 4700, '4.7kΩ'],
    ['4K7', 'resistance', 4700, '4.7kΩ'],
    ['4R7', 'resistance', 4.7, '4.7Ω'],
    ['2M2', 'resistance', 2.2e6, '2.2MΩ'],
    ['10R', 'resistance', 10, '10Ω'],
    ['1MΩ', 'resistance', 1e6, '1MΩ'],
    ['10mΩ', 'resistance', 0.01, '10mΩ'],
    ['1Mohm', 'resistance', 1e6, '1MΩ'],
    ['10mohm', 'resistance', 0.01, '10mΩ'],
    ['1MOHM', 'resistance', 1e6, '1MΩ'], // wrong case: the common reading
    ['4.7兆欧', 'resistance', 4.7e6, '4.7MΩ'],
    ['100欧姆', 'resistance', 100, '100Ω'],
    // others
    ['25V', 'voltage', 25, '25V'],
    ['3.3v', 'voltage', 3.3, '3.3V'],
    ['500mV', 'voltage', 0.5, '500mV'],
    ['1/4W', 'power', 0.25, '250mW'],
    ['1/8 W', 'power', 0.125, '125mW'],
    ['2瓦', 'power', 2, '2W'],
    ['100mA', 'current', 0.1, '100mA'],
    ['100MA', 'current', 0.1, '100mA'], // mega-ampere is never meant
    ['2A', 'current', 2, '2A'],
    ['16MHz', 'frequency', 16e6, '16MHz'],
    ['16MHZ', 'frequency', 16e6, '16MHz'],
    ['16mhz', 'frequency', 16e6, '16MHz'],
    ['32.768kHz', 'frequency', 32_768, '32.768kHz'],
    ['2.4GHz', 'frequency', 2.4e9, '2.4GHz'],
    ['16兆赫', 'frequency', 16e6, '16MHz'],
    ['5mm', 'length', 0.005, '5mm'],
    ['5MM', 'length', 0.005, '5mm'],
    ['2.5厘米', 'length', 0.025, '25mm'],
    ['10mil', 'length', 0.000254, '254μm'],
    ['1m', 'length', 1, '1m'],
    // temperature: held in K, shown in °C
    ['-40℃', 'temperature', 233.15, '-40°C'],
    ['85°C', 'temperature', 358.15, '85°C'],
    ['125摄氏度', 'temperature', 398.15, '125°C'],
    ['10ms', 'time', 0.01, '10ms'],
    ['5ns', 'time', 5e-9, '5ns'],
    ['2.5kg', 'mass', 2.5, '2.5kg'],
    ['500g', 'mass', 0.5, '500g'],
    ['3公斤', 'mass', 3, '3kg'],
    ['235MPa', 'pressure', 235e6, '235MPa'],
    ['210GPa', 'pressure', 210e9, '210GPa'],
    ['10N', 'force', 10, '10N'],
    ['25Nm', 'torque', 25, '25N·m'],
    ['25N·m', 'torque', 25, '25N·m'],
    ['2.5kN', 'force', 2500, '2.5kN'],
    ['10nm', 'length', 1e-8, '10nm'],
    ['1.5kJ', 'energy', 1500, '1.5kJ'],
  ];
  it.each(table)('%j → %s %d (%s)', (text, dimension, value, display) => {
    const q = parseQuantity(text);
    expect(q).not.toBeNull();
    expect(q?.dimension).toBe(dimension);
    expect(q?.value).toBe(value);
    expect(q?.display).toBe(display);
  });
});

describe('parseQuantity: what is not a quantity', () => {
  it.each([
    'M3',
    '3M',
    '10M',
    '10',
    '0.1',
    'k',
    'uF',
    'abc',
    '',
    '   ',
    '10kΩ±1%',
    '1/0W',
    '1/4',
    'GB/T 5782',
    '0805',
    '1.2.3V',
    '2SK3018',
    'M8x30',
    '10C',
    '10G',
    '10S',
    '10P',
  ])('%j is not a quantity', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it('null and undefined are not quantities', () => {
    expect(parseQuantity(null)).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
  });
});

describe('sameQuantity and SI units', () => {
  it.each([
    ['0.1uF', '100nF', true],
    ['100nF', '100000pF', true],
    ['0.1微法', '100nF', true],
    ['10k', '10000Ω', true],
    ['10千欧', '10kohm', true],
    ['4k7', '4.7kΩ', true],
    ['0.3uF', '300nF', true], // 0.3 × 1e-6 is not 3e-7 in floating point
    ['0.7nH', '700pH', true],
    ['1/4W', '250mW', true],
    ['10k', '10kHz', false],
    ['100nF', '100nH', false],
    ['M3', 'M3', false],
  ])('sameQuantity(%j, %j) → %s', (a, b, expected) => {
    expect(sameQuantity(a, b)).toBe(expected);
  });

  it('reports the SI unit', () => {
    expect(parseQuantity('500g')?.unit).toBe('kg');
    expect(parseQuantity('10k')?.unit).toBe('Ω');
    expect(parseQuantity('16MHz')?.unit).toBe('Hz');
    expect(parseQuantity('-40℃')?.unit).toBe('K');
  });
});

describe('parseQuantity: the catalogue spellings in free text', () => {
  it.each([
    ['600N/mm²', 'stress', 6e8],
    ['600 N/mm2', 'stress', 6e8],
    ['7.85g/cm³', 'density', 7850],
    ['1bar', 'pressure', 1e5],
    ['2in', 'length', 0.0508],
    ['±50ppm/K', 'temperature_coefficient', 5e-5],
    ['16.2W/(m·K)', 'thermal_conductivity', 16.2],
  ] as const)('%j → %s %d', (text, dimension, value) => {
    const q = parseQuantity(text.replace('±', ''));
    expect(q?.dimension).toBe(dimension);
    expect(q?.value).toBe(value);
  });
});

// The catalogue's reader of a value of a known dimension (import cells, filter bounds), formerly in
// @jianku/catalog (units.ts), and what it gained from the free-text spellings.
describe('parseQuantityIn', () => {
  it('0.1uF = 100nF = 0.1 µF = 100n (one SI value)', () => {
    const a = parseQuantityIn('100nF', 'capacitance');
    expect(a).toBe(parseQuantityIn('0.1uF', 'capacitance'));
    expect(a).toBe(parseQuantityIn('0.1 µF', 'capacitance'));
    expect(a).toBe(parseQuantityIn('100n', 'capacitance'));
    expect(a).toBe(1e-7);
  });

  it('resistor codes, fractions, bare numbers in the display unit, strengths, percentages', () => {
    expect(parseQuantityIn('18k', 'resistance')).toBe(18_000);
    expect(parseQuantityIn('4R7', 'resistance')).toBe(4.7);
    expect(parseQuantityIn('4K7', 'resistance')).toBe(4700);
    expect(parseQuantityIn('10 kΩ', 'resistance')).toBe(10_000);
    expect(parseQuantityIn('1/10W', 'power')).toBe(0.1);
    expect(parseQuantityIn('16', 'length', 'mm')).toBe(0.016);
    expect(parseQuantityIn('1.6 cm', 'length', 'mm')).toBe(0.016);
    expect(parseQuantityIn('±1%', 'ratio', '%')).toBe(0.01);
    expect(parseQuantityIn('25', 'temperature', '°C')).toBe(298.15);
    expect(parseQuantityIn('600 MPa', 'stress', 'MPa')).toBe(6e8);
    expect(parseQuantityIn('abc', 'resistance')).toBeNull();
    expect(parseQuantityIn('10 kg', 'resistance')).toBeNull();
  });

  it('temperatures in °C, ℃, C or K; a bare number in the display unit', () => {
    expect(parseQuantityIn('-40℃', 'temperature')).toBe(233.15);
    expect(parseQuantityIn('85C', 'temperature')).toBe(358.15);
    expect(parseQuantityIn('300K', 'temperature')).toBe(300);
    expect(parseQuantityIn('300', 'temperature', 'K')).toBe(300);
  });

  it('the free-text spellings of the same dimension, never of another', () => {
    expect(parseQuantityIn('0.1微法', 'capacitance')).toBe(1e-7);
    expect(parseQuantityIn('10千欧', 'resistance')).toBe(10_000);
    expect(parseQuantityIn('2.5厘米', 'length', 'mm')).toBe(0.025);
    expect(parseQuantityIn('125摄氏度', 'temperature', '°C')).toBe(398.15);
    expect(parseQuantityIn('10千欧', 'capacitance')).toBeNull();
    expect(parseQuantityIn('25V', 'current')).toBeNull();
  });
});

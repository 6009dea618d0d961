// Part-number conventions, decoding and SI normalisation.
import { describe, expect, it } from 'vitest';
import { capCode } from '../src/capacitors/mlcc.ts';
import { decodePartNumber, parseQuantity } from '../src/index.ts';
import {
  fourDigitCode,
  letterFourCode,
  threeDigitCode,
  uniroyalFCode,
  uniroyalJCode,
  yageoValueCode,
} from '../src/resistors/chip-resistors.ts';
import { itemByCode, si } from './helpers.ts';

describe('part-number decoding', () => {
  it('YAGEO RC0603FR-0710KL = 10 kΩ 1 % 0603', () => {
    const d = decodePartNumber('RC0603FR-0710KL');
    expect(d?.brandCode).toBe('yageo');
    expect(d?.package).toBe('0603');
    expect(d?.params.resistance?.si).toBe(10_000);
    expect(d?.params.tolerance?.si).toBe(0.01);
    expect(d?.params.power?.si).toBe(0.1);
  });
  it('GRM188R71H104KA93D = 0.1 µF X7R 50 V 0603', () => {
    const d = decodePartNumber('GRM188R71H104KA93D');
    expect(d?.brandCode).toBe('murata');
    expect(d?.package).toBe('0603');
    expect(d?.params.capacitance?.si).toBe(parseQuantity('0.1uF', 'capacitance'));
    expect(d?.params.dielectric?.display).toBe('X7R');
    expect(d?.params.rated_voltage?.si).toBe(50);
    expect(d?.params.tolerance?.si).toBe(0.1);
  });
  it('Samsung, TDK, YAGEO CC and RT decode', () => {
    expect(decodePartNumber('CL10B104KB8NNNC')?.params.capacitance?.si).toBe(1e-7);
    expect(decodePartNumber('CL10A106KP8NNNC')?.params.rated_voltage?.si).toBe(10);
    expect(decodePartNumber('C1608X7R1H104K080AA')?.package).toBe('0603');
    expect(decodePartNumber('CC0603KRX7R9BB104')?.params.rated_voltage?.si).toBe(50);
    const rt = decodePartNumber('RT0603DRE0756RL');
    expect(rt?.params.resistance?.si).toBe(56);
    expect(rt?.params.tolerance?.si).toBe(0.005);
    expect(rt?.params.tcr?.si).toBe(50e-6);
    expect(decodePartNumber('NOT-A-PART')).toBeNull();
  });
  it('generated items carry the parameters their part number encodes', () => {
    for (const code of ['YAGEO-RC0603FR-0710KL', 'YAGEO-RC0402JR-07100KL', 'YAGEO-RT0805BRD071KL']) {
      const it = itemByCode(code);
      const d = decodePartNumber(it.model);
      expect(d?.params.resistance?.si).toBe(it.params.resistance?.si);
      expect(d?.params.tolerance?.si).toBe(it.params.tolerance?.si);
    }
    const cc = itemByCode('YAGEO-CC0603KRX7R9BB104');
    expect(decodePartNumber(cc.model)?.params.capacitance?.si).toBe(cc.params.capacitance?.si);
  });
});

describe('value codes of the makers', () => {
  it('YAGEO letter codes', () => {
    expect([10_000, 10_200, 1_020, 4.7, 1, 100, 49.9, 1e6, 0].map(yageoValueCode)).toEqual([
      '10K',
      '10K2',
      '1K02',
      '4R7',
      '1R',
      '100R',
      '49R9',
      '1M',
      '0R',
    ]);
  });
  it('digit codes (Panasonic, KOA, Fenghua, ROHM) and letter codes (Vishay, Stackpole)', () => {
    expect([10_000, 49_900, 100, 1e6, 49.9, 4.7].map(fourDigitCode)).toEqual([
      '1002',
      '4992',
      '1000',
      '1004',
      '49R9',
      '4R70',
    ]);
    expect([10_000, 10, 4.7, 1e6].map(threeDigitCode)).toEqual(['103', '100', '4R7', '105']);
    expect([10_000, 1_000, 100, 4.7, 1e6].map(letterFourCode)).toEqual([
      '10K0',
      '1K00',
      '100R',
      '4R70',
      '1M00',
    ]);
  });
  it('UNI-ROYAL codes: 0402WGF1002TCE, 0402WGF180JTCE, 0603WAJ0103T5E, 0603WAJ010JT5E', () => {
    expect(uniroyalFCode(10_000)).toBe('1002');
    expect(uniroyalFCode(18)).toBe('180J');
    expect(uniroyalJCode(10_000)).toBe('0103');
    expect(uniroyalJCode(1)).toBe('010J');
    expect(uniroyalJCode(330)).toBe('0331');
    expect(itemByCode('UNIROYAL-0402WGF1002TCE').params.resistance?.si).toBe(10_000);
    expect(itemByCode('UNIROYAL-0603WAJ0103T5E').params.tolerance?.si).toBe(0.05);
  });
  it('real part numbers of each series are generated', () => {
    for (const code of [
      'FENGHUA-RS-03K1002FT',
      'FENGHUA-RS-05K103JT',
      'PANASONIC-ERJ-3EKF1002V',
      'PANASONIC-ERJ-3GEYJ103V',
      'VISHAY-CRCW060310K0FKEA',
      'VISHAY-CRCW060310K0JNEA',
      'KOA-RK73H1JTTD1002F',
      'KOA-RK73B1JTTD103J',
      'ROHM-MCR03EZPFX1002',
      'STACKPOLE-RMCF0603FT10K0',
      'BOURNS-CR0603-FX-1002ELF',
      'BOURNS-CR0603-JW-103ELF',
      'FENGHUA-0603B104K500NT',
      'FENGHUA-0603B103K500NT',
      'YAGEO-CC0603KRX7R9BB104',
      'YAGEO-CC0603MRX5R5BB106',
      'MURATA-LQG15HS10NJ02D',
    ]) {
      expect(itemByCode(code).model).toBe(code.slice(code.indexOf('-') + 1));
    }
  });
  it('capacitance codes', () => {
    expect([100e-9, 4.7e-12, 10e-12, 1e-12, 22e-12, 10e-6].map(capCode)).toEqual([
      '104',
      '4R7',
      '100',
      '1R0',
      '220',
      '106',
    ]);
  });
});

describe('SI normalisation', () => {
  it('100nF and 0.1uF are one value', () => {
    const a = parseQuantity('100nF', 'capacitance');
    expect(a).toBe(parseQuantity('0.1uF', 'capacitance'));
    expect(a).toBe(parseQuantity('0.1 µF', 'capacitance'));
    expect(a).toBe(parseQuantity('100n', 'capacitance'));
    expect(a).toBe(1e-7);
    expect(si(itemByCode('YAGEO-CC0603KRX7R9BB104'), 'capacitance')).toBe(a);
    expect(si(itemByCode('MURATA-GRM188R71H104KA93D'), 'capacitance')).toBe(a);
  });
  it('resistance, power, length, ratio and temperature', () => {
    expect(parseQuantity('18k', 'resistance')).toBe(18_000);
    expect(parseQuantity('4R7', 'resistance')).toBe(4.7);
    expect(parseQuantity('4K7', 'resistance')).toBe(4700);
    expect(parseQuantity('10 kΩ', 'resistance')).toBe(10_000);
    expect(parseQuantity('1/10W', 'power')).toBe(0.1);
    expect(parseQuantity('16', 'length', 'mm')).toBe(0.016);
    expect(parseQuantity('1.6 cm', 'length', 'mm')).toBe(0.016);
    expect(parseQuantity('±1%', 'ratio', '%')).toBe(0.01);
    expect(parseQuantity('25', 'temperature', '°C')).toBe(298.15);
    expect(parseQuantity('600 MPa', 'stress', 'MPa')).toBe(6e8);
    expect(parseQuantity('abc', 'resistance')).toBeNull();
    expect(parseQuantity('10 kg', 'resistance')).toBeNull();
  });
});

// Decoders of more makers' chip resistor ordering codes: the schemes the catalogue's own families build their
// part numbers by (resistors/chip-resistors.ts, the makers' datasheets named there). Each returns null for a
// part number of another scheme.
import { parseDigitValue, parseLetterValue } from './decode-values.ts';
import type { ParamValue } from './types.ts';
import { enumValue, ohm, percent, ppmK, text, watt } from './values.ts';

export interface DecodedResistor {
  brandCode: string;
  series: string;
  size: string;
  params: Record<string, ParamValue>;
}

function resistor(
  brandCode: string,
  series: string,
  size: string,
  r: number | null,
  tol: number,
  power: ParamValue | null,
  tcr: number | null,
): DecodedResistor | null {
  if (r === null || !Number.isFinite(r)) return null;
  const params: Record<string, ParamValue> = {
    resistance: ohm(r),
    tolerance: percent(tol, '±'),
    case_size: text(size),
    technology: enumValue('厚膜'),
  };
  if (power) params.power = power;
  if (tcr !== null) params.tcr = ppmK(tcr);
  return { brandCode, series, size, params };
}

/**
 * Panasonic ERJ thick film (datasheets AOA0000C304 / AOA0000C301): ERJ-3EKF1002V = 0603 10 kΩ ±1 % (four-digit
 * value), ERJ-3GEYJ103V = 0603 10 kΩ ±5 % (three-digit value); size digit 2 = 0402, 3 = 0603, 6 = 0805,
 * 8 = 1206; packaging X (0402) or V.
 */
const ERJ_SIZE: Record<string, [string, number]> = {
  '2': ['0402', 0.1],
  '3': ['0603', 0.1],
  '6': ['0805', 0.125],
  '8': ['1206', 0.25],
};
function panasonicErj(s: string): DecodedResistor | null {
  const one = /^ERJ-?([2368])(?:RK|EK|EN)F(\d{4}|\d{1,2}R\d{1,2})([XV])$/.exec(s);
  const five = one ? null : /^ERJ-?([2368])GEY?J(\d{3}|\dR\d)([XV])$/.exec(s);
  const m = one ?? five;
  if (!m) return null;
  const size = ERJ_SIZE[m[1] as string];
  if (!size) return null;
  return resistor(
    'panasonic',
    'ERJ',
    size[0],
    parseDigitValue(m[2] as string),
    one ? 1 : 5,
    watt(size[1]),
    one ? 100 : null,
  );
}

/**
 * Vishay D/CRCW e3 (document 20035): CRCW060310K0FKEA = 0603 10 kΩ ±1 % ±100 ppm/K; value in four characters
 * with R/K/M as the point, tolerance F/J, TCR K (±100) or N (±200), packaging E.. and an optional suffix.
 */
const CRCW_POWER: Record<string, number> = {
  '0402': 0.063,
  '0603': 0.1,
  '0805': 0.125,
  '1206': 0.25,
  '1210': 0.5,
  '2010': 0.75,
  '2512': 1,
};
function vishayCrcw(s: string): DecodedResistor | null {
  const m = /^CRCW(0402|0603|0805|1206|1210|2010|2512)(\d+[RKM]\d*)([FJ])([KN])E[A-Z]{1,2}[A-Z0-9]*$/.exec(s);
  if (!m) return null;
  const [, size = '', code = '', tol = '', tcr = ''] = m;
  if (code.length !== 4) return null;
  return resistor(
    'vishay',
    'CRCW e3',
    size,
    parseLetterValue(code),
    tol === 'F' ? 1 : 5,
    watt(CRCW_POWER[size] as number),
    tcr === 'K' ? 100 : 200,
  );
}

/**
 * UNI-ROYAL thick film (0402W/0603W/0805W/1206W specification): 0603WAF1002T5E = 0603 10 kΩ ±1 %; ±1 %: three
 * significant digits and a multiplier digit (J = ×0.1, K = ×0.01); ±5 %: "0", two digits and the multiplier
 * (0603WAJ0103T5E = 10 kΩ ±5 %); power code WG 1/16 W, WA 1/10 W, W8 1/8 W, W4 1/4 W.
 */
const UNIROYAL_POWER: Record<string, [number, string]> = {
  WG: [1 / 16, '1/16'],
  WA: [1 / 10, '1/10'],
  W8: [1 / 8, '1/8'],
  W4: [1 / 4, '1/4'],
};
function uniroyal(s: string): DecodedResistor | null {
  const m = /^(0402|0603|0805|1206)(WG|WA|W8|W4)([FJ])(\d{3}[0-9JK])(TCE|T5E)$/.exec(s);
  if (!m) return null;
  const [, size = '', pw = '', tol = '', code = ''] = m;
  const digits = tol === 'F' ? code.slice(0, 3) : code.slice(1, 3);
  if (tol === 'J' && !code.startsWith('0')) return null;
  const mult = code[3] === 'J' ? 0.1 : code[3] === 'K' ? 0.01 : 10 ** Number(code[3]);
  const r = Number((Number(digits) * mult).toPrecision(12));
  const power = UNIROYAL_POWER[pw] as [number, string];
  const tcr = tol === 'F' && r >= 10 ? 100 : null;
  return resistor('uniroyal', 'W (厚膜片式)', size, r, tol === 'F' ? 1 : 5, watt(power[0], power[1]), tcr);
}

/** A chip resistor part number of Panasonic ERJ, Vishay CRCW or UNI-ROYAL (upper case), or null. */
export function decodeMoreChipResistors(s: string): DecodedResistor | null {
  return panasonicErj(s) ?? vishayCrcw(s) ?? uniroyal(s);
}

// Decode makers' part numbers into parameters (resistors, MLCCs, power inductors, diodes, transistors, MOSFETs,
// crystals, linear regulators and wire-to-board headers of the systematic schemes).
import { decodeMoreChipResistors } from './decode-chip-resistors.ts';
import { decodeConnector } from './decode-connectors.ts';
import { decodeCrystal } from './decode-crystals.ts';
import { decodeDiscrete } from './decode-discretes.ts';
import { decodeInductor } from './decode-inductors.ts';
import { decodeMosfet } from './decode-mosfets.ts';
import { decodeRegulator } from './decode-regulators.ts';
import { parseDigitValue, parseLetterValue } from './decode-values.ts';
import type { DecodedPart } from './decoded-part.ts';

export { parseDigitValue, parseLetterValue };

import type { ParamValue } from './types.ts';
import { enumValue, farad, ohm, percent, ppmK, text, volt, watt } from './values.ts';

export type { DecodedPart };

/** EIA capacitance code in pF: 104 → 100 nF, 4R7 → 4.7 pF. */
export function parseCapCode(code: string): number | null {
  if (/^\dR\d$/.test(code)) return Number(code.replace('R', '.')) * 1e-12;
  const m = /^(\d\d)(\d)$/.exec(code);
  if (!m) return null;
  return Number((Number(m[1]) * 10 ** Number(m[2]) * 1e-12).toPrecision(12));
}

const RES_TOL: Record<string, number> = { L: 0.01, P: 0.02, W: 0.05, B: 0.1, C: 0.25, D: 0.5, F: 1, J: 5 };
const YAGEO_RC_POWER: Record<string, [number, string]> = {
  '0201': [1 / 20, '1/20'],
  '0402': [1 / 16, '1/16'],
  '0603': [1 / 10, '1/10'],
  '0805': [1 / 8, '1/8'],
  '1206': [1 / 4, '1/4'],
  '1210': [1 / 2, '1/2'],
  '2010': [3 / 4, '3/4'],
  '2512': [1, '1'],
};
const CAP_TOL: Record<string, number> = { F: 1, G: 2, J: 5, K: 10, M: 20 };
const DIEL: Record<string, string> = {
  NPO: 'C0G (NP0)',
  C0G: 'C0G (NP0)',
  '5C': 'C0G (NP0)',
  X7R: 'X7R',
  R7: 'X7R',
  X5R: 'X5R',
  R6: 'X5R',
};

function mlcc(
  brandCode: string,
  series: string,
  size: string,
  diel: string | undefined,
  v: number | undefined,
  f: number | null,
  tol: string,
): DecodedPart | null {
  if (!diel || v === undefined || f === null) return null;
  const params: Record<string, ParamValue> = {
    capacitance: farad(f),
    rated_voltage: volt(v),
    dielectric: enumValue(diel),
    case_size: text(size),
  };
  const pct = CAP_TOL[tol];
  if (pct !== undefined) params.tolerance = percent(pct, '±');
  return { brandCode, series, categoryCode: 'comp.passive.capacitor.mlcc', package: size, params };
}

/** RALEC RTT size codes (IE-SP-010 explanation of part numbers) and the rated power of the rows read. */
const RALEC_RTT_SIZE: Record<string, string> = {
  '01': '0201',
  '02': '0402',
  '03': '0603',
  '05': '0805',
  '06': '1206',
  '12': '1210',
  '18': '1812',
  '20': '2010',
  '25': '2512',
};
const RALEC_RTT_POWER: Record<string, [number, string]> = {
  '05': [1 / 8, '1/8'],
  '06': [1 / 4, '1/4'],
  '12': [1 / 2, '1/2'],
  '20': [3 / 4, '3/4'],
  '25': [1, '1'],
};

const METRIC: Record<string, string> = {
  '0603': '0201',
  '1005': '0402',
  '1608': '0603',
  '2012': '0805',
  '3216': '1206',
  '3225': '1210',
};

/**
 * Decode a part number of a supported scheme; null when the scheme is not recognised. The resistor schemes
 * (RC, AC, RT, RTT, RM02) and the MLCC schemes (CC, GRM, CL, C + metric size) start differently, so at most
 * one of the two readers recognises a part number.
 */
export function decodePartNumber(mpn: string): DecodedPart | null {
  const s = mpn.trim().toUpperCase();
  if (s.length > 40) return null;
  return (
    decodeResistor(s) ??
    decodeOther(s) ??
    decodeMlcc(s) ??
    decodeInductor(s) ??
    decodeDiscrete(s) ??
    decodeMosfet(s) ??
    decodeCrystal(s) ??
    decodeRegulator(s) ??
    decodeConnector(s)
  );
}

/** Panasonic ERJ, Vishay CRCW and UNI-ROYAL chip resistors (decode-chip-resistors.ts). */
function decodeOther(s: string): DecodedPart | null {
  const r = decodeMoreChipResistors(s);
  if (!r) return null;
  return {
    brandCode: r.brandCode,
    series: r.series,
    categoryCode: 'comp.passive.resistor.chip',
    package: r.size,
    params: r.params,
  };
}

/** Resistor part numbers (upper case): YAGEO RC / AC / RT, RALEC RTT, TA-I RM02. */
function decodeResistor(s: string): DecodedPart | null {
  // YAGEO RC / AC thick film: RC0603FR-0710KL
  let m = /^(RC|AC)(\d{4})([BDFJ])([RKS])-(07|10|13|7W|3W)([0-9RKM]+)L$/.exec(s);
  if (m) {
    const [, series = '', size = '', tol = '', , reel = '', code = ''] = m;
    const r = parseLetterValue(code);
    if (r === null) return null;
    const params: Record<string, ParamValue> = {
      resistance: ohm(r),
      case_size: text(size),
      technology: enumValue('厚膜'),
    };
    if (r > 0) params.tolerance = percent(RES_TOL[tol] ?? 0, '±');
    const pw = YAGEO_RC_POWER[size];
    if (pw) params.power = reel.endsWith('W') ? watt(pw[0] * 2) : watt(pw[0], pw[1]);
    if (r > 0) params.tcr = ppmK(r <= 10 ? 200 : 100);
    return { brandCode: 'yageo', series, categoryCode: 'comp.passive.resistor.chip', package: size, params };
  }

  // YAGEO RT thin film: RT0603BRD0710KL
  m = /^RT(\d{4})([LPWBCDF])([RK])([ABCDE])(07|10|13)([0-9RKM]+)L$/.exec(s);
  if (m) {
    const [, size = '', tol = '', , tcr = '', , code = ''] = m;
    const r = parseLetterValue(code);
    if (r === null) return null;
    const tcrPpm = { A: 5, B: 10, C: 15, D: 25, E: 50 }[tcr as 'A'];
    return {
      brandCode: 'yageo',
      series: 'RT',
      categoryCode: 'comp.passive.resistor.chip',
      package: size,
      params: {
        resistance: ohm(r),
        tolerance: percent(RES_TOL[tol] ?? 0, '±'),
        tcr: ppmK(tcrPpm),
        case_size: text(size),
        technology: enumValue('薄膜'),
      },
    };
  }

  // RALEC RTT thick film: RTT052203FTP (size, value 3 digits for E24 / 4 digits for E96, tolerance, packaging)
  m = /^RTT(01|02|03|05|06|12|18|20|25)(\d{3,4}|\dR\d\d?|\d\dR\d)([BDFGJ])(TH|TP|P2|P3|P4|TE|BA)$/.exec(s);
  if (m) {
    const [, sz = '', code = '', tol = ''] = m;
    const r = parseDigitValue(code);
    const size = RALEC_RTT_SIZE[sz];
    if (r === null || !size) return null;
    const params: Record<string, ParamValue> = {
      resistance: ohm(r),
      case_size: text(size),
      technology: enumValue('厚膜'),
    };
    if (r > 0) params.tolerance = percent(RES_TOL[tol] ?? 0, '±');
    const pw = RALEC_RTT_POWER[sz];
    if (pw) params.power = watt(pw[0], pw[1]);
    return {
      brandCode: 'ralec',
      series: 'RTT',
      categoryCode: 'comp.passive.resistor.chip',
      package: size,
      params,
    };
  }

  // TA-I RM02 thick film (0201, 1/20 W): RM02FTN1200 (tolerance, packaging TN, value 3 or 4 digits)
  m = /^RM02([DFGJ])TN(0|\d{3,4}|\dR\d\d?|\d\dR\d)$/.exec(s);
  if (m) {
    const [, tol = '', code = ''] = m;
    const r = parseDigitValue(code);
    if (r === null) return null;
    const params: Record<string, ParamValue> = {
      resistance: ohm(r),
      case_size: text('0201'),
      technology: enumValue('厚膜'),
      power: watt(1 / 20, '1/20'),
    };
    if (r > 0) params.tolerance = percent(RES_TOL[tol] ?? 0, '±');
    return {
      brandCode: 'ta-i',
      series: 'RM',
      categoryCode: 'comp.passive.resistor.chip',
      package: '0201',
      params,
    };
  }

  return null;
}

/** MLCC part numbers (upper case): YAGEO CC, Murata GRM, Samsung CL, TDK C. */
function decodeMlcc(s: string): DecodedPart | null {
  // YAGEO CC: CC0603KRX7R9BB104
  let m = /^CC(\d{4})([BCDFGJKMZ])([RKPF])(NPO|X7R|X5R)([05-9])B([NB])(\d{3}|\dR\d)$/.exec(s);
  if (m) {
    const [, size = '', tol = '', , tc = '', vc = '', , cap = ''] = m;
    const v = { '5': 6.3, '6': 10, '7': 16, '8': 25, '9': 50, '0': 100 }[vc as '5'];
    return mlcc('yageo', 'CC', size, DIEL[tc], v, parseCapCode(cap), tol);
  }

  // Murata GRM: GRM188R71H104KA93D (size, thickness, TC, voltage, value, tolerance, ...)
  m = /^GRM(03|15|18|21|31|32)(\w)(5C|R7|R6)(0J|1A|1C|1E|1V|1H|2A)(\d{3}|\dR\d)([BCDFGJKM])/.exec(s);
  if (m) {
    const [, sz = '', , tc = '', vc = '', cap = '', tol = ''] = m;
    const size = { '03': '0201', '15': '0402', '18': '0603', '21': '0805', '31': '1206', '32': '1210' }[
      sz as '03'
    ];
    const v = { '0J': 6.3, '1A': 10, '1C': 16, '1E': 25, '1V': 35, '1H': 50, '2A': 100 }[vc as '0J'];
    return mlcc('murata', 'GRM', size, DIEL[tc], v, parseCapCode(cap), tol);
  }

  // Samsung CL: CL10B104KB8NNNC (size, TC, value, tolerance, voltage, ...)
  m = /^CL(05|10|21|31|32)([ABC])(\d{3}|\dR\d)([BCDFGJKM])([RQPOALBC])/.exec(s);
  if (m) {
    const [, sz = '', tc = '', cap = '', tol = '', vc = ''] = m;
    const size = { '05': '0402', '10': '0603', '21': '0805', '31': '1206', '32': '1210' }[sz as '05'];
    const diel = { A: 'X5R', B: 'X7R', C: 'C0G (NP0)' }[tc as 'A'];
    const v = { R: 4, Q: 6.3, P: 10, O: 16, A: 25, L: 35, B: 50, C: 100 }[vc as 'R'];
    return mlcc('samsung-em', 'CL', size, diel, v, parseCapCode(cap), tol);
  }

  // TDK C: C1608X7R1H104K080AA (metric size, TC, voltage, value, tolerance, thickness, ...)
  m = /^C(0603|1005|1608|2012|3216|3225)(X7R|X5R|C0G)(0J|1A|1C|1E|1V|1H|2A)(\d{3}|\dR\d)([BCDFGJKM])/.exec(s);
  if (m) {
    const [, metric = '', tc = '', vc = '', cap = '', tol = ''] = m;
    const v = { '0J': 6.3, '1A': 10, '1C': 16, '1E': 25, '1V': 35, '1H': 50, '2A': 100 }[vc as '0J'];
    return mlcc('tdk', 'C', METRIC[metric] ?? metric, DIEL[tc], v, parseCapCode(cap), tol);
  }

  return null;
}

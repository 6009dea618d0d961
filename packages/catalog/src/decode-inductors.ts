// Inductor part numbers read by their makers' ordering codes: TDK TFM-ALMA (inductors/tdk-tfm.ts), Würth WE-XHMI /
// WE-LHMI (inductors/we-power.ts: size code + value code, the size codes of the series tables), Murata LQG15HS and
// Sunlord SWPA (the constructions inductors/chip-inductors.ts gives; only the letters it names are read).

import type { DecodedPart } from './decoded-part.ts';
import { readTfmAlma } from './inductors/tdk-tfm.ts';
import { WE_LHMI } from './inductors/we-lhmi.data.ts';
import { type WeSeries, weSizeCode, weValueCode } from './inductors/we-power.ts';
import { WE_XHMI } from './inductors/we-xhmi.data.ts';
import { henry, percent, text } from './values.ts';

/** What a part number of these codes decodes to (decoded-part.ts). */
export type DecodedInductor = DecodedPart;

const CATEGORY = 'comp.passive.inductor.chip';

function tfm(s: string): DecodedInductor | null {
  const c = readTfmAlma(s);
  if (!c) return null;
  return {
    brandCode: 'tdk',
    series: 'TFM-ALMA',
    categoryCode: CATEGORY,
    package: c.size,
    params: {
      inductance: henry(c.henry),
      tolerance: percent(20, '±'),
      case_size: text(c.caseSize),
    },
  };
}

function we(s: string, series: WeSeries): DecodedInductor | null {
  if (!/^\d+$/.test(s)) return null;
  const size = weSizeCode(s, series.sizeCodes);
  if (!size) return null;
  const code = s.slice(size.length);
  return {
    brandCode: 'we',
    series: series.name,
    categoryCode: CATEGORY,
    package: `${series.name} ${size}`,
    params: {
      inductance: henry(weValueCode(code)),
      tolerance: percent(20, '±'),
      case_size: text(`${series.name} ${size}`),
    },
  };
}

/** Murata LQG15HS: value 1N0 = 1.0 nH, 10N = 10 nH, R10 = 100 nH; S = ±0.3 nH, J = ±5 %; 02 D. */
function lqg15hs(s: string): DecodedInductor | null {
  const m = /^LQG15HS(\dN\d|\d\dN|R\d\d)([SJ])02D$/.exec(s);
  if (!m) return null;
  const [, code = '', tol = ''] = m;
  const nh = code.startsWith('R')
    ? Number(`0.${code.slice(1)}`) * 1000
    : Number(code.replace(/N$/, '').replace('N', '.'));
  const h = Number((nh * 1e-9).toPrecision(12));
  return {
    brandCode: 'murata',
    series: 'LQG15HS',
    categoryCode: CATEGORY,
    package: '0402',
    params: {
      inductance: henry(h),
      ...(tol === 'S'
        ? { tolerance_abs: { ...henry(0.3e-9), display: '±0.3 nH' } }
        : { tolerance: percent(5, '±') }),
      case_size: text('0402'),
    },
  };
}

/** Sunlord SWPA: size code L(=W) and H in 0.1 mm (4030 = 4.0×4.0×3.0 mm), S, value in µH (4R7, 100 = 10), M = ±20 %, T. */
function swpa(s: string): DecodedInductor | null {
  const m = /^SWPA(\d\d)(\d\d)S(\dR\d|\d{3})MT$/.exec(s);
  if (!m) return null;
  const [, lw = '', hh = '', code = ''] = m;
  const uh = code.includes('R')
    ? Number(code.replace('R', '.'))
    : Number(code.slice(0, 2)) * 10 ** Number(code[2]);
  const side = (Number(lw) / 10).toFixed(1);
  const size = `${side}×${side}×${(Number(hh) / 10).toFixed(1)} mm`;
  return {
    brandCode: 'sunlord',
    series: 'SWPA',
    categoryCode: CATEGORY,
    package: size,
    params: {
      inductance: henry(Number((uh * 1e-6).toPrecision(12))),
      tolerance: percent(20, '±'),
      case_size: text(size),
    },
  };
}

/** An inductor part number of a known scheme, or null. `s` is upper case. */
export function decodeInductor(s: string): DecodedInductor | null {
  return tfm(s) ?? we(s, WE_XHMI) ?? we(s, WE_LHMI) ?? lqg15hs(s) ?? swpa(s);
}

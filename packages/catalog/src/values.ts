// Parameter values of the catalogue ({ display, si, unit }) in the one quantity model of @jianku/rules (SI,
// temperature in K): the builders the data files use (mm, ohm, farad, celsius …) and the catalogue's display of
// an SI value (10 kΩ, 16 mm, 25 °C). Reading what people type is parseQuantityIn of @jianku/rules.
import { CELSIUS_ZERO, type Dimension, roundSignificant } from '@jianku/rules';
import type { ParamValue } from './types.ts';

/** Plain decimal text with at most `digits` significant digits and no trailing zeros. */
export function num(n: number, digits = 6): string {
  if (n === 0) return '0';
  const s = Number.parseFloat(n.toPrecision(digits)).toString();
  if (s.includes('e')) return n.toFixed(12).replace(/\.?0+$/, '');
  return s;
}

/** Engineering notation with an SI prefix: 10000 Ω → "10 kΩ", 1e-7 F → "100 nF". */
export function withPrefix(value: number, unit: string, allowed = 'pnµmkMG'): string {
  if (value === 0) return `0 ${unit}`;
  const steps: Array<[string, number]> = [
    ['G', 1e9],
    ['M', 1e6],
    ['k', 1e3],
    ['', 1],
    ['m', 1e-3],
    ['µ', 1e-6],
    ['n', 1e-9],
    ['p', 1e-12],
  ];
  const abs = Math.abs(value);
  for (const [p, f] of steps) {
    if (p !== '' && !allowed.includes(p)) continue;
    if (abs >= f * 0.9999999) return `${num(value / f)} ${p}${unit}`;
  }
  const last = steps.filter(([p]) => p === '' || allowed.includes(p)).at(-1) ?? ['', 1];
  return `${num(value / last[1])} ${last[0]}${unit}`;
}

// ---- value builders used by the data files ------------------------------------------------------

const v = (display: string, si: number | null, unit: string, siMax?: number): ParamValue =>
  siMax === undefined ? { display, si, unit } : { display, si, unit, siMax };

/** Length given in millimetres. */
export const mm = (x: number): ParamValue => v(`${num(x)} mm`, roundSignificant(x / 1000), 'm');
export const mmRange = (a: number, b: number): ParamValue =>
  v(`${num(a)}~${num(b)} mm`, roundSignificant(a / 1000), 'm', roundSignificant(b / 1000));
export const ohm = (x: number): ParamValue => v(withPrefix(x, 'Ω', 'mkMG'), roundSignificant(x), 'Ω');
export const farad = (x: number): ParamValue => v(withPrefix(x, 'F', 'pnµm'), roundSignificant(x), 'F');
export const henry = (x: number): ParamValue => v(withPrefix(x, 'H', 'nµm'), roundSignificant(x), 'H');
export const volt = (x: number): ParamValue => v(`${num(x)} V`, roundSignificant(x), 'V');
export const ampere = (x: number): ParamValue => v(withPrefix(x, 'A', 'µm'), roundSignificant(x), 'A');
export const hertz = (x: number): ParamValue => v(withPrefix(x, 'Hz', 'kMG'), roundSignificant(x), 'Hz');
export const seconds = (x: number): ParamValue => v(withPrefix(x, 's', 'pnµm'), roundSignificant(x), 's');
/** Power; `fraction` keeps the rating the way datasheets print it ("1/10 W"). */
export const watt = (x: number, fraction?: string): ParamValue =>
  v(
    fraction ? `${fraction} W (${withPrefix(x, 'W', 'm')})` : withPrefix(x, 'W', 'm'),
    roundSignificant(x),
    'W',
  );
/** Percent given as a percent number (1 → 1 %, stored 0.01). */
export const percent = (x: number, sign = ''): ParamValue =>
  v(`${sign}${num(x)} %`, roundSignificant(x / 100), '');
/** A ± deviation given in ppm (10 → ±10 ppm, stored 1e-5), or a signed range in ppm (-15, 5 → -15~+5 ppm). */
export const ppm = (x: number, max?: number): ParamValue =>
  max === undefined
    ? v(`±${num(x)} ppm`, roundSignificant(x * 1e-6), '')
    : v(`${num(x)}~+${num(max)} ppm`, roundSignificant(x * 1e-6), '', roundSignificant(max * 1e-6));
/** ±ppm/K given in ppm. */
export const ppmK = (x: number): ParamValue => v(`±${num(x)} ppm/K`, roundSignificant(x * 1e-6), '1/K');
export const kN = (x: number): ParamValue => v(`${num(x)} kN`, roundSignificant(x * 1000), 'N');
export const bytes = (x: number): ParamValue => {
  const d = x >= 1024 * 1024 ? `${num(x / 1024 / 1024)} MB` : x >= 1024 ? `${num(x / 1024)} KB` : `${x} B`;
  return v(d, x, 'B');
};
export const count = (x: number): ParamValue => v(String(x), x, '');
export const celsius = (x: number): ParamValue => v(`${num(x)} °C`, roundSignificant(x + CELSIUS_ZERO), 'K');
export const celsiusRange = (a: number, b: number): ParamValue =>
  v(`${num(a)}~${num(b)} °C`, roundSignificant(a + CELSIUS_ZERO), 'K', roundSignificant(b + CELSIUS_ZERO));
export const enumValue = (s: string): ParamValue => v(s, null, '');
export const text = (s: string): ParamValue => v(s, null, '');

/**
 * Format an SI value of a dimension the way the catalogue displays it; `unit` is the parameter's display unit,
 * which picks ppm over % for a ratio given in ppm (a crystal's frequency tolerance: 1e-5 → '10 ppm').
 */
export function formatQuantity(si: number, dimension: Dimension, unit?: string): string {
  if (dimension === 'ratio' && unit === 'ppm') return `${num(si * 1e6)} ppm`;
  switch (dimension) {
    case 'length':
      return mm(si * 1000).display;
    case 'resistance':
      return ohm(si).display;
    case 'capacitance':
      return farad(si).display;
    case 'inductance':
      return henry(si).display;
    case 'voltage':
      return volt(si).display;
    case 'current':
      return ampere(si).display;
    case 'power':
      return withPrefix(si, 'W', 'm');
    case 'frequency':
      return hertz(si).display;
    case 'time':
      return seconds(si).display;
    case 'temperature':
      return `${num(si - CELSIUS_ZERO)} °C`;
    case 'ratio':
      return `${num(si * 100)} %`;
    case 'temperature_coefficient':
      return `±${num(si * 1e6)} ppm/K`;
    case 'stress':
      return si >= 1e9 * 0.9999 && si % 1e8 === 0 ? `${num(si / 1e9)} GPa` : `${num(si / 1e6)} MPa`;
    case 'pressure':
      return withPrefix(si, 'Pa', 'kMG');
    case 'density':
      return `${num(si / 1000)} g/cm³`;
    case 'mass':
      return si < 1 ? `${num(si * 1000)} g` : `${num(si)} kg`;
    case 'force':
      return si >= 1000 ? `${num(si / 1000)} kN` : `${num(si)} N`;
    case 'data_size':
      return bytes(si).display;
    case 'thermal_conductivity':
      return `${num(si)} W/(m·K)`;
    case 'thermal_expansion':
      return `${num(si * 1e6)} ×10⁻⁶/K`;
    default:
      return num(si);
  }
}

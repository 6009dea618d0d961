/**
 * Reading quantities as people type them, into the one quantity model (dimension.ts): `parseQuantity` reads free
 * text (a search word: 0.1uF, 100nF, 0.1微法, 10k, 10千欧, 25V, 1/4W, -40℃) and finds the dimension from the unit;
 * `parseQuantityIn` reads a value of a known dimension (an import cell, a filter bound: 16 for a length shown in
 * mm, 4K7, 1/10W, 600 MPa, 25 for a temperature in °C). Both know every spelling of spellings.ts.
 */
import { CELSIUS_ZERO, type Dimension, roundSignificant, SI_UNIT, shift } from './dimension.ts';
import { formatQuantity } from './format.ts';
import { FIXED, lookupUnit, PREFIX_FACTOR } from './spellings.ts';

export interface Quantity {
  /** the value in the SI unit of the dimension (kg for mass, K for temperature) */
  value: number;
  dimension: Dimension;
  /** the SI unit: F, H, Ω, V, A, W, Hz, m, K, s, kg, Pa, N, N·m, J … */
  unit: string;
  /** the value written with an engineering prefix: '100nF', '4.7kΩ', '-40°C' */
  display: string;
}

/** RKM / resistor-code notation: 4k7 = 4.7 kΩ, 4R7 = 4.7 Ω, 2M2 = 2.2 MΩ, 4n7 = 4.7 nF, 2u2H = 2.2 μH. */
const RKM = /^(\d+)([RKkMpnuμ])(\d+)(.*)$/;
const RKM_EXP: Readonly<Record<string, number>> = { R: 0, K: 3, k: 3, M: 6, p: -12, n: -9, u: -6, μ: -6 };
const NUMBER = /^([+-]?)(?:(\d+)\/(\d+)|(\d+(?:\.\d*)?|\.\d+)(?:[eE]([+-]?\d+))?)(.*)$/;

function quantityOf(value: number, dimension: Dimension): Quantity {
  const v = roundSignificant(value);
  return { value: v, dimension, unit: SI_UNIT[dimension], display: formatQuantity(v, dimension) };
}

function parseRkm(text: string): Quantity | null {
  const m = RKM.exec(text);
  if (!m) return null;
  const [, whole = '', letter = '', fraction = '', rest = ''] = m;
  const number = Number(`${whole}.${fraction}e${RKM_EXP[letter] ?? 0}`);
  let dimension: Dimension;
  if ('RKkM'.includes(letter)) {
    const unit = rest === '' ? undefined : lookupUnit(rest);
    if (rest !== '' && !(unit?.dimension === 'resistance' && unit.exp === 0 && unit.scale === undefined)) {
      return null;
    }
    dimension = 'resistance';
  } else if (rest === '' || /^f$/i.test(rest)) {
    dimension = 'capacitance';
  } else if (/^h$/i.test(rest)) {
    dimension = 'inductance';
  } else {
    return null;
  }
  return quantityOf(number, dimension);
}

/**
 * Read a quantity: a number (12, 0.1, .5, 1e3, 1/4) with an optional sign, then a unit with an optional SI
 * prefix, in Latin or Chinese (0.1uF, 100nF, 0.1微法, 10kΩ, 10kohm, 10千欧, 25V, 1/4W, 100mA, 16MHz, -40℃,
 * 600N/mm², 7.85g/cm³), or resistor notation (4k7, 4R7). Full-width characters and spaces are accepted. A bare
 * k is resistance (10k), a bare p, n or u capacitance (100n); a bare M is nothing (3M is a company, M3 a screw
 * size), nor are a bare C or K (10C, 300K: read as temperatures only where the dimension is known). Prefix case
 * decides where it matters (mΩ / MΩ); input in the wrong case falls back to the meaningful reading (16MHZ,
 * 100MA → 100 mA; MF is mF as in SPEC-5.24). Returns null for anything else, including plain numbers.
 */
export function parseQuantity(text: string | null | undefined): Quantity | null {
  if (!text) return null;
  const compact = text
    .normalize('NFKC')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/µ/g, 'μ')
    .replace(/\s+/g, '');
  if (compact === '') return null;
  const rkm = parseRkm(compact);
  if (rkm) return rkm;
  const m = NUMBER.exec(compact);
  if (!m) return null;
  const [, sign = '', numerator, denominator, decimal, exponent, unitText = ''] = m;
  if (unitText === '') return null;
  const unit = lookupUnit(unitText);
  if (!unit) return null;
  let value: number;
  if (numerator !== undefined && denominator !== undefined) {
    const den = Number(denominator);
    if (den === 0) return null;
    value = shift(roundSignificant(Number(numerator) / den), unit.exp);
  } else {
    value = Number(`${decimal}e${Number(exponent ?? 0) + unit.exp}`);
  }
  if (unit.scale !== undefined) value *= unit.scale;
  if (!Number.isFinite(value)) return null;
  return quantityOf((sign === '-' ? -value : value) + (unit.offset ?? 0), unit.dimension);
}

/** Whether two texts name the same quantity (same dimension and value): '0.1uF' and '100nF'. */
export function sameQuantity(a: string, b: string): boolean {
  const qa = parseQuantity(a);
  const qb = parseQuantity(b);
  return qa !== null && qb !== null && qa.dimension === qb.dimension && qa.value === qb.value;
}

// ---- a value of a known dimension --------------------------------------------------------------------------

/** Factor from a parameter's display unit to SI (used for bare numbers: 16 in a column shown in mm). */
export function displayFactor(dimension: Dimension, unit: string): number {
  if (dimension === 'temperature') return 1;
  const spec = FIXED[dimension];
  if (!spec || unit === '') return 1;
  const direct = spec.units[unit];
  if (direct !== undefined) return direct;
  if (spec.prefixes) {
    const p = PREFIX_FACTOR[unit[0] ?? ''];
    const rest = spec.units[unit.slice(1)];
    if (p !== undefined && rest !== undefined) return p * rest;
  }
  return 1;
}

/** A temperature: a number with °C, ℃, C or K, or bare (in the display unit: K when it is K, else °C). */
function parseTemperature(s: string, displayUnit: string): number | null {
  const m = /^(-?\d+(?:\.\d+)?)(°C|℃|C|K)?$/.exec(s);
  if (!m) return null;
  const x = Number(m[1]);
  const unit = m[2] ?? (displayUnit === 'K' ? 'K' : '°C');
  return roundSignificant(unit === 'K' ? x : x + CELSIUS_ZERO);
}

/** A number with a unit of the dimension's fixed spellings (or none), in SI; null when unreadable. */
function parseFixed(s: string, dimension: Dimension, displayUnit: string): number | null {
  // Resistor code notation: 4R7, 4K7, 1M5, 10K (letter as decimal point).
  if (dimension === 'resistance') {
    const rc = /^(\d+)([RKM])(\d*)(Ω|ohm)?$/i.exec(s);
    if (rc) {
      const mult = { R: 1, K: 1e3, M: 1e6 }[(rc[2] ?? 'R').toUpperCase() as 'R' | 'K' | 'M'];
      return roundSignificant(Number(`${rc[1]}.${rc[3] || '0'}`) * mult);
    }
  }
  // Fractional power ratings: 1/10W.
  const frac = /^(\d+)\/(\d+)(.*)$/.exec(s);
  let x: number;
  let rest: string;
  if (frac) {
    x = Number(frac[1]) / Number(frac[2]);
    rest = frac[3] ?? '';
  } else {
    const m = /^(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(.*)$/.exec(s);
    if (!m) return null;
    x = Number(m[1]);
    rest = m[2] ?? '';
  }
  if (!Number.isFinite(x)) return null;
  if (rest === '') return roundSignificant(x * displayFactor(dimension, displayUnit));
  const spec = FIXED[dimension];
  if (!spec) return null;
  const direct = spec.units[rest];
  if (direct !== undefined) return roundSignificant(x * direct);
  const p = PREFIX_FACTOR[rest[0] ?? ''];
  if (p !== undefined && spec.prefixes) {
    const tail = rest.slice(1);
    if (tail === '') return roundSignificant(x * p); // "18k", "100n"
    const u = spec.units[tail];
    if (u !== undefined) return roundSignificant(x * p * u);
  }
  return null;
}

/**
 * Read a value of a known dimension into SI: the catalogue's spellings first (a bare number is in the
 * parameter's display unit `displayUnit`, so "16" for a length shown in mm is 0.016 m; 4K7; 1/10W; ±1%; 25 for
 * a temperature shown in °C is 298.15 K), then every free-text spelling of the same dimension (0.1微法, 10千欧,
 * 2.5厘米). Returns null when unreadable or of another dimension.
 */
export function parseQuantityIn(input: string, dimension: Dimension, displayUnit = ''): number | null {
  const s = input.trim().replace(/\s+/g, '').replace(/^±/, '').replace(/,/g, '');
  if (s === '') return null;
  const fixed =
    dimension === 'temperature' ? parseTemperature(s, displayUnit) : parseFixed(s, dimension, displayUnit);
  if (fixed !== null) return fixed;
  const free = parseQuantity(s);
  return free !== null && free.dimension === dimension ? free.value : null;
}

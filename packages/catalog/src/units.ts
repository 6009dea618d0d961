// Minimal SI arithmetic for the catalogue: format values for display and parse what people type
// ("0.1uF", "100nF", "18k", "4R7", "1/10W", "16 mm") into SI numbers. Kept local so the package
// has no dependency on work in progress elsewhere.
import type { Dimension, ParamValue } from './types.ts';

/** SI unit in which `si` values of each dimension are stored. */
export const SI_UNIT: Record<Dimension, string> = {
  length: 'm',
  resistance: 'Ω',
  capacitance: 'F',
  inductance: 'H',
  voltage: 'V',
  current: 'A',
  power: 'W',
  frequency: 'Hz',
  temperature: 'K',
  pressure: 'Pa',
  density: 'kg/m³',
  stress: 'Pa',
  ratio: '',
  mass: 'kg',
  force: 'N',
  time: 's',
  data_size: 'B',
  temperature_coefficient: '1/K',
  thermal_conductivity: 'W/(m·K)',
  thermal_expansion: '1/K',
  hardness: '',
  count: '',
  none: '',
};

const PREFIX: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
};

/** Round to 12 significant digits to drop binary noise (0.1 * 1e-6 and 100 * 1e-9 become equal). */
export function clean(n: number): number {
  if (n === 0 || !Number.isFinite(n)) return n;
  return Number.parseFloat(n.toPrecision(12));
}

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
export const mm = (x: number): ParamValue => v(`${num(x)} mm`, clean(x / 1000), 'm');
export const mmRange = (a: number, b: number): ParamValue =>
  v(`${num(a)}~${num(b)} mm`, clean(a / 1000), 'm', clean(b / 1000));
export const ohm = (x: number): ParamValue => v(withPrefix(x, 'Ω', 'mkMG'), clean(x), 'Ω');
export const farad = (x: number): ParamValue => v(withPrefix(x, 'F', 'pnµm'), clean(x), 'F');
export const henry = (x: number): ParamValue => v(withPrefix(x, 'H', 'nµm'), clean(x), 'H');
export const volt = (x: number): ParamValue => v(`${num(x)} V`, clean(x), 'V');
export const ampere = (x: number): ParamValue => v(withPrefix(x, 'A', 'µm'), clean(x), 'A');
export const hertz = (x: number): ParamValue => v(withPrefix(x, 'Hz', 'kMG'), clean(x), 'Hz');
export const seconds = (x: number): ParamValue => v(withPrefix(x, 's', 'pnµm'), clean(x), 's');
/** Power; `fraction` keeps the rating the way datasheets print it ("1/10 W"). */
export const watt = (x: number, fraction?: string): ParamValue =>
  v(fraction ? `${fraction} W (${withPrefix(x, 'W', 'm')})` : withPrefix(x, 'W', 'm'), clean(x), 'W');
/** Percent given as a percent number (1 → 1 %, stored 0.01). */
export const percent = (x: number, sign = ''): ParamValue => v(`${sign}${num(x)} %`, clean(x / 100), '');
/** ±ppm/K given in ppm. */
export const ppmK = (x: number): ParamValue => v(`±${num(x)} ppm/K`, clean(x * 1e-6), '1/K');
export const kN = (x: number): ParamValue => v(`${num(x)} kN`, clean(x * 1000), 'N');
export const bytes = (x: number): ParamValue => {
  const d = x >= 1024 * 1024 ? `${num(x / 1024 / 1024)} MB` : x >= 1024 ? `${num(x / 1024)} KB` : `${x} B`;
  return v(d, x, 'B');
};
export const count = (x: number): ParamValue => v(String(x), x, '');
export const celsius = (x: number): ParamValue => v(`${num(x)} °C`, clean(x + 273.15), 'K');
export const celsiusRange = (a: number, b: number): ParamValue =>
  v(`${num(a)}~${num(b)} °C`, clean(a + 273.15), 'K', clean(b + 273.15));
export const enumValue = (s: string): ParamValue => v(s, null, '');
export const text = (s: string): ParamValue => v(s, null, '');

// ---- parsing --------------------------------------------------------------------------------------

interface UnitSpec {
  /** Unit symbols (after any prefix) and the factor from that unit to SI. */
  units: Record<string, number>;
  /** Whether SI prefixes may precede the unit symbols. */
  prefixes: boolean;
}

const UNIT_SPECS: Partial<Record<Dimension, UnitSpec>> = {
  length: { units: { m: 1, mm: 1e-3, cm: 1e-2, µm: 1e-6, um: 1e-6, in: 0.0254 }, prefixes: false },
  resistance: { units: { Ω: 1, ohm: 1, ohms: 1, 欧: 1, 欧姆: 1, R: 1 }, prefixes: true },
  capacitance: { units: { F: 1, f: 1, 法: 1 }, prefixes: true },
  inductance: { units: { H: 1, h: 1, 亨: 1 }, prefixes: true },
  voltage: { units: { V: 1, v: 1, 伏: 1 }, prefixes: true },
  current: { units: { A: 1, a: 1, 安: 1 }, prefixes: true },
  power: { units: { W: 1, w: 1, 瓦: 1 }, prefixes: true },
  frequency: { units: { Hz: 1, hz: 1, HZ: 1 }, prefixes: true },
  pressure: { units: { Pa: 1, bar: 1e5 }, prefixes: true },
  stress: { units: { Pa: 1, 'N/mm²': 1e6, 'N/mm2': 1e6 }, prefixes: true },
  density: { units: { 'kg/m³': 1, 'kg/m3': 1, 'g/cm³': 1000, 'g/cm3': 1000 }, prefixes: false },
  mass: { units: { kg: 1, g: 1e-3, mg: 1e-6 }, prefixes: false },
  force: { units: { N: 1 }, prefixes: true },
  time: { units: { s: 1 }, prefixes: true },
  data_size: { units: { B: 1, KB: 1024, MB: 1024 * 1024, KiB: 1024, MiB: 1024 * 1024 }, prefixes: false },
  ratio: { units: { '%': 0.01, ppm: 1e-6 }, prefixes: false },
  temperature_coefficient: {
    units: { 'ppm/K': 1e-6, 'ppm/°C': 1e-6, 'ppm/℃': 1e-6, '1/K': 1 },
    prefixes: false,
  },
  thermal_conductivity: { units: { 'W/(m·K)': 1, 'W/mK': 1, 'W/(m*K)': 1, 'W/m·K': 1 }, prefixes: false },
  thermal_expansion: {
    units: { '1/K': 1, '/K': 1, 'ppm/K': 1e-6, '×10⁻⁶/K': 1e-6, '10^-6/K': 1e-6, 'µm/(m·K)': 1e-6 },
    prefixes: false,
  },
};

/** Factor from a parameter's display unit to SI (used for bare numbers). */
export function displayFactor(dimension: Dimension, unit: string): number {
  if (dimension === 'temperature') return 1;
  const spec = UNIT_SPECS[dimension];
  if (!spec || unit === '') return 1;
  const direct = spec.units[unit];
  if (direct !== undefined) return direct;
  if (spec.prefixes) {
    const p = PREFIX[unit[0] ?? ''];
    const rest = spec.units[unit.slice(1)];
    if (p !== undefined && rest !== undefined) return p * rest;
  }
  return 1;
}

/**
 * Parse a quantity as typed by a person into SI. A bare number is read in the parameter's display
 * unit (`displayUnit`), so "16" for a length shown in mm is 0.016 m. Returns null when unreadable.
 */
export function parseQuantity(input: string, dimension: Dimension, displayUnit = ''): number | null {
  const s = input.trim().replace(/\s+/g, '').replace(/^±/, '').replace(/,/g, '');
  if (s === '') return null;
  if (dimension === 'temperature') {
    const m = /^(-?\d+(?:\.\d+)?)(°C|℃|C|K)?$/.exec(s);
    if (!m) return null;
    const x = Number(m[1]);
    const unit = m[2] ?? (displayUnit === 'K' ? 'K' : '°C');
    return clean(unit === 'K' ? x : x + 273.15);
  }
  // Resistor code notation: 4R7, 4K7, 1M5, 10K (letter as decimal point).
  if (dimension === 'resistance') {
    const rc = /^(\d+)([RKM])(\d*)(Ω|ohm)?$/i.exec(s);
    if (rc) {
      const mult = { R: 1, K: 1e3, M: 1e6 }[(rc[2] ?? 'R').toUpperCase() as 'R' | 'K' | 'M'];
      return clean(Number(`${rc[1]}.${rc[3] || '0'}`) * mult);
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
  if (rest === '') return clean(x * displayFactor(dimension, displayUnit));
  const spec = UNIT_SPECS[dimension];
  if (!spec) return null;
  const direct = spec.units[rest];
  if (direct !== undefined) return clean(x * direct);
  const p = PREFIX[rest[0] ?? ''];
  if (p !== undefined) {
    const tail = rest.slice(1);
    if (tail === '' && spec.prefixes) return clean(x * p); // "18k", "100n"
    const u = spec.units[tail];
    if (u !== undefined && spec.prefixes) return clean(x * p * u);
  }
  return null;
}

/** Format an SI value of a dimension the way the catalogue displays it. */
export function formatQuantity(si: number, dimension: Dimension): string {
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
      return `${num(si - 273.15)} °C`;
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

/**
 * Every unit spelling the quantity parsers know, in one place: the SI prefix scheme of the dimensions read from
 * free text (Latin and Chinese, 0.1uF, 0.1微法, 10千欧) and the fixed spellings of the catalogue's parameter
 * units (N/mm², g/cm³, ppm/K, W/(m·K), bar, in, %, KB). Free text is read against every spelling that names one
 * dimension only; a value of a known dimension (an import cell, a filter bound) against every spelling of it.
 */
import { CELSIUS_ZERO, type Dimension } from './dimension.ts';

/** SI prefixes by symbol, as powers of ten. */
export const PREFIX_EXP = { p: -12, n: -9, μ: -6, m: -3, c: -2, '': 0, k: 3, M: 6, G: 9 } as const;
export type Prefix = keyof typeof PREFIX_EXP;
/** Other spellings of a prefix: u for μ, and the Chinese prefixes. */
const PREFIX_SPELLINGS: Readonly<Record<Prefix, readonly string[]>> = {
  p: ['p', '皮'],
  n: ['n', '纳'],
  μ: ['μ', 'u', '微'],
  m: ['m', '毫'],
  c: ['c', '厘'],
  '': [''],
  k: ['k', '千'],
  M: ['M', '兆'],
  G: ['G', '吉'],
};

export interface DimensionSpec {
  /** the unit symbol prefixes attach to (g for mass) */
  symbol: string;
  /** 1 symbol = 10^siExp SI unit (g = 10^-3 kg) */
  siExp: number;
  /** added to the value in the symbol to give the SI value (°C + 273.15 = K) */
  offset?: number;
  /** spellings of the symbol */
  spellings: readonly string[];
  /**
   * prefixes accepted when parsing. When two spellings differ only in case (mΩ / MΩ), the first prefix in this
   * list wins for input whose case matches neither exactly (MOHM).
   */
  prefixes: readonly Prefix[];
  /** prefixes used for display, ascending */
  display: readonly Prefix[];
}

/** The dimensions read from free text with SI prefixes, in the order their spellings are registered. */
export const PREFIXED: Readonly<Partial<Record<Dimension, DimensionSpec>>> = {
  capacitance: {
    symbol: 'F',
    siExp: 0,
    spellings: ['F', '法', '法拉'],
    prefixes: ['p', 'n', 'μ', 'm', ''],
    display: ['p', 'n', 'μ', 'm', ''],
  },
  inductance: {
    symbol: 'H',
    siExp: 0,
    spellings: ['H', '亨', '亨利'],
    prefixes: ['p', 'n', 'μ', 'm', ''],
    display: ['p', 'n', 'μ', 'm', ''],
  },
  resistance: {
    symbol: 'Ω',
    siExp: 0,
    spellings: ['Ω', 'ohm', 'ohms', 'Ohm', 'Ohms', '欧', '欧姆'],
    prefixes: ['M', 'm', '', 'k', 'G'],
    display: ['m', '', 'k', 'M', 'G'],
  },
  voltage: {
    symbol: 'V',
    siExp: 0,
    spellings: ['V', '伏', '伏特'],
    prefixes: ['μ', 'm', '', 'k'],
    display: ['μ', 'm', '', 'k'],
  },
  current: {
    symbol: 'A',
    siExp: 0,
    spellings: ['A', '安', '安培'],
    prefixes: ['n', 'μ', 'm', ''],
    display: ['n', 'μ', 'm', ''],
  },
  power: {
    symbol: 'W',
    siExp: 0,
    spellings: ['W', '瓦', '瓦特'],
    prefixes: ['μ', 'm', '', 'k'],
    display: ['μ', 'm', '', 'k'],
  },
  frequency: {
    symbol: 'Hz',
    siExp: 0,
    spellings: ['Hz', '赫', '赫兹'],
    prefixes: ['', 'k', 'M', 'G'],
    display: ['', 'k', 'M', 'G'],
  },
  length: {
    symbol: 'm',
    siExp: 0,
    spellings: ['m', '米'],
    prefixes: ['n', 'μ', 'm', 'c', '', 'k'],
    display: ['n', 'μ', 'm', '', 'k'],
  },
  temperature: {
    symbol: '°C',
    siExp: 0,
    offset: CELSIUS_ZERO,
    spellings: ['°C', '摄氏度'],
    prefixes: [''],
    display: [''],
  },
  time: {
    symbol: 's',
    siExp: 0,
    spellings: ['s', '秒'],
    prefixes: ['p', 'n', 'μ', 'm', ''],
    display: ['p', 'n', 'μ', 'm', ''],
  },
  mass: {
    symbol: 'g',
    siExp: -3,
    spellings: ['g', '克'],
    prefixes: ['μ', 'm', '', 'k'],
    display: ['μ', 'm', '', 'k'],
  },
  pressure: {
    symbol: 'Pa',
    siExp: 0,
    spellings: ['Pa', '帕', '帕斯卡'],
    prefixes: ['', 'k', 'M', 'G'],
    display: ['', 'k', 'M', 'G'],
  },
  force: {
    symbol: 'N',
    siExp: 0,
    spellings: ['N', '牛', '牛顿'],
    prefixes: ['m', '', 'k'],
    display: ['m', '', 'k'],
  },
  torque: {
    symbol: 'N·m',
    siExp: 0,
    spellings: ['N·m', 'Nm', 'N.m', 'N*m', '牛·米', '牛米'],
    prefixes: ['m', '', 'k'],
    display: ['m', '', 'k'],
  },
  energy: {
    symbol: 'J',
    siExp: 0,
    spellings: ['J', '焦', '焦耳'],
    prefixes: ['m', '', 'k', 'M'],
    display: ['m', '', 'k', 'M'],
  },
};

export interface FixedSpellings {
  /** Unit spellings (after any prefix) and the factor from that unit to SI. */
  units: Readonly<Record<string, number>>;
  /** Whether SI prefixes may precede the unit spellings (18k, 100nF, 2.2kV). */
  prefixes: boolean;
}

/** The spellings of the catalogue's parameter units, with the factor to SI, by dimension. */
export const FIXED: Readonly<Partial<Record<Dimension, FixedSpellings>>> = {
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

/**
 * Temperature spellings read only when the dimension is known: a bare C or K after a number is a code or
 * kilo-ohms in free text (10C, 300K), and a bare number is in the parameter's display unit.
 */
export const TEMPERATURE_UNITS = { '°C': 'C', '℃': 'C', C: 'C', K: 'K' } as const;

/** SI prefixes of the fixed spellings, as factors (K as kilo, as in 4K7 and 10KV). */
export const PREFIX_FACTOR: Readonly<Record<string, number>> = {
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

// ---- free text: one map of spellings to units ----------------------------------------------------------------

export interface UnitEntry {
  dimension: Dimension;
  /** the value of one unit is 10^exp × scale in the SI unit, plus offset */
  exp: number;
  scale?: number;
  offset?: number;
}

/** Unit spellings as written (exact case). */
const EXACT_UNITS = new Map<string, UnitEntry>();
/** Unit spellings lower-cased, for input whose case matches no exact spelling (KΩ, 0.1UF, 16MHZ). */
const FOLDED_UNITS = new Map<string, UnitEntry>();

function addUnit(spelling: string, entry: UnitEntry): void {
  if (!EXACT_UNITS.has(spelling)) EXACT_UNITS.set(spelling, entry);
  const folded = spelling.toLowerCase();
  if (!FOLDED_UNITS.has(folded)) FOLDED_UNITS.set(folded, entry);
}

/** A factor to SI as 10^exp (exact) or, when it is no power of ten, as a scale. */
function entryOf(dimension: Dimension, factor: number): UnitEntry {
  const exp = Math.round(Math.log10(factor));
  return Number(`1e${exp}`) === factor ? { dimension, exp } : { dimension, exp: 0, scale: factor };
}

for (const [dimension, spec] of Object.entries(PREFIXED) as [Dimension, DimensionSpec][]) {
  for (const prefix of spec.prefixes) {
    for (const prefixSpelling of PREFIX_SPELLINGS[prefix]) {
      for (const unitSpelling of spec.spellings) {
        addUnit(prefixSpelling + unitSpelling, {
          dimension,
          exp: PREFIX_EXP[prefix] + spec.siExp,
          ...(spec.offset ? { offset: spec.offset } : {}),
        });
      }
    }
  }
}
// A bare k after a number is resistance (10k), and R is the ohm of resistor notation (10R). A bare p, n or u
// is capacitance, as in schematic values and in 4n7 (22p, 100n, 10u).
addUnit('k', { dimension: 'resistance', exp: 3 });
addUnit('R', { dimension: 'resistance', exp: 0 });
addUnit('p', { dimension: 'capacitance', exp: -12 });
addUnit('n', { dimension: 'capacitance', exp: -9 });
addUnit('u', { dimension: 'capacitance', exp: -6 });
addUnit('μ', { dimension: 'capacitance', exp: -6 });
// Units outside the prefix scheme.
addUnit('公斤', { dimension: 'mass', exp: 0 });
addUnit('公里', { dimension: 'length', exp: 3 });
addUnit('公分', { dimension: 'length', exp: -2 });
addUnit('mil', { dimension: 'length', exp: -5, scale: 2.54 });
addUnit('inch', { dimension: 'length', exp: -2, scale: 2.54 });
addUnit('英寸', { dimension: 'length', exp: -2, scale: 2.54 });
// The catalogue's fixed spellings (N/mm², g/cm³, ppm/K, bar, in, %, KB …), after the prefix scheme: a spelling
// the scheme already reads keeps its reading (Pa is pressure, not stress; ppm/K a temperature coefficient).
for (const [dimension, spec] of Object.entries(FIXED) as [Dimension, FixedSpellings][]) {
  for (const [spelling, factor] of Object.entries(spec.units)) {
    const entry = entryOf(dimension, factor);
    addUnit(spelling, entry);
    const normal = spelling
      .normalize('NFKC')
      .replace(/µ/g, 'μ')
      .replace(/\u2212/g, '-');
    if (normal !== spelling) addUnit(normal, entry);
  }
}

/**
 * One-letter units read in either case. Other single letters are case-sensitive: m is metre but M is not a
 * unit, g is gram but G is not, N is newton and n is nano (100n is shorthand for 100nF).
 */
const FOLDABLE_LETTERS = 'FHVAWKRU';

/** The unit a free-text spelling names, or undefined. */
export function lookupUnit(text: string): UnitEntry | undefined {
  const exact = EXACT_UNITS.get(text);
  if (exact !== undefined) return exact;
  if (text.length === 1 && !FOLDABLE_LETTERS.includes(text.toUpperCase())) return undefined;
  return FOLDED_UNITS.get(text.toLowerCase());
}

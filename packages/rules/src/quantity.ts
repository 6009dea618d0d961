/**
 * Physical quantities in search text and catalogue values (beyond the spec; DESIGN: "0.1uF and 100nF are one
 * value"). `parseQuantity` reads a number with an SI prefix and unit, in Latin or Chinese spelling, into an SI
 * value; `formatQuantity` writes an SI value back with an engineering prefix.
 *
 * Values are rounded to 12 significant digits so that different spellings of one quantity compare equal
 * (0.1e-6 and 100e-9). Temperature stays in degrees Celsius, the unit of every datasheet and material table.
 */

export type Dimension =
  | 'capacitance'
  | 'inductance'
  | 'resistance'
  | 'voltage'
  | 'current'
  | 'power'
  | 'frequency'
  | 'length'
  | 'temperature'
  | 'time'
  | 'mass'
  | 'pressure'
  | 'force'
  | 'torque'
  | 'energy';

export interface Quantity {
  /** the value in the SI unit of the dimension (kg for mass, °C for temperature) */
  value: number;
  dimension: Dimension;
  /** the SI unit: F, H, Ω, V, A, W, Hz, m, °C, s, kg, Pa, N, N·m, J */
  unit: string;
  /** the value written with an engineering prefix: '100nF', '4.7kΩ' */
  display: string;
}

/** SI prefixes by symbol, as powers of ten. */
const PREFIX_EXP = { p: -12, n: -9, μ: -6, m: -3, c: -2, '': 0, k: 3, M: 6, G: 9 } as const;
type Prefix = keyof typeof PREFIX_EXP;
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

interface DimensionSpec {
  /** the unit symbol prefixes attach to (g for mass) */
  symbol: string;
  /** the SI unit of the value */
  unit: string;
  /** 1 symbol = 10^siExp unit (g = 10^-3 kg) */
  siExp: number;
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

const DIMENSIONS: Readonly<Record<Dimension, DimensionSpec>> = {
  capacitance: {
    symbol: 'F',
    unit: 'F',
    siExp: 0,
    spellings: ['F', '法', '法拉'],
    prefixes: ['p', 'n', 'μ', 'm', ''],
    display: ['p', 'n', 'μ', 'm', ''],
  },
  inductance: {
    symbol: 'H',
    unit: 'H',
    siExp: 0,
    spellings: ['H', '亨', '亨利'],
    prefixes: ['p', 'n', 'μ', 'm', ''],
    display: ['p', 'n', 'μ', 'm', ''],
  },
  resistance: {
    symbol: 'Ω',
    unit: 'Ω',
    siExp: 0,
    spellings: ['Ω', 'ohm', 'ohms', 'Ohm', 'Ohms', '欧', '欧姆'],
    prefixes: ['M', 'm', '', 'k', 'G'],
    display: ['m', '', 'k', 'M', 'G'],
  },
  voltage: {
    symbol: 'V',
    unit: 'V',
    siExp: 0,
    spellings: ['V', '伏', '伏特'],
    prefixes: ['μ', 'm', '', 'k'],
    display: ['μ', 'm', '', 'k'],
  },
  current: {
    symbol: 'A',
    unit: 'A',
    siExp: 0,
    spellings: ['A', '安', '安培'],
    prefixes: ['n', 'μ', 'm', ''],
    display: ['n', 'μ', 'm', ''],
  },
  power: {
    symbol: 'W',
    unit: 'W',
    siExp: 0,
    spellings: ['W', '瓦', '瓦特'],
    prefixes: ['μ', 'm', '', 'k'],
    display: ['μ', 'm', '', 'k'],
  },
  frequency: {
    symbol: 'Hz',
    unit: 'Hz',
    siExp: 0,
    spellings: ['Hz', '赫', '赫兹'],
    prefixes: ['', 'k', 'M', 'G'],
    display: ['', 'k', 'M', 'G'],
  },
  length: {
    symbol: 'm',
    unit: 'm',
    siExp: 0,
    spellings: ['m', '米'],
    prefixes: ['n', 'μ', 'm', 'c', '', 'k'],
    display: ['n', 'μ', 'm', '', 'k'],
  },
  temperature: {
    symbol: '°C',
    unit: '°C',
    siExp: 0,
    spellings: ['°C', '摄氏度'],
    prefixes: [''],
    display: [''],
  },
  time: {
    symbol: 's',
    unit: 's',
    siExp: 0,
    spellings: ['s', '秒'],
    prefixes: ['p', 'n', 'μ', 'm', ''],
    display: ['p', 'n', 'μ', 'm', ''],
  },
  mass: {
    symbol: 'g',
    unit: 'kg',
    siExp: -3,
    spellings: ['g', '克'],
    prefixes: ['μ', 'm', '', 'k'],
    display: ['μ', 'm', '', 'k'],
  },
  pressure: {
    symbol: 'Pa',
    unit: 'Pa',
    siExp: 0,
    spellings: ['Pa', '帕', '帕斯卡'],
    prefixes: ['', 'k', 'M', 'G'],
    display: ['', 'k', 'M', 'G'],
  },
  force: {
    symbol: 'N',
    unit: 'N',
    siExp: 0,
    spellings: ['N', '牛', '牛顿'],
    prefixes: ['m', '', 'k'],
    display: ['m', '', 'k'],
  },
  torque: {
    symbol: 'N·m',
    unit: 'N·m',
    siExp: 0,
    spellings: ['N·m', 'Nm', 'N.m', 'N*m', '牛·米', '牛米'],
    prefixes: ['m', '', 'k'],
    display: ['m', '', 'k'],
  },
  energy: {
    symbol: 'J',
    unit: 'J',
    siExp: 0,
    spellings: ['J', '焦', '焦耳'],
    prefixes: ['m', '', 'k', 'M'],
    display: ['m', '', 'k', 'M'],
  },
};

/** The dimensions `parseQuantity` knows, and their SI units. */
export const QUANTITY_UNITS: Readonly<Record<Dimension, string>> = Object.fromEntries(
  Object.entries(DIMENSIONS).map(([d, spec]) => [d, spec.unit]),
) as Record<Dimension, string>;

interface UnitEntry {
  dimension: Dimension;
  /** the value of one unit is 10^exp × scale in the SI unit */
  exp: number;
  scale?: number;
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

for (const [dimension, spec] of Object.entries(DIMENSIONS) as [Dimension, DimensionSpec][]) {
  for (const prefix of spec.prefixes) {
    for (const prefixSpelling of PREFIX_SPELLINGS[prefix]) {
      for (const unitSpelling of spec.spellings) {
        addUnit(prefixSpelling + unitSpelling, { dimension, exp: PREFIX_EXP[prefix] + spec.siExp });
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

/**
 * One-letter units read in either case. Other single letters are case-sensitive: m is metre but M is not a
 * unit, g is gram but G is not, N is newton and n is nano (100n is shorthand for 100nF).
 */
const FOLDABLE_LETTERS = 'FHVAWKRU';

function lookupUnit(text: string): UnitEntry | undefined {
  const exact = EXACT_UNITS.get(text);
  if (exact !== undefined) return exact;
  if (text.length === 1 && !FOLDABLE_LETTERS.includes(text.toUpperCase())) return undefined;
  return FOLDED_UNITS.get(text.toLowerCase());
}

/** Round to 12 significant digits (and turn -0 into 0). */
export function roundSignificant(value: number, digits = 12): number {
  const rounded = Number(value.toPrecision(digits));
  return rounded === 0 ? 0 : rounded;
}

/** value × 10^exp computed in decimal, so that 0.1 × 10^-6 is exactly the double nearest 1e-7. */
function shift(value: number, exp: number): number {
  const [coefficient, e] = value.toExponential().split('e');
  return Number(`${coefficient}e${Number(e) + exp}`);
}

/** RKM / resistor-code notation: 4k7 = 4.7 kΩ, 4R7 = 4.7 Ω, 2M2 = 2.2 MΩ, 4n7 = 4.7 nF, 2u2H = 2.2 μH. */
const RKM = /^(\d+)([RKkMpnuμ])(\d+)(.*)$/;
const RKM_EXP: Readonly<Record<string, number>> = { R: 0, K: 3, k: 3, M: 6, p: -12, n: -9, u: -6, μ: -6 };
const NUMBER = /^([+-]?)(?:(\d+)\/(\d+)|(\d+(?:\.\d*)?|\.\d+)(?:[eE]([+-]?\d+))?)(.*)$/;

function quantityOf(value: number, dimension: Dimension): Quantity {
  const v = roundSignificant(value);
  return { value: v, dimension, unit: DIMENSIONS[dimension].unit, display: formatQuantity(v, dimension) };
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
 * prefix, in Latin or Chinese (0.1uF, 100nF, 0.1微法, 10kΩ, 10kohm, 10千欧, 25V, 1/4W, 100mA, 16MHz, -40℃),
 * or resistor notation (4k7, 4R7). Full-width characters and spaces are accepted. A bare k is resistance (10k),
 * a bare p, n or u capacitance (100n); a bare M is nothing (3M is a company, M3 a screw size). Prefix case decides where it matters (mΩ / MΩ); input in
 * the wrong case falls back to the meaningful reading (16MHZ, 100MA → 100 mA; MF is mF as in SPEC-5.24).
 * Returns null for anything else, including plain numbers.
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
  return quantityOf(sign === '-' ? -value : value, unit.dimension);
}

/** Whether two texts name the same quantity (same dimension and value): '0.1uF' and '100nF'. */
export function sameQuantity(a: string, b: string): boolean {
  const qa = parseQuantity(a);
  const qb = parseQuantity(b);
  return qa !== null && qb !== null && qa.dimension === qb.dimension && qa.value === qb.value;
}

/**
 * Write an SI value with the engineering prefix that puts the number in 1..999 (or the nearest allowed):
 * (1e-7, 'capacitance') → '100nF', (10000, 'resistance') → '10kΩ', (0.25, 'power') → '250mW'.
 */
export function formatQuantity(value: number, dimension: Dimension): string {
  const spec = DIMENSIONS[dimension];
  const inSymbol = roundSignificant(shift(value, -spec.siExp));
  const prefixes = spec.display;
  let index = 0;
  if (inSymbol !== 0) {
    const magnitude = Math.abs(inSymbol);
    prefixes.forEach((p, i) => {
      if (shift(magnitude, -PREFIX_EXP[p]) >= 1) index = i;
    });
  } else {
    index = Math.max(0, prefixes.indexOf(''));
  }
  let prefix = prefixes[index] ?? '';
  let mantissa = roundSignificant(shift(inSymbol, -PREFIX_EXP[prefix]));
  const next = prefixes[index + 1];
  if (Math.abs(mantissa) >= 1000 && next !== undefined && PREFIX_EXP[next] - PREFIX_EXP[prefix] === 3) {
    prefix = next;
    mantissa = roundSignificant(shift(inSymbol, -PREFIX_EXP[prefix]));
  }
  return `${mantissa}${prefix}${spec.symbol}`;
}

/**
 * The one quantity model of Jianku (beyond the spec; DESIGN: "0.1uF and 100nF are one value"): every physical
 * value is held in the SI unit of its dimension, temperature in kelvin (shown in °C where people read it).
 * The catalogue stores parameter values this way, the search index keys them this way, and the parsers of
 * parse.ts read what people type into it.
 */

/** Physical dimension of a value; decides the SI unit the value is held in. */
export type Dimension =
  | 'length' // m
  | 'resistance' // Ω
  | 'capacitance' // F
  | 'inductance' // H
  | 'voltage' // V
  | 'current' // A
  | 'power' // W
  | 'frequency' // Hz
  | 'temperature' // K (absolute; displayed in °C)
  | 'pressure' // Pa
  | 'density' // kg/m³
  | 'stress' // Pa (strength and elastic modulus)
  | 'ratio' // dimensionless fraction (1 % = 0.01)
  | 'mass' // kg
  | 'force' // N
  | 'torque' // N·m
  | 'energy' // J
  | 'time' // s
  | 'data_size' // byte
  | 'temperature_coefficient' // 1/K (ppm/K × 1e-6)
  | 'thermal_conductivity' // W/(m·K)
  | 'thermal_expansion' // 1/K
  | 'hardness' // no SI unit: the number is on the scale named by the parameter's unit (HBW, HRC, HV)
  | 'count' // plain count (pins, positions)
  | 'none';

/** SI unit in which values of each dimension are held. */
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
  torque: 'N·m',
  energy: 'J',
  time: 's',
  data_size: 'B',
  temperature_coefficient: '1/K',
  thermal_conductivity: 'W/(m·K)',
  thermal_expansion: '1/K',
  hardness: '',
  count: '',
  none: '',
};

/** 0 °C in kelvin: temperatures are held in K and shown in °C. */
export const CELSIUS_ZERO = 273.15;

/**
 * Round to 12 significant digits so that different spellings of one quantity compare equal (0.1 × 1e-6 and
 * 100 × 1e-9 become the same double), and turn -0 into 0. Infinite and NaN values are returned as they are.
 */
export function roundSignificant(value: number, digits = 12): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Number(value.toPrecision(digits));
  return rounded === 0 ? 0 : rounded;
}

/** value × 10^exp computed in decimal, so that 0.1 × 10^-6 is exactly the double nearest 1e-7. */
export function shift(value: number, exp: number): number {
  const [coefficient, e] = value.toExponential().split('e');
  return Number(`${coefficient}e${Number(e) + exp}`);
}

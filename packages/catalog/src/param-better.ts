/**
 * Which value of a numeric parameter is the better one when engineers compare candidates (参数对比),
 * keyed by the ParamDef key of categories.ts. Only parameters where the better direction holds whatever
 * the design are listed: ratings (voltage, current, power, load), losses and errors (tolerance, TCR,
 * forward voltage, on-resistance, DCR), strengths, and temperature ranges. Nominal values (resistance,
 * capacitance, dimensions, pitch, output voltage...) are a choice, not a merit, and are left out.
 *
 *   PARAM_BETTER.rated_voltage   // 'higher'
 *   betterOf('resistance')       // null
 *
 * 'lower' compares magnitudes (a TCR of ±50 ppm/K is tighter than ±100 ppm/K); 'wider' compares ranges
 * (si … siMax): the better one covers the others (−55…+155 °C over −55…+125 °C).
 * Directions follow the makers' datasheet conventions (rated/maximum ratings are limits not to exceed;
 * tolerance and TCR are ± bands) and the bearing load ratings of ISO 281 / ISO 76 (higher C, C0 carry more).
 */
export type Better = 'higher' | 'lower' | 'wider';

export const PARAM_BETTER: Readonly<Record<string, Better>> = {
  // ratings: the higher limit gives more margin
  rated_voltage: 'higher',
  max_voltage: 'higher',
  category_voltage: 'higher',
  power: 'higher',
  rated_current: 'higher',
  pd: 'higher',
  ppp: 'higher',
  ifsm: 'higher',
  if_avg: 'higher',
  iout: 'higher',
  id: 'higher',
  ic: 'higher',
  vds: 'higher',
  vceo: 'higher',
  vrrm: 'higher',
  vin_max: 'higher',
  // bearing basic load ratings (ISO 281 dynamic, ISO 76 static)
  cr: 'higher',
  c0r: 'higher',
  ca: 'higher',
  c0a: 'higher',
  // strengths and ductility of the material of a part
  tensile_strength: 'higher',
  yield_strength: 'higher',
  elongation: 'higher',
  // capacity and speed of a controller
  ram: 'higher',
  flash: 'higher',
  psram: 'higher',
  fmax: 'higher',
  // errors and losses: the smaller is the tighter / the more efficient
  tolerance: 'lower',
  tolerance_abs: 'lower',
  vz_tolerance: 'lower',
  tcr: 'lower',
  dcr: 'lower',
  rds_on: 'lower',
  vf: 'lower',
  trr: 'lower',
  dropout: 'lower',
  // crystals: a tighter frequency tolerance, a lower maximum ESR (the oscillator starts with more margin)
  frequency_tolerance: 'lower',
  esr: 'lower',
  // ranges: the wider covers more uses
  operating_temperature: 'wider',
};

/** The better direction of a parameter, or null where none is defined. */
export function betterOf(key: string): Better | null {
  return Object.hasOwn(PARAM_BETTER, key) ? (PARAM_BETTER[key] as Better) : null;
}

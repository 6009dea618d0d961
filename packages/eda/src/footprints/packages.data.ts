/**
 * The outlines our land patterns are computed from (mm, min–max), with their sources. A package not listed
 * here gets no footprint (the server then says 该封装暂不支持生成封装文件).
 */
import { type Range, range } from './ipc7351.ts';

/** A rectangular two-terminal chip: body length L, width W, height H, bottom terminal length T. */
export interface ChipBody {
  L: Range;
  W: Range;
  H: number;
  T: Range;
}

const pm = (nominal: number, tol: number): Range => range(nominal - tol, nominal + tol);

/** EIA size code → metric code (the KiCad name carries both: R_0603_1608Metric). */
export const METRIC_CODE: Readonly<Record<string, string>> = {
  '0201': '0603',
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1206': '3216',
  '1210': '3225',
  '1812': '4532',
  '2010': '5025',
  '2512': '6332',
};

/**
 * Thick film chip resistors: YAGEO RC_L series datasheet, "Dimensions" table (L, W, H, and I2, the bottom
 * termination that carries the solder joint), nominal ± tolerance.
 */
export const RESISTOR_CHIP_SOURCE = 'YAGEO RC_L series datasheet, Dimensions (L, W, H, I2)';
export const RESISTOR_CHIPS: Readonly<Record<string, ChipBody>> = {
  '0201': { L: pm(0.6, 0.03), W: pm(0.3, 0.03), H: 0.23, T: pm(0.15, 0.05) },
  '0402': { L: pm(1.0, 0.05), W: pm(0.5, 0.05), H: 0.32, T: pm(0.25, 0.1) },
  '0603': { L: pm(1.6, 0.1), W: pm(0.8, 0.1), H: 0.45, T: pm(0.25, 0.15) },
  '0805': { L: pm(2.0, 0.1), W: pm(1.25, 0.1), H: 0.5, T: pm(0.35, 0.2) },
  '1206': { L: pm(3.1, 0.1), W: pm(1.6, 0.1), H: 0.55, T: pm(0.4, 0.2) },
  '1210': { L: pm(3.1, 0.1), W: pm(2.6, 0.15), H: 0.55, T: pm(0.5, 0.2) },
  '2010': { L: pm(5.0, 0.1), W: pm(2.5, 0.15), H: 0.55, T: pm(0.5, 0.2) },
  '2512': { L: pm(6.35, 0.1), W: pm(3.2, 0.15), H: 0.55, T: pm(0.5, 0.2) },
};

/**
 * Multilayer ceramic capacitors: Murata GRM series catalogue, dimensions of the chip (L, W, external
 * electrode e, min–max) of GRM03/15/18/21/31/32; T is the thickness of the lowest-profile part of the size.
 */
export const CAPACITOR_CHIP_SOURCE = 'Murata GRM series catalogue, chip dimensions (L, W, e)';
export const CAPACITOR_CHIPS: Readonly<Record<string, ChipBody>> = {
  '0201': { L: pm(0.6, 0.03), W: pm(0.3, 0.03), H: 0.3, T: range(0.1, 0.2) },
  '0402': { L: pm(1.0, 0.05), W: pm(0.5, 0.05), H: 0.5, T: range(0.15, 0.35) },
  '0603': { L: pm(1.6, 0.1), W: pm(0.8, 0.1), H: 0.8, T: range(0.2, 0.5) },
  '0805': { L: pm(2.0, 0.1), W: pm(1.25, 0.1), H: 0.6, T: range(0.2, 0.7) },
  '1206': { L: pm(3.2, 0.15), W: pm(1.6, 0.15), H: 0.8, T: range(0.3, 0.8) },
  '1210': { L: pm(3.2, 0.2), W: pm(2.5, 0.2), H: 1.25, T: range(0.3, 0.8) },
};

/** Multilayer chip inductors: Murata LQG15H series (0402) dimensions. */
export const INDUCTOR_CHIP_SOURCE = 'Murata LQG15H series datasheet, dimensions (L, W, e)';
export const INDUCTOR_CHIPS: Readonly<Record<string, ChipBody>> = {
  '0402': { L: pm(1.0, 0.05), W: pm(0.5, 0.05), H: 0.5, T: pm(0.25, 0.1) },
};

/** A gull-wing package: rows of leads on two (or four) sides. */
export interface GullWingBody {
  /** the KiCad-style name of the footprint */
  name: string;
  /** lead span (tip to tip) across the rows */
  E: Range;
  /** lead foot length */
  T: Range;
  /** lead width */
  b: Range;
  /** lead pitch */
  pitch: number;
  /** body size across and along the rows (nominal) */
  bodyAcross: number;
  bodyAlong: number;
  height: number;
  source: string;
}

/** SOT-23 (TO-236 variant AB), 3 leads: pins 1 and 2 on one side, 3 opposite. */
export const SOT23: GullWingBody = {
  name: 'SOT-23',
  E: range(2.1, 2.64),
  T: range(0.3, 0.6),
  b: range(0.3, 0.5),
  pitch: 0.95,
  bodyAcross: 1.3,
  bodyAlong: 2.92,
  height: 1.12,
  source: 'JEDEC TO-236H variant AB',
};

/** SOT-23-5 (MO-178 variant AA): pins 1–3 on one side, 4–5 opposite. */
export const SOT23_5: GullWingBody = {
  name: 'SOT-23-5',
  E: range(2.6, 3.0),
  T: range(0.3, 0.6),
  b: range(0.3, 0.5),
  pitch: 0.95,
  bodyAcross: 1.6,
  bodyAlong: 2.9,
  height: 1.45,
  source: 'JEDEC MO-178 variant AA',
};

/** LQFP-48, 7 × 7 mm body, 0.5 mm pitch (JEDEC MS-026 BBC; ST's LQFP48 outline 5B_ME). */
export const LQFP48: GullWingBody = {
  name: 'LQFP-48_7x7mm_P0.5mm',
  E: range(8.8, 9.2),
  T: range(0.45, 0.75),
  b: range(0.17, 0.27),
  pitch: 0.5,
  bodyAcross: 7,
  bodyAlong: 7,
  height: 1.6,
  source: 'JEDEC MS-026 variant BBC; STM32F103x8 datasheet, LQFP48 package outline',
};

/**
 * The shapes of the published outlines (package-outlines.ts holds the rows): one interface per kind of package,
 * symbols as the JEDEC drawings name them (see package-outlines.ts's header). All lengths in mm.
 */
import type { DirectFetOutline } from './directfet.ts';
import type { DpakOutline } from './dpak.ts';
import type { MetalCanOutline } from './metal-can.ts';
import type { PowerSonOutline } from './power-son.ts';
import type { To3Outline } from './to3-flange-can.ts';
import type { To92Outline } from './to92.ts';
import type { To220StaggeredOutline } from './to220-staggered.ts';
import type { To247Outline } from './to247.ts';
import type { To277Outline } from './to277.ts';

/** Two rows of gull-wing leads (SOT-23, SOT-223, SOIC, TSSOP, MSOP) or four (QFP). */
export interface GullWingOutline {
  kind: 'gullwing';
  source: string;
  kicad: string;
  D: number;
  E1: number;
  E: number;
  A1: number;
  A2: number;
  b: number;
  c: number;
  L: number;
  e: number;
  /**
   * Where the leads are: 'dual' n leads, n/2 per row (pin 1 top of the −X row, counted anticlockwise);
   * 'quad' n leads, n/4 per side; 'sot23' / 'sot23-5' / 'sot223' the irregular SOT pinouts; 'sot143' / 'sc82ab'
   * four leads at ±e/2, pin 1 (SOT-143) or pin 2 (SC-82AB) the wide one (b1), its outer edge in line with the others'.
   */
  layout: 'dual' | 'quad' | 'sot23' | 'sot23-5' | 'sot223' | 'sot143' | 'sc82ab';
  pins: number;
  /** SOT-223: width of the tab lead (pin 4, opposite pins 1–3); SOT-143 / SC-82AB: width of the wide lead */
  b1?: number;
  /** 1: flat leads on the board (SOT-553): each a b × c bar from the body side to the tip, L = (E − E1)/2 */
  flat?: 1;
  /** an exposed pad under the body (HTSSOP): E2 across the rows × D2 along them, from the board to A1 */
  E2?: number;
  D2?: number;
}

/** Two-terminal moulded packages whose leads bend under the body (DO-214 "J-bend"). */
export interface JLeadOutline {
  kind: 'jlead';
  source: string;
  kicad: string;
  D: number;
  E1: number;
  E: number;
  A2: number;
  b: number;
  c: number;
  L: number;
}

/** MELF: a cylinder of length L and diameter D with metal caps of length K at both ends, lying along X. */
export interface MelfOutline {
  kind: 'melf';
  source: string;
  kicad: string;
  L: number;
  D: number;
  K: number;
}

/**
 * QFN: a square body D × D, A high, with b × L terminals on the four bottom edges (pin 1 top of the −X
 * side, anticlockwise) and an exposed pad D2 × D2 (KiCad's pad n + 1; none when D2 is 0); the lead frame
 * is A3 thick. A two-row part (DFN / WSON: rows = 2) has its terminals on the ±X sides only, its body E (along
 * X) × D and its pad E2 × D2.
 */
export interface QfnOutline {
  kind: 'qfn';
  source: string;
  kicad: string;
  D: number;
  A: number;
  A3: number;
  b: number;
  L: number;
  e: number;
  D2: number;
  pins: number;
  /** two-row parts: the rows (2), the body across them and the pad's size across them */
  rows?: 2;
  E?: number;
  E2?: number;
}

/** Axial leads, mounted horizontally (axial.ts): body L × ØD, lead Ød, pitch P of KiCad's footprint. */
export interface AxialOutline {
  kind: 'axial';
  source: string;
  kicad: string;
  L: number;
  D: number;
  d: number;
  P: number;
}

/** TO-220, standing (tht-packages.ts); symbols as JEDEC TO-220AB. */
export interface To220Outline {
  kind: 'to220';
  source: string;
  kicad: string;
  A: number;
  A1: number;
  A2: number;
  b: number;
  b2: number;
  c: number;
  D: number;
  D1: number;
  E: number;
  e: number;
  L: number;
  L1: number;
  P: number;
  Q: number;
  pins: number;
}

/** PDIP, 300 mil rows (tht-packages.ts); symbols as JEDEC MS-001. */
export interface DipOutline {
  kind: 'dip';
  source: string;
  kicad: string;
  A1: number;
  A2: number;
  b: number;
  b2: number;
  c: number;
  D: number;
  E1: number;
  e: number;
  /** row spacing (lead centre to lead centre) */
  eA: number;
  L: number;
  pins: number;
}

export type PackageOutline =
  | GullWingOutline
  | JLeadOutline
  | MelfOutline
  | QfnOutline
  | AxialOutline
  | To220Outline
  | DipOutline
  | DpakOutline
  | PowerSonOutline
  | To92Outline
  | To247Outline
  | To3Outline
  | To220StaggeredOutline
  | DirectFetOutline
  | MetalCanOutline
  | To277Outline;

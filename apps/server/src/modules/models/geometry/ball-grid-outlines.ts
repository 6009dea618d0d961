/**
 * The ball grid packages we hold a maker's drawing for (mm), built by ball-grid.ts. Symbols as ST's
 * "Package information" tables: D, E body (D along X: KiCad's footprint puts the first number of its name
 * along X), A1 ball height, A2 substrate (BGA) or die (WLCSP) thickness, A4 moulded cap, b ball diameter,
 * e pitch. Where the table gives a typical value it is used; a value the table gives only as a limit is
 * used as given and said so.
 *
 * The catalogue's package name (ST's, e.g. WLCSP49) stands for several outlines: ST's wafer-level packages
 * take the size of the die, so each row holds only for the part numbers its drawing covers (`parts`); the
 * others keep "暂无三维模型" until their datasheet's drawing is sourced. The ball maps are the full grid where
 * the drawing shows a full grid (every row below; KiCad's footprints, named in `kicad`, have the same balls).
 */
import type { BallGridOutline } from './ball-grid.ts';

interface BallGridRow {
  outline: BallGridOutline;
  /** the part numbers the drawing is for */
  parts: RegExp;
}

const ROWS: Readonly<Record<string, readonly BallGridRow[]>> = {
  // ST STM32F103x8/xB datasheet (DocID13587 Rev 16) Table 53, LFBGA100 10 × 10 mm, 0.8 mm pitch, outline
  // H0_ME_V2: A 1.700 max, A1 0.270 (min), A2 0.300 typ, A4 0.800 (max), b 0.45/0.50/0.55, D = E 10.000,
  // D1 = E1 7.200, e 0.800, 100 balls (the 10 × 10 grid). A1 + A2 + A4 = 1.37 ≤ A.
  LFBGA100: [
    {
      parts: /^STM32F103V[8B]/,
      outline: {
        kind: 'ball-grid',
        source: 'ST STM32F103x8/xB datasheet (DocID13587 Rev 16) Table 53, LFBGA100 outline H0',
        kicad: 'LFBGA-100_10x10mm_Layout10x10_P0.8mm',
        D: 10,
        E: 10,
        A1: 0.27,
        A2: 0.3,
        A4: 0.8,
        b: 0.5,
        e: 0.8,
        cols: 10,
        rows: 10,
      },
    },
  ],
  // ST STM32L072xx datasheet (DocID027100 Rev 4) Table 89, WLCSP49 3.294 × 3.258 mm, 0.4 mm pitch: A 0.525/
  // 0.555/0.585, A1 0.175 typ, A2 0.380 typ (A1 + A2 = A typ; A3 0.025, the back side coating, within A2),
  // b 0.22/0.25/0.28, D 3.294, E 3.258 typ, e 0.400, e1 = e2 2.400 (the 7 × 7 grid, centred: F 0.447, G 0.429).
  WLCSP49: [
    {
      parts: /^STM32L072/,
      outline: {
        kind: 'ball-grid',
        source: 'ST STM32L072xx datasheet (DocID027100 Rev 4) Table 89, WLCSP49 3.294 x 3.258 mm, typ',
        kicad: 'ST_WLCSP-49_Die447',
        D: 3.294,
        E: 3.258,
        A1: 0.175,
        A2: 0.38,
        A4: 0,
        b: 0.25,
        e: 0.4,
        cols: 7,
        rows: 7,
      },
    },
  ],
  // ST STM32F103xC/xD/xE datasheet (Doc ID 14611 Rev 8) Table 68, WLCSP64 4.466 × 4.395 mm, 0.500 mm pitch:
  // A 0.535/0.585/0.635, A1 0.205/0.230/0.255, A2 0.330/0.355/0.380, b 0.290/0.320/0.350, D 4.466, E 4.395 typ,
  // e 0.500, e1 3.500 (the 8 × 8 grid), 64 balls.
  WLCSP64: [
    {
      parts: /^STM32F103R[CDE]/,
      outline: {
        kind: 'ball-grid',
        source: 'ST STM32F103xC/xD/xE datasheet (Doc ID 14611 Rev 8) Table 68, WLCSP64 4.466 x 4.395 mm, typ',
        kicad: 'ST_WLCSP-64_Die414',
        D: 4.466,
        E: 4.395,
        A1: 0.23,
        A2: 0.355,
        A4: 0,
        b: 0.32,
        e: 0.5,
        cols: 8,
        rows: 8,
      },
    },
  ],
};

/** Every outline (for the tests). */
export const BALL_GRID_OUTLINES: readonly BallGridOutline[] = Object.values(ROWS).flatMap((rows) =>
  rows.map((r) => r.outline),
);

/** The ball grid outline of an item's package and part number, or undefined when we hold none for it. */
export function ballGridOf(pkg: string | null, model: string): BallGridOutline | undefined {
  if (!pkg) return undefined;
  return ROWS[pkg]?.find((r) => r.parts.test(model))?.outline;
}

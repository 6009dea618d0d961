/**
 * Rectangular chip resistors, EIA 0201…2512: a body L × W × H with a termination of length a at each end,
 * as KiCad's Resistor_SMD 3D models lie: origin at the footprint centre, length along X, pad 1 at −X,
 * board at z = 0. The catalogue holds the case size only; the outline per size is YAGEO's datasheet of its
 * general purpose thick film chip resistors (RC series RC0201…RC2512, "DIMENSIONS" table, unit mm: L, W, H and
 * the top termination I1; nominal values, the ± tolerances dropped). Checked line by line against that table on
 * 2026-11-26: the earlier values, entered from memory, differed for 0201 (H, I1), 1210 (H), 2010 (I1) and 2512 (W).
 * Sizes that table lacks take KiCad's 3D library's chip resistor row (the packages3D generator's chip resistor
 * table, kicad_naming_params_res: L, W, T and the pin band pb): 1812 (4.5 × 3.2 × 0.55, pb 0.5) and the
 * long-side-terminal 1218 (3.2 × 4.8 × 0.55, pb 0.5: terminals on the long sides, so L = 3.2 lies between them),
 * on KiCad's R_1812_4532Metric and R_1218_3246Metric. 0612, 1020 and 1225 have no row there: 暂无三维模型.
 */
import { chipDimensions, type Family, num } from './family.ts';

/** case size → [L, W, H, a] in mm (YAGEO RC series datasheet, DIMENSIONS table, nominal). */
export const CHIP_OUTLINES: Readonly<Record<string, readonly [number, number, number, number]>> = {
  '0201': [0.6, 0.3, 0.25, 0.15],
  '0402': [1.0, 0.5, 0.35, 0.2],
  '0603': [1.6, 0.8, 0.45, 0.25],
  '0805': [2.0, 1.25, 0.5, 0.35],
  '1206': [3.1, 1.6, 0.55, 0.45],
  '1210': [3.1, 2.6, 0.5, 0.45],
  '2010': [5.0, 2.5, 0.55, 0.45],
  '2512': [6.35, 3.1, 0.55, 0.6],
  // KiCad 3D generator rows (see the header)
  '1812': [4.5, 3.2, 0.55, 0.5],
  '1218': [3.2, 4.8, 0.55, 0.5],
};

export const chipResistor: Family = {
  id: 'chip-resistor',
  categories: ['comp.passive.resistor.chip'],
  spec(item) {
    const size = item.params.case_size?.display ?? item.package ?? '';
    const outline = CHIP_OUTLINES[size];
    if (!outline) return 'no-model';
    const [L, W, H, a] = outline;
    return {
      family: 'chip-resistor',
      params: { L, W, H, a },
      productName: `R_${size}`,
      dimensions: chipDimensions(L, W, H),
    };
  },
  build(kernel, p) {
    const [L, W, H, a] = [num(p, 'L'), num(p, 'W'), num(p, 'H'), num(p, 'a')];
    const box = (x0: number, x1: number) => kernel.makeBox([x0, -W / 2, 0], [x1, W / 2, H]);
    return [
      { name: 'pad 1', color: '#d9dde2', shape: box(-L / 2, -L / 2 + a) },
      { name: 'body', color: '#1d1f22', shape: box(-L / 2 + a, L / 2 - a) },
      { name: 'pad 2', color: '#d9dde2', shape: box(L / 2 - a, L / 2) },
    ];
  },
};

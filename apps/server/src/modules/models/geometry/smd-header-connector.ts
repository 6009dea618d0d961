/**
 * Surface-mount wire-to-board headers in one row with two fitting nails: JST GH BM{nn}B-GHS-TBT (top entry) and
 * SM{nn}B-GHS-TB (side entry), placed as KiCad's 3D library places them on KiCad's footprints
 * JST_GH_{BM|SM}{nn}B-GHS-TB[T]_1x{nn}-1MP_P1.25mm_{Vertical|Horizontal} (Connector_JST.pretty, generated with
 * kicad-footprint-generator from JST's catalogue eGH.pdf); Molex PicoBlade 53398-{nn}71 (vertical) and
 * 53261-{nn}71 (right angle) on Molex_PicoBlade_{53398|53261}-{nn}71_1x{nn}-1MP_P1.25mm_{Vertical|Horizontal}
 * (Connector_Molex.pretty, from Molex's drawings 533980271_sd, 532610271_sd). Origin at the footprint's centre,
 * pads 1…n along +X centred on it, board top at z = 0, KiCad's footprint Y (down) is our −Y.
 *
 * The housing's plan (x beyond the outer pins, footprint y) is the footprint's F.Fab outline; every other figure
 * is read from KiCad 6.0.10's own 3D model (Debian kicad-packages3d, Connector_JST.3dshapes/<footprint>.wrl, VRML
 * in 2.54 mm units, n = 2 and 14): the housing's bottom and top, the contacts' solder tails (width, footprint y
 * extent, thickness) and the fitting nails' box (x beyond the outer pins, footprint y, height). KiCad holds 3D
 * models of the GH for 2–14 positions only; its 13 models of each entry agree on every one of these figures (the
 * housing's and the nails' ends beyond the outer pins within ±0.002, the rest exactly), so the 15-position parts are
 * built from the same row on KiCad's 15-position footprints (whose F.Fab and pads the read-back test checks against
 * the row as for the others). The PicoBlade's housing carries a bracket at either end around its mounting pin (F.Fab
 * and the .wrl, Connector_Molex.3dshapes, n = 2 and 15): a box beside the housing, x c + m…c + k, footprint y
 * e0…e1, z u0…u1, fused to it.
 *
 * Not held here: the catalogue's other surface-mount JST headers, SH BM{nn}B-SRSS-TB / SM{nn}B-SRSS-TB and PH
 * B{n}B-PH-SM4-TB / S{n}B-PH-SM4-TB. KiCad 6 has their footprints (plan, pads) but no 3D models, and JST's drawings
 * of their heights, contact thickness and fitting nails were not at hand; the SH catalogue's first page gives the
 * side entry's mounting height, 2.95 mm, so the SM{nn}B-SRSS-TB are drawn as their housing's envelope by
 * envelope-header-connector.ts, and the others keep 暂无三维模型.
 *
 * Construction (the read-back test computes the volume from it), c = (n − 1)·p / 2: the housing is its envelope,
 * a box x ±(c + m), footprint y y0…y1, z zb…H (cavity and latch not cut); each contact is its solder tail, a box
 * w wide from footprint y f0 to f1, t thick on the board (the part inside the housing is not drawn); each fitting
 * nail is its box, x c + d0…c + d1 either side, footprint y g0…g1, z 0…h (a bent plate in KiCad's model). The
 * body is one solid ("body"), the tails and the nails one compound ("pins").
 */
import type { ModelDimension } from '@jianku/rules/models-schemas';
import { rowFor } from './connector-rows.ts';
import { dim, type ItemInput, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const HOUSING = '#f2f0e6';
const METAL = '#d9dde2';

export interface SmdHeaderRow {
  parts: RegExp;
  kicad: (n: number) => string;
  /** pitch, housing beyond the outer pins, footprint y of its sides, bottom and top */
  housing: { p: number; m: number; y0: number; y1: number; zb: number; H: number };
  /** solder tail: width, footprint y extent, thickness */
  tail: { w: number; f0: number; f1: number; t: number };
  /** fitting nail: x beyond the outer pins, footprint y extent, height */
  nail: { d0: number; d1: number; g0: number; g1: number; h: number };
  /** bracket at either end of the housing: its end beyond the outer pins, footprint y extent, bottom and top */
  bracket?: { k: number; e0: number; e1: number; u0: number; u1: number };
  ns: readonly [number, number];
}

const nn = (n: number) => String(n).padStart(2, '0');

export const SMD_HEADER_ROWS: readonly SmdHeaderRow[] = [
  // JST_GH_BM02B-GHS-TBT_1x02-1MP_P1.25mm_Vertical (and BM14B): F.Fab x ±(c + 2.25), y −2.5…1.75; .wrl housing
  // z 0.15…4.2; tails 0.2 wide (x −0.724…−0.526 at pin 1), 3D y −2.477…−1.476, z 0…0.3; nails x c + 1.75…1.951,
  // 3D y −0.236…2.474, z 0…2.05
  {
    parts: /^BM\d\dB-GHS-TBT$/,
    kicad: (n) => `JST_GH_BM${nn(n)}B-GHS-TBT_1x${nn(n)}-1MP_P1.25mm_Vertical`,
    housing: { p: 1.25, m: 2.25, y0: -2.5, y1: 1.75, zb: 0.15, H: 4.2 },
    tail: { w: 0.2, f0: 1.476, f1: 2.477, t: 0.3 },
    nail: { d0: 1.75, d1: 1.951, g0: -2.474, g1: 0.236, h: 2.05 },
    ns: [2, 15],
  },
  // JST_GH_SM02B-GHS-TB_1x02-1MP_P1.25mm_Horizontal (and SM14B): F.Fab x ±(c + 2.25), y −1.6…2.45; .wrl housing
  // z −0.01 (taken as the board) …4.24; tails 0.2 wide, 3D y 0.706…2.477, z 0…0.3; nails x c + 1.75…1.951, 3D y
  // −2.474…0.236, z 0…2.05
  {
    parts: /^SM\d\dB-GHS-TB$/,
    kicad: (n) => `JST_GH_SM${nn(n)}B-GHS-TB_1x${nn(n)}-1MP_P1.25mm_Horizontal`,
    housing: { p: 1.25, m: 2.25, y0: -1.6, y1: 2.45, zb: 0, H: 4.24 },
    tail: { w: 0.2, f0: -2.477, f1: -0.706, t: 0.3 },
    nail: { d0: 1.75, d1: 1.951, g0: -0.236, g1: 2.474, h: 2.05 },
    ns: [2, 15],
  },
  // Molex_PicoBlade_53398-0271_1x02-1MP_P1.25mm_Vertical (and -1571): F.Fab housing x ±(c + 1.5), y −1.1…2.6,
  // brackets x c + 1.5…3.0, y −0.2…2.6 (their nose to c + 3.2 is the mounting pin); .wrl housing z 0…4.699,
  // brackets 3D y −2.601…0.201, z 0.3…2.649; tails 0.32 wide (x ±0.465…0.785 at n = 2), 3D y 0.701…1.6, z 0…0.3
  // on the board (0.45 at the bend out of the housing, drawn 0.3); mounting pins' foot x c + 1.501…3.2, 3D y
  // −2.601…−0.399, z 0…0.249 (the pin's bent-up part lies inside the bracket, not drawn)
  {
    parts: /^53398-\d\d71$/,
    kicad: (n) => `Molex_PicoBlade_53398-${nn(n)}71_1x${nn(n)}-1MP_P1.25mm_Vertical`,
    housing: { p: 1.25, m: 1.5, y0: -1.1, y1: 2.6, zb: 0, H: 4.7 },
    tail: { w: 0.32, f0: -1.6, f1: -0.701, t: 0.3 },
    nail: { d0: 1.5, d1: 3.2, g0: 0.399, g1: 2.601, h: 0.249 },
    bracket: { k: 3, e0: -0.2, e1: 2.6, u0: 0.3, u1: 2.649 },
    ns: [2, 15],
  },
  // Molex_PicoBlade_53261-0271_1x02-1MP_P1.25mm_Horizontal (and -1571): F.Fab housing x ±(c + 1.5), y −1.6…2.6,
  // brackets x c + 1.5…3.0, y −0.6…2.2; .wrl housing z 0…3.401, brackets 3D y −2.2…0.599, z 0.249…2.799; tails
  // 0.32 wide, their foot on the board 3D y 1.801…2.601, z 0…0.201 (the J-bend up to the housing not drawn);
  // mounting pins' foot x c + 1.501…3.2, 3D y −1.6…0.599, z 0…0.249
  {
    parts: /^53261-\d\d71$/,
    kicad: (n) => `Molex_PicoBlade_53261-${nn(n)}71_1x${nn(n)}-1MP_P1.25mm_Horizontal`,
    housing: { p: 1.25, m: 1.5, y0: -1.6, y1: 2.6, zb: 0, H: 3.4 },
    tail: { w: 0.32, f0: -2.601, f1: -1.801, t: 0.201 },
    nail: { d0: 1.5, d1: 3.2, g0: -1.6, g1: 0.599, h: 0.249 },
    bracket: { k: 3, e0: -0.6, e1: 2.2, u0: 0.249, u1: 2.799 },
    ns: [2, 15],
  },
];

/** The row and position count of a part number, or undefined when we hold none for it. */
export function smdHeaderOf(item: Pick<ItemInput, 'model' | 'params'>): [SmdHeaderRow, number] | undefined {
  return rowFor(SMD_HEADER_ROWS, item);
}

/** The builder's numbers of a row at n positions (smd marks them for the family's build). */
export function smdHeaderParams(row: SmdHeaderRow, n: number): Record<string, number> {
  return { smd: 1, n, ...row.housing, ...row.tail, ...row.nail, ...row.bracket };
}

/** The body's end beyond the outer pins: the housing's or, when it has them, the brackets'. */
export function smdHeaderEnd(row: SmdHeaderRow): number {
  return Math.max(row.housing.m, row.bracket?.k ?? 0);
}

/** Length, width, height and pitch as shown on the model. */
export function smdHeaderDimensions(row: SmdHeaderRow, n: number): ModelDimension[] {
  const { p, y0, y1, H } = row.housing;
  const x = ((n - 1) * p) / 2 + smdHeaderEnd(row);
  return [
    dim('L', '长度', 2 * x, [-x, -y1, H], [x, -y1, H]),
    dim('W', '宽度', y1 - y0, [x, -y1, H], [x, -y0, H]),
    dim('H', '高度', H, [-x, -y0, 0], [-x, -y0, H]),
    dim('P', '间距', p, [0, -y0, H], [p, -y0, H]),
  ];
}

export function buildSmdHeader(k: Kernel, params: Record<string, number | string>): ModelPart[] {
  const [n, p, m, y0, y1, zb, H] = nums(params, 'n', 'p', 'm', 'y0', 'y1', 'zb', 'H');
  const [w, f0, f1, t, d0, d1, g0, g1, h] = nums(params, 'w', 'f0', 'f1', 't', 'd0', 'd1', 'g0', 'g1', 'h');
  const c = ((n - 1) * p) / 2;
  const box = (lo: [number, number, number], hi: [number, number, number]) => k.makeBox(lo, hi) as Solid3D;
  const tails = Array.from({ length: n }, (_, i) =>
    box([-c + i * p - w / 2, -f1, 0], [-c + i * p + w / 2, -f0, t]),
  );
  const nails = [box([c + d0, -g1, 0], [c + d1, -g0, h]), box([-c - d1, -g1, 0], [-c - d0, -g0, h])];
  return [
    { name: 'body', color: HOUSING, shape: housing(params, box([-c - m, -y1, zb], [c + m, -y0, H]), box) },
    { name: 'pins', color: METAL, shape: k.makeCompound([...tails, ...nails]) as Solid3D },
  ];
}

/** The housing box with, when the row has them, its two end brackets fused on. */
function housing(
  params: Record<string, number | string>,
  main: Solid3D,
  box: (lo: [number, number, number], hi: [number, number, number]) => Solid3D,
): Solid3D {
  if (params.k === undefined) return main;
  const [n, p, m, k, e0, e1, u0, u1] = nums(params, 'n', 'p', 'm', 'k', 'e0', 'e1', 'u0', 'u1');
  const c = ((n - 1) * p) / 2;
  return main
    .fuse(box([c + m, -e1, u0], [c + k, -e0, u1]))
    .fuse(box([-c - k, -e1, u0], [-c - m, -e0, u1])) as Solid3D;
}

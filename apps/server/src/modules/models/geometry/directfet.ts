/**
 * Infineon (IR) DirectFET cans, placed as KiCad's 3D library places them on KiCad's DirectFET_<outline> footprints:
 * origin at the footprint centre, board top at z = 0, the can's long side along X with its drain wings at ±X,
 * the gate pad (KiCad's pad 2) on the −X side of the die and the source pads (pad 3) beside it.
 *
 * The numbers are the rows of KiCad's DirectFET 3D model generator (kicad-3d-models-in-freecad, DirectFETs
 * cq_parameters.py; each row from the Infineon datasheet of one part in that outline): can length A and width B,
 * drain wings C wide and D long at both ends, height M, die and body P above the board, pads R high, the die's
 * size, and the gate / source pads (width, height, x, y; the gate first). Construction rules (ours; the read-back
 * test computes the volume from them):
 * - body: the can's top, a box (A − 2D) × B from z = P to M, on the die, a box dieX × dieY from z = R to P;
 * - drain wings: a box D × C at each end (x from ±(A/2 − D) to ±A/2) from the board to M;
 * - gate and source pads: a box each from the board to R, under the die.
 * Volume (A − 2D)·B·(M − P) + dieX·dieY·(P − R) + 2·D·C·M + Σ w·h·R.
 */
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const METAL = '#b8bec6';
const PAD = '#d9dde2';

export interface DirectFetOutline {
  kind: 'directfet';
  source: string;
  kicad: string;
  A: number;
  B: number;
  C: number;
  D: number;
  M: number;
  P: number;
  R: number;
  dieX: number;
  dieY: number;
  /** gate then source pads, each [width, height, x, y] flattened (4 numbers a pad) */
  pads: string;
}

const GEN = 'KiCad DirectFET 3D generator cq_parameters.py';
type Pad = readonly [number, number, number, number];

/**
 * The medium (M…), small (S…) and large (L8) cans: A, B, C, D, M and the die as the generator gives them (its
 * P 0.13 and R 0.05 are the same for all three).
 */
const CANS = {
  M: [6.3, 4.9, 3.9, 0.4, 0.65, 4.5, 3.9],
  S: [4.8, 3.85, 2.8, 0.4, 0.565, 2.95, 2.8],
  L: [9.1, 7.0, 5.95, 0.6, 0.7, 6.7, 5.7],
} as const;

/**
 * An outline the generator has no row for, whose KiCad footprint draws the same can on F.Fab as an outline it
 * has: that can (and the generator's die, P and R for it), the pads of KiCad's footprint (its land pattern, AN-1035's
 * drawing of the outline; footprint y is down, so y is negated), and the maker's word that the part is that can.
 */
function footprintCan(
  name: string,
  size: keyof typeof CANS,
  from: string,
  pads: readonly Pad[],
): DirectFetOutline {
  const row = can(
    name,
    size,
    from,
    pads.map(([w, h, x, y]) => [w, h, x, y === 0 ? 0 : -y] as const),
  );
  return { ...row, source: `KiCad footprint DirectFET_${name} (pads; AN-1035), ${GEN} can (${from})` };
}

/** A generator row: can, wings, heights, die and pads. */
function can(name: string, size: keyof typeof CANS, from: string, pads: readonly Pad[]): DirectFetOutline {
  const [A, B, C, D, M, dieX, dieY] = CANS[size];
  return {
    kind: 'directfet',
    source: `${GEN}, DirectFET_${name} row (Infineon ${from})`,
    kicad: `DirectFET_${name}`,
    A,
    B,
    C,
    D,
    M,
    P: 0.13,
    R: 0.05,
    dieX,
    dieY,
    pads: pads.flat().join(','),
  };
}

export const DIRECTFET_OUTLINES: Readonly<Record<string, DirectFetOutline>> = {
  'DirectFET MX': can('MX', 'M', 'IRF8302M', [
    [0.75, 0.75, -1.45, 0],
    [1.45, 0.87, 0.3, -0.61],
    [1.45, 0.87, 0.3, 0.61],
  ]),
  'DirectFET MN': can('MN', 'M', 'IRF6646', [
    [0.85, 0.95, -1.125, 0],
    [1.45, 0.95, 0.695, -0.7],
    [1.45, 0.95, 0.695, 0.7],
  ]),
  'DirectFET MZ': can('MZ', 'M', 'IRF6668', [
    [0.75, 0.75, -1.2, 0],
    [1.0, 0.7, 0.325, -0.475],
    [1.0, 0.7, 0.325, 0.475],
  ]),
  'DirectFET MT': can('MT', 'M', 'IRF6613', [
    [0.85, 0.95, -1.405, 0],
    [1.85, 1.05, 0.695, -0.825],
    [1.85, 1.05, 0.695, 0.825],
  ]),
  'DirectFET MP': can('MP', 'M', 'IRF6633', [
    [0.65, 0.65, -0.8, 0],
    [0.825, 0.6, 0.59, -0.415],
    [0.825, 0.6, 0.59, 0.415],
  ]),
  // the generator's DirectFET_ME row cites Infineon's application note AN-1035 (the ME outline's drawing)
  'DirectFET ME': can('ME', 'M', 'AN-1035', [
    [0.6, 1.1, -1.55, 0.95],
    [0.6, 1.3, -1.55, -0.85],
    [0.95, 1.3, -0.175, -0.85],
    [0.95, 1.3, -0.175, 0.85],
    [0.95, 1.3, 1.375, -0.85],
    [0.95, 1.3, 1.375, 0.85],
  ]),
  'DirectFET L8': can('L8', 'L', 'IRF7749L1', [
    [0.7, 1.3, -2.4, 0],
    [1.1, 0.85, -1, -0.575],
    [1.1, 0.85, -1, -1.725],
    [1.1, 0.85, -1, 0.575],
    [1.1, 0.85, -1, 1.725],
    [1.1, 0.85, 1.8, -0.575],
    [1.1, 0.85, 1.8, -1.725],
    [1.1, 0.85, 1.8, 0.575],
    [1.1, 0.85, 1.8, 1.725],
  ]),
  // L6 (IRF7748L1, IRF6718L2): KiCad's DirectFET_L6 footprint draws on F.Fab the very can of its L8 (x ±4.55,
  // y ±3.475, wings ±2.975 from x ±3.95), and Infineon's IRF7748L1 datasheet gives its package type as "DirectFET
  // Large Can", "only 0.7 mm profile", as the L8 row's IRF7749L1 is (the generator's L can, M = 0.7). The pads are
  // the footprint's: gate (pad 2) 0.7 × 1.3 at x −2.25; six sources (pad 3) 1.1 × 0.85 at x −0.85, 0.55, 1.95 and
  // y ±0.575.
  'DirectFET L6': footprintCan('L6', 'L', 'IRF7748L1: DirectFET Large Can, 0.7 mm profile', [
    [0.7, 1.3, -2.25, 0],
    [1.1, 0.85, -0.85, -0.575],
    [1.1, 0.85, -0.85, 0.575],
    [1.1, 0.85, 0.55, -0.575],
    [1.1, 0.85, 0.55, 0.575],
    [1.1, 0.85, 1.95, -0.575],
    [1.1, 0.85, 1.95, 0.575],
  ]),
  'DirectFET S1': can('S1', 'S', 'IRF6810S', [
    [0.55, 0.65, -0.9, 0],
    [0.55, 1.15, 0.0, 0.0],
  ]),
  'DirectFET SQ': can('SQ', 'S', 'IRF8327S', [
    [0.55, 0.85, -0.8, 0],
    [0.95, 0.85, 0.5, 0],
  ]),
  'DirectFET ST': can('ST', 'S', 'IRF8327S', [
    [0.65, 0.65, -0.76, 0],
    [0.82, 0.6, 0.63, -0.415],
    [0.82, 0.6, 0.63, 0.415],
  ]),
  'DirectFET SH': can('SH', 'S', 'IRF6655', [
    [0.55, 0.65, -0.695, 0],
    [0.7, 0.9, 0.635, 0],
  ]),
  // The outlines below are KiCad's footprints for the parts KiCad's symbols give them (IRF40DM229 and IRF7483M:
  // DirectFET_MF; IRL6283M: MD; IRF6802SD and IRL6297SD: SA; IRF6892S: S3C; IRF7665S2: SB), each footprint's descr
  // citing its page of Infineon's AN-1035. On F.Fab the MF and MD footprints draw the very medium can of DirectFET_MX
  // (x ±3.15, y ±2.45, wings ±1.95 from x ±2.75), the SA, SB and S3C footprints the very small can of DirectFET_S1
  // (x ±2.4, y ±1.9, wings ±1.4 from x ±2.0): the generator's M and S cans, whose heights it gives every medium
  // (MX, MN, MZ, MT, MP, ME: 0.65) and every small can (S1, SQ, ST, SH: 0.565) alike. IR's DirectFET rating
  // calculator page (irf.com/product-info/directfet/thermalcalc.html) lists SB among the 'Small' cans. Pads: the
  // footprint's (gate pad 2 first, then pad 3; SA's two gates both pad 2), footprint y negated.
  'DirectFET MF': footprintCan('MF', 'M', 'KiCad DirectFET_MF F.Fab: the MX medium can', [
    [0.65, 1.15, -1.55, -0.95],
    [1, 1.35, -0.175, -0.85],
    [1, 1.35, -0.175, 0.85],
    [0.65, 1.35, -1.55, 0.85],
  ]),
  'DirectFET MD': footprintCan('MD', 'M', 'KiCad DirectFET_MD F.Fab: the MX medium can', [
    [0.65, 0.65, -1.55, -1.2],
    [1, 1.35, -0.175, 0.85],
    [1, 1.35, -0.175, -0.85],
    [0.65, 1.35, -1.55, 0.85],
  ]),
  'DirectFET SA': footprintCan('SA', 'S', 'KiCad DirectFET_SA F.Fab: the S1 small can', [
    [0.55, 0.55, -0.8, 0.65],
    [0.55, 0.55, 0.8, 0.65],
    [0.9, 0.75, 0.625, -0.55],
    [0.9, 0.75, -0.625, -0.55],
  ]),
  'DirectFET SB': footprintCan(
    'SB',
    'S',
    "IR: SB a 'Small' can; KiCad DirectFET_SB F.Fab: the S1 small can",
    [
      [0.55, 0.95, -0.75, 0],
      [1.05, 0.95, 0.395, 0],
    ],
  ),
  'DirectFET S3C': footprintCan('S3C', 'S', 'KiCad DirectFET_S3C F.Fab: the S1 small can', [
    [0.55, 0.55, -0.8, 0.65],
    [0.55, 0.75, -0.8, -0.55],
    [1.25, 0.75, 0.45, 0.55],
    [1.25, 0.75, 0.45, -0.55],
  ]),
};

/** The pads of an outline's flattened list: [width, height, x, y] each. */
export function directFetPads(pads: string): Pad[] {
  const v = pads.split(',').map(Number);
  return Array.from({ length: v.length / 4 }, (_, i) => v.slice(4 * i, 4 * i + 4) as unknown as Pad);
}

export function buildDirectFet(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [A, B, C, D, M, P, R, dieX, dieY] = nums(p, 'A', 'B', 'C', 'D', 'M', 'P', 'R', 'dieX', 'dieY');
  const top = k.makeBox([-(A / 2 - D), -B / 2, P], [A / 2 - D, B / 2, M]) as Solid3D;
  const die = k.makeBox([-dieX / 2, -dieY / 2, R], [dieX / 2, dieY / 2, P]) as Solid3D;
  const wing = (s: 1 | -1) =>
    k.makeBox([s > 0 ? A / 2 - D : -A / 2, -C / 2, 0], [s > 0 ? A / 2 : -(A / 2 - D), C / 2, M]) as Solid3D;
  const pads = directFetPads(String(p.pads)).map(
    ([w, h, x, y]) => k.makeBox([x - w / 2, y - h / 2, 0], [x + w / 2, y + h / 2, R]) as Solid3D,
  );
  return [
    { name: 'body', color: METAL, shape: top.fuse(die) },
    { name: 'pins', color: PAD, shape: k.makeCompound([wing(-1), wing(1), ...pads]) as Solid3D },
  ];
}

export function directFetDimensions(o: DirectFetOutline) {
  return [
    dim('A', '总长', o.A, [-o.A / 2, -o.B * 0.7, 0], [o.A / 2, -o.B * 0.7, 0]),
    dim('B', '本体宽度', o.B, [o.A * 0.6, -o.B / 2, o.M], [o.A * 0.6, o.B / 2, o.M]),
    dim('M', '高度', o.M, [-o.A / 2, o.B * 0.6, 0], [-o.A / 2, o.B * 0.6, o.M]),
  ];
}

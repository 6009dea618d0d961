/**
 * TO-277A (Vishay's SMPC: two anode leads and a cathode pad of one lead frame under a flat moulded body), placed as
 * KiCad's 3D library places it on KiCad's TO-277A footprint: origin at the footprint centre, board top at z = 0, the
 * anode leads (pins 1 and 2) towards +Y in 3D (KiCad's footprint puts their pads at y −2.765, its Y pointing down),
 * pin 1 at −X, the cathode (KiCad's pad 3) under the body towards −Y.
 *
 * The numbers are read off KiCad's own library (Debian kicad-footprints and kicad-packages3d 6.0.10, as
 * kicad-model-outlines.ts's rows): the body's plan from the footprint's F.Fab, its top and the lead frame from the 3D
 * model TO-277A.wrl (VRML in 2.54 mm units, 3 decimals); Vishay's drawing (the footprint's descr cites
 * vishay.com/docs/95570/to-277asmpc.pdf) was not at hand. Construction rules (the read-back test computes the volume
 * from them):
 * - lead frame, the layer z = 0 to c: each anode lead a box b wide (along X) centred at x = ∓xa, from y = ya0 to
 *   ya1; the cathode one solid of three strips along Y, y0…y1 w1 wide, y1…y2 w2 wide, y2…y3 w3 wide, each centred
 *   on x = 0;
 * - body: E1 (along X) × D from z = c to A (the mould between the lead frame's parts left out, as power-son.ts does).
 * Volume E1·D·(A − c) + (2·b·(ya1 − ya0) + w1·(y1 − y0) + w2·(y2 − y1) + w3·(y3 − y2))·c. The body is one solid
 * ("body"), the anodes and the cathode one compound ("pins", in pin order).
 */
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const BODY = '#1d1f22';
const METAL = '#d9dde2';

export interface To277Outline {
  kind: 'to277';
  source: string;
  kicad: string;
  /** body: width (along X), length (along Y), top */
  E1: number;
  D: number;
  A: number;
  /** lead frame thickness */
  c: number;
  /** anode leads: width, centre's distance from x = 0, y extent */
  b: number;
  xa: number;
  ya0: number;
  ya1: number;
  /** cathode: the strips' y bounds (y0 < y1 < y2 < y3) and widths */
  y0: number;
  y1: number;
  y2: number;
  y3: number;
  w1: number;
  w2: number;
  w3: number;
}

export const TO277_OUTLINES: Readonly<Record<string, To277Outline>> = {
  // KiCad Package_TO_SOT_SMD TO-277A.kicad_mod: F.Fab x ±2.15, y ±3.05 (body 4.3 × 6.1); pads 1 and 2 at x ∓1.04, y −2.765, pad 3 at y 1.04. TO-277A.wrl: body z 0.02…1.22 (x ±2.141,
  // y ±3.041); lead frame 0.25 thick: anode leads x −1.665…−0.465 and 0.465…1.665, 3D y 2.16…3.25; the cathode x
  // ±1.025 over 3D y −3.25…−2.59, ±1.775 over −2.59…0.6 and ±2.3 over 0.6…1.35. Our body stands on the lead frame
  'TO-277A': {
    kind: 'to277',
    source: "KiCad's footprint (F.Fab, pads) and 3D model TO-277A (Vishay SMPC)",
    kicad: 'TO-277A',
    E1: 4.3,
    D: 6.1,
    A: 1.22,
    c: 0.25,
    b: 1.2,
    xa: 1.065,
    ya0: 2.16,
    ya1: 3.25,
    y0: -3.25,
    y1: -2.59,
    y2: 0.6,
    y3: 1.35,
    w1: 2.05,
    w2: 3.55,
    w3: 4.6,
  },
};

export function buildTo277(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [E1, D, A, c, b, xa, ya0, ya1] = nums(p, 'E1', 'D', 'A', 'c', 'b', 'xa', 'ya0', 'ya1');
  const [y0, y1, y2, y3, w1, w2, w3] = nums(p, 'y0', 'y1', 'y2', 'y3', 'w1', 'w2', 'w3');
  const strip = (ya: number, yb: number, w: number) => k.makeBox([-w / 2, ya, 0], [w / 2, yb, c]) as Solid3D;
  const anode = (x: number) => k.makeBox([x - b / 2, ya0, 0], [x + b / 2, ya1, c]) as Solid3D;
  const cathode = strip(y0, y1, w1)
    .fuse(strip(y1, y2, w2))
    .fuse(strip(y2, y3, w3)) as Solid3D;
  return [
    { name: 'body', color: BODY, shape: k.makeBox([-E1 / 2, -D / 2, c], [E1 / 2, D / 2, A]) },
    { name: 'pins', color: METAL, shape: k.makeCompound([anode(-xa), anode(xa), cathode]) as Solid3D },
  ];
}

export function to277Dimensions(o: To277Outline) {
  return [
    dim('E1', '本体宽度', o.E1, [-o.E1 / 2, -o.D * 0.6, o.A], [o.E1 / 2, -o.D * 0.6, o.A]),
    dim('D', '本体长度', o.D, [o.E1 * 0.7, -o.D / 2, o.A], [o.E1 * 0.7, o.D / 2, o.A]),
    dim('A', '高度', o.A, [-o.E1 / 2, o.D * 0.6, 0], [-o.E1 / 2, o.D * 0.6, o.A]),
  ];
}

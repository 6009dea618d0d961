/**
 * Surface-mount power packages with a metal tab: TO-252 (DPAK), TO-263 (D2PAK) and SOT-89, placed as KiCad's 3D library
 * places them on its TO-252-* / TO-263-* footprints: origin at the footprint centre, board top at z = 0, the leads
 * along −X (pin 1 at +Y in 3D, KiCad's footprint Y points down), the tab at +X.
 *
 * The numbers are those of KiCad's DPAK 3D model generator (kicad-3d-models-in-freecad, DPAK_config.yaml and
 * DPAK_factory.py, which made KiCad's TO-252 / TO-263 models; its plan dimensions are the ones KiCad's footprint
 * generator draws on F.Fab, from Infineon's PG-TO252 / PG-TO263 outlines). Construction rules (the read-back test
 * computes the volumes from them):
 * - tab: a metal plate tabX × tabY, tabZ thick, on the board, its far end at x = X/2 (project beyond the body);
 * - body: a box bodyX × bodyY × bodyZ on the board, its +X face at X/2 − project, less the part of the tab under it
 *   (edges not chamfered). Volume bodyX·bodyY·bodyZ − (X/2 − project − (X/2 − tabX))·tabY·tabZ;
 * - each lead (pinY wide, pinZ thick, the generator's lead profile with its bends made square): leaves the body at
 *   the generator's run height zh (bottom face), runs out to the knee, drops to the board and its foot of length L
 *   runs to the tip at x = −X/2. Volume pinY·pinZ·(X/2 − |bodyX0| + zh), as the gull-wing leads of
 *   component-package.ts. A 'cut' variant leaves the centre lead out (KiCad's TO-252-2, TO-263-2);
 * - flat leads (SOT-89, the generator's SOT89 class: a straight lead on the board): a bar pinY × pinZ from the tip
 *   at x = −X/2 to the body. Volume pinY·pinZ·(X/2 − |bodyX0|).
 */
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const BODY = '#1d1f22';
const METAL = '#d9dde2';

/** TO-252 / TO-263 outline (mm); see the header. */
export interface DpakOutline {
  kind: 'dpak';
  source: string;
  kicad: string;
  /** overall length, lead tip to tab end */
  X: number;
  bodyX: number;
  bodyY: number;
  bodyZ: number;
  tabX: number;
  tabY: number;
  tabZ: number;
  /** how far the tab reaches beyond the body */
  project: number;
  pinY: number;
  pinZ: number;
  pitch: number;
  /** lead positions (the centre one left out when cut = 1) */
  pins: number;
  cut: 0 | 1;
  /** foot length, tip to the outer face of the bend, and the lead's run height (bottom face); unused when flat */
  L: number;
  zh: number;
  /** 1: flat leads on the board (SOT-89), a pinY × pinZ bar from the tip to the body */
  flat: 0 | 1;
}

/** The +X lead profile in the XZ plane, extruded b along Y and centred on y = 0 (as component-package.ts). */
function lead(k: Kernel, inner: number, xTip: number, L: number, c: number, zh: number, b: number): Solid3D {
  const xk = xTip - L;
  const pts: [number, number][] = [
    [inner, zh + c],
    [xk + c, zh + c],
    [xk + c, c],
    [xTip, c],
    [xTip, 0],
    [xk, 0],
    [xk, zh],
    [inner, zh],
  ];
  const [first, ...rest] = pts;
  let pen = k.draw(first as [number, number]);
  for (const p of rest) pen = pen.lineTo(p);
  return (pen.close().sketchOnPlane('XZ').extrude(b) as Solid3D).translate([0, b / 2, 0]);
}

/** y of each lead, pin 1 first (3D +Y), the centre one dropped on a cut variant. */
export function dpakLeadYs(pins: number, pitch: number, cut: number): number[] {
  const centre = Math.floor(pins / 2);
  return Array.from({ length: pins }, (_, i) => ((pins - 1) / 2 - i) * pitch).filter(
    (_, i) => !(cut && i === centre),
  );
}

export function buildDpak(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [X, bodyX, bodyY, bodyZ, tabX, tabY, tabZ, project, pinY, pinZ, pitch, pins, cut, L, zh, flat] = nums(
    p,
    'X',
    'bodyX',
    'bodyY',
    'bodyZ',
    'tabX',
    'tabY',
    'tabZ',
    'project',
    'pinY',
    'pinZ',
    'pitch',
    'pins',
    'cut',
    'L',
    'zh',
    'flat',
  );
  const xr = X / 2;
  const bx1 = xr - project;
  const bx0 = bx1 - bodyX;
  const tab = k.makeBox([xr - tabX, -tabY / 2, 0], [xr, tabY / 2, tabZ]) as Solid3D;
  const body = (k.makeBox([bx0, -bodyY / 2, 0], [bx1, bodyY / 2, bodyZ]) as Solid3D).cut(
    k.makeBox([xr - tabX, -tabY / 2, 0], [xr, tabY / 2, tabZ]) as Solid3D,
  );
  // made for +X, turned half a turn to −X
  const one = flat
    ? (k.makeBox([-xr, -pinY / 2, 0], [bx0, pinY / 2, pinZ]) as Solid3D)
    : (lead(k, -bx0, xr, L, pinZ, zh, pinY).rotate(180, [0, 0, 0], [0, 0, 1]) as Solid3D);
  const leads = dpakLeadYs(pins, pitch, cut).map((y) => one.clone().translate([0, y, 0]) as Solid3D);
  return [
    { name: 'body', color: BODY, shape: body },
    { name: 'tab', color: METAL, shape: tab },
    { name: 'pins', color: METAL, shape: k.makeCompound(leads) as Solid3D },
  ];
}

export function dpakDimensions(o: DpakOutline) {
  const xr = o.X / 2;
  const bx0 = xr - o.project - o.bodyX;
  return [
    dim('X', '总长', o.X, [-xr, -o.bodyY / 2, 0], [xr, -o.bodyY / 2, 0]),
    dim('E', '本体宽度', o.bodyY, [bx0, -o.bodyY / 2, o.bodyZ], [bx0, o.bodyY / 2, o.bodyZ]),
    dim('A', '高度', o.bodyZ, [xr - o.project, o.bodyY / 2, 0], [xr - o.project, o.bodyY / 2, o.bodyZ]),
  ];
}

/** DPAK_config.yaml's TO-252 base (device and body, tab; pins 0.5 thick) for a lead variant. */
function to252(kicad: string, pins: number, cut: 0 | 1, pitch: number, pinY: number): DpakOutline {
  return {
    kind: 'dpak',
    source: 'KiCad DPAK 3D generator (DPAK_config.yaml TO-252, Infineon PG-TO252), nominal',
    kicad,
    X: 9.9,
    bodyX: 6.22,
    bodyY: 6.5,
    bodyZ: 2.3,
    tabX: 5.24,
    tabY: 5.4,
    tabZ: 0.5,
    project: 1.0,
    pinY,
    pinZ: 0.5,
    pitch,
    pins,
    cut,
    // DPAK_factory.py's lead profile: a 2.1 mm run from the tip to the bend, bends of 0.5 mm radius and a 0.5 mm
    // rise between them: its run, centred 1.75 up, has its bottom face 1.5 up
    L: 2.1,
    zh: 1.5,
    flat: 0,
  };
}

/** DPAK_config.yaml's TO-263 base for a lead variant. */
function to263(kicad: string, pins: number, cut: 0 | 1, pitch: number, pinY: number): DpakOutline {
  return {
    kind: 'dpak',
    source: 'KiCad DPAK 3D generator (DPAK_config.yaml TO-263, Infineon PG-TO263), nominal',
    kicad,
    X: 15.0,
    bodyX: 9.25,
    bodyY: 10.0,
    bodyZ: 4.4,
    tabX: 7.55,
    tabY: 10.0,
    tabZ: 1.27,
    project: 1.0,
    pinY,
    pinZ: 0.5,
    pitch,
    pins,
    cut,
    L: 2.1,
    zh: 1.5,
    flat: 0,
  };
}

/**
 * SOT-89-3 (KiCad's SOT-89-3; DPAK_config.yaml's SOT-89 base and variant, from onsemi's 2SB1122 outline): the
 * centre lead's wide part is the tab under the body, reaching 0.5 beyond it.
 */
const SOT89: DpakOutline = {
  kind: 'dpak',
  source: 'KiCad DPAK 3D generator (DPAK_config.yaml SOT-89, onsemi 2SB1122 outline), nominal',
  kicad: 'SOT-89-3',
  X: 4.0,
  bodyX: 2.5,
  bodyY: 4.5,
  bodyZ: 1.5,
  tabX: 2.5,
  tabY: 1.6,
  tabZ: 0.4,
  project: 0.5,
  pinY: 0.4,
  pinZ: 0.4,
  pitch: 1.5,
  pins: 3,
  cut: 0,
  L: 0,
  zh: 0,
  flat: 1,
};

/**
 * The catalogue's spellings: DPAK is KiCad's TO-252-2 (three lead positions, the centre one cut, the tab is pin 2),
 * TO-252-3 its TO-252-3_TabPin2, TO-252-5 its TO-252-5_TabPin3 (Microchip's MIC29152WU), D2PAK its TO-263-2,
 * TO-263-5 its TO-263-5_TabPin3, TO-263-6 its TO-263-6, TO-263-7 its TO-263-7_TabPin8 (the footprints KiCad's symbols
 * of those parts name).
 */
export const DPAK_OUTLINES: Readonly<Record<string, DpakOutline>> = {
  DPAK: to252('TO-252-2', 3, 1, 2.28, 0.75),
  'TO-252-2': to252('TO-252-2', 3, 1, 2.28, 0.75),
  'TO-252-3': to252('TO-252-3_TabPin2', 3, 0, 2.28, 0.75),
  // DPAK_config.yaml's TO-252 five-lead variant (Infineon PG-TO252-5-11): pitch 1.14, leads 0.6 wide
  'TO-252-5': to252('TO-252-5_TabPin3', 5, 0, 1.14, 0.6),
  D2PAK: to263('TO-263-2', 3, 1, 2.54, 1.0),
  'TO-263-2': to263('TO-263-2', 3, 1, 2.54, 1.0),
  'TO-263-5': to263('TO-263-5_TabPin3', 5, 0, 1.7, 0.8),
  'TO-263-7': to263('TO-263-7_TabPin8', 7, 0, 1.27, 0.6),
  // the seven-lead variant with its centre lead cut (DPAK_config.yaml's centre_pin 'cut'; KiCad's TO-263-6, the tab is
  // pin 4): Infineon's IPB180N10S4-02
  'TO-263-6': to263('TO-263-6', 7, 1, 1.27, 0.6),
  'SOT-89-3': SOT89,
  'SOT-89': SOT89,
};

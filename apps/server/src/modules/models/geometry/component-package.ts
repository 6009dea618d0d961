/**
 * Component packages built from their published outlines (package-outlines.ts): MELF, DO-214 (SMA/SMB/SMC),
 * DO-41 and DO-35 (axial.ts), TO-252 / TO-263 / SOT-89 (dpak.ts), TDSON-8 and TOLL (power-son.ts), TO-277A (to277.ts), BGA and WLCSP
 * (ball-grid.ts), TO-92 (to92.ts), TO-39 (metal-can.ts), TO-247-2/-3/-4/-5, DO-247, TO-126 and TO-220F (to247.ts), TO-3 (to3-flange-can.ts), TO-220-5 staggered (to220-staggered.ts), DirectFET (directfet.ts), TO-220, PDIP-8 and PDIP-28
 * (tht-packages.ts), SOD-123, SOD-323, SOT-23, SOT-23-5, SOT-223, SOT-143, SC-82AB, SuperSOT-6, SOT-553 / -563, SOIC,
 * TSSOP, MSOP (also with an exposed pad), LQFP and TQFP. Placed as KiCad's 3D library places them, so the model sits on our (KiCad-named) footprint without
 * moving: origin at the footprint centre, board top at z = 0, leads of two-row parts along ±X with pin 1 in the −X
 * row at +Y (KiCad's footprint Y points down, its 3D Y up), pins counted anticlockwise seen from the top, two-terminal
 * parts with pin 1 (the cathode) at −X.
 *
 * Construction rules (the read-back test computes the volumes from them):
 * - body: a box E1 × D from z = A1 to A1 + A2 (edges not drafted or rounded: volume E1·D·A2);
 * - gull-wing lead (b wide, c thick): leaves the body side at mid-height (bottom face zh = A1 + A2/2 − c/2),
 *   runs out to x = E/2 − L, drops to the board, and its foot runs to the tip at E/2. Cross-section area
 *   c·((E − E1)/2 + zh);
 * - flat lead (SOT-553, outline flag flat): a bar on the board from the body side to the tip, area c·(E − E1)/2;
 * - exposed pad of a gull-wing package (HTSSOP, E2 × D2 given): a box E2 × D2 from the board to A1, the last solid
 *   of "pins" (volume E2·D2·A1);
 * - DO-214 J-bend lead: the body stands on c (z = c to c + A2); the lead leaves the body end at mid-height,
 *   runs to the tip E/2, drops, and its foot of length L runs back under the body. Area c·((E − D)/2 + zh − c + L);
 * - MELF: a cylinder Ø D × L along X, axis at z = D/2: a body and two caps of length K (volume π D² L / 4);
 * - QFN: the lead frame is the layer z = 0 to A3: b × L terminals (outer ends flush with the body sides) and
 *   the D2 × D2 exposed pad (none when D2 is 0); the moulded body is D × D from z = A3 to A (the mould between
 *   the terminals is left out). Volume D²·(A − A3) + (n·b·L + D2²)·A3. Two-row DFN / WSON alike with body E × D and pad
 *   E2 × D2: E·D·(A − A3) + (n·b·L + E2·D2)·A3.
 * As in KiCad's models, the body is one solid ("body") and the leads one compound of a solid per lead ("pins",
 * in pin order); a two-terminal part's terminals are "pin 1" and "pin 2". One product per lead made the STEP
 * writer take seconds for an LQFP-144 (145 products); the compound writes in a fraction of that.
 */
import { axialDimensions, buildAxial } from './axial.ts';
import { ballGridDimensions, ballGridParams, buildBallGrid } from './ball-grid.ts';
import { ballGridOf } from './ball-grid-outlines.ts';
import { buildDirectFet, directFetDimensions } from './directfet.ts';
import { buildDpak, dpakDimensions } from './dpak.ts';
import { dim, type Family, type Kernel, type ModelPart, num, nums, type Solid3D } from './family.ts';
import { buildMetalCan, metalCanDimensions } from './metal-can.ts';
import { type GullWingOutline, outlineOf, type PackageOutline } from './package-outlines.ts';
import { buildPowerSon, powerSonDimensions } from './power-son.ts';
import { buildDip, buildTo220, dipDimensions, to220Dimensions } from './tht-packages.ts';
import { buildTo3, to3Dimensions } from './to3-flange-can.ts';
import { buildTo92, to92Dimensions } from './to92.ts';
import { buildTo220Staggered, to220StaggeredDimensions } from './to220-staggered.ts';
import { buildTo247, to247Dimensions } from './to247.ts';
import { buildTo277, to277Dimensions } from './to277.ts';

const BODY = '#1d1f22';
const METAL = '#d9dde2';

/** Where one lead leaves the body: side (L −X, R +X, B −Y, T +Y), position along that side, width. */
interface LeadPlace {
  side: 'L' | 'R' | 'B' | 'T';
  at: number;
  b: number;
}

/** The leads of a gull-wing outline, in pin order (KiCad pin numbering). */
export function leadPlaces(o: Pick<GullWingOutline, 'layout' | 'pins' | 'e' | 'b' | 'b1'>): LeadPlace[] {
  const { e, b } = o;
  const row = (side: LeadPlace['side'], n: number, dir: 1 | -1): LeadPlace[] =>
    Array.from({ length: n }, (_, i) => ({ side, at: dir * ((n - 1) / 2 - i) * e, b }));
  switch (o.layout) {
    case 'sot23':
      return [
        { side: 'L', at: e, b },
        { side: 'L', at: -e, b },
        { side: 'R', at: 0, b },
      ];
    case 'sot23-5':
      return [...row('L', 3, 1), { side: 'R', at: -e, b }, { side: 'R', at: e, b }];
    case 'sot223':
      return [...row('L', 3, 1), { side: 'R', at: 0, b: o.b1 ?? b }];
    case 'sot143':
    case 'sc82ab': {
      // the wide lead (b1) keeps its outer edge in line with the narrow leads' (e/2 + b/2 from the centre)
      const b1 = o.b1 ?? b;
      const wide = e / 2 + b / 2 - b1 / 2;
      const left: LeadPlace[] =
        o.layout === 'sot143'
          ? [
              { side: 'L', at: wide, b: b1 },
              { side: 'L', at: -e / 2, b },
            ]
          : [
              { side: 'L', at: e / 2, b },
              { side: 'L', at: -wide, b: b1 },
            ];
      return [...left, { side: 'R', at: -e / 2, b }, { side: 'R', at: e / 2, b }];
    }
    case 'quad': {
      const m = o.pins / 4;
      return [...row('L', m, 1), ...row('B', m, -1), ...row('R', m, -1), ...row('T', m, 1)];
    }
    default: {
      const m = o.pins / 2;
      return [...row('L', m, 1), ...row('R', m, -1)];
    }
  }
}

/** A closed polygon in the XZ plane, extruded b along Y and centred on y = 0. */
function profileSolid(k: Kernel, pts: readonly [number, number][], b: number): Solid3D {
  const [first, ...rest] = pts;
  if (!first) throw new Error('empty profile');
  let pen = k.draw(first);
  for (const p of rest) pen = pen.lineTo(p);
  const solid = pen.close().sketchOnPlane('XZ').extrude(b) as Solid3D;
  const [lo, hi] = solid.boundingBox.bounds;
  return solid.translate([0, -(lo[1] + hi[1]) / 2, 0]);
}

/** The +X gull-wing lead profile (see the header), body side at x = inner. */
function gullWingProfile(inner: number, E: number, L: number, c: number, zh: number): [number, number][] {
  const xk = E / 2 - L;
  return [
    [inner, zh + c],
    [xk + c, zh + c],
    [xk + c, c],
    [E / 2, c],
    [E / 2, 0],
    [xk, 0],
    [xk, zh],
    [inner, zh],
  ];
}

/** The +X J-bend lead profile (see the header), body end at x = inner. */
function jLeadProfile(inner: number, E: number, L: number, c: number, zh: number): [number, number][] {
  return [
    [inner, zh + c],
    [E / 2, zh + c],
    [E / 2, 0],
    [E / 2 - L, 0],
    [E / 2 - L, c],
    [E / 2 - c, c],
    [E / 2 - c, zh],
    [inner, zh],
  ];
}

const TURN: Readonly<Record<LeadPlace['side'], number>> = { R: 0, T: 90, L: 180, B: 270 };

/**
 * A lead made for the +X side, turned to its side and moved along it. The result shares the lead's geometry
 * (an OpenCascade location, not a copy): meshing and writing 144 leads then costs about one.
 */
function placeLead(k: Kernel, lead: Solid3D, place: LeadPlace): Solid3D {
  const oc = k.getOC();
  const [ox, oz] = [new oc.gp_Pnt(0, 0, 0), new oc.gp_Dir(0, 0, 1)];
  const axis = new oc.gp_Ax1(ox, oz);
  const turn = new oc.gp_Trsf();
  turn.SetRotation(axis, (TURN[place.side] * Math.PI) / 180);
  const along = place.side === 'L' || place.side === 'R' ? [0, place.at, 0] : [place.at, 0, 0];
  const vec = new oc.gp_Vec(along[0] ?? 0, along[1] ?? 0, along[2] ?? 0);
  const move = new oc.gp_Trsf();
  move.SetTranslation(vec);
  move.Multiply(turn);
  const loc = new oc.TopLoc_Location(move);
  const moved = k.cast(lead.wrapped.Moved(loc, false)) as Solid3D;
  for (const o of [ox, oz, axis, turn, vec, move, loc]) o.delete();
  return moved;
}

function buildGullWing(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [D, E1, E, A1, A2, c, L] = nums(p, 'D', 'E1', 'E', 'A1', 'A2', 'c', 'L');
  const zh = A1 + A2 / 2 - c / 2;
  const places = leadPlaces({
    layout: p.layout as GullWingOutline['layout'],
    pins: num(p, 'pins'),
    e: num(p, 'e'),
    b: num(p, 'b'),
    b1: typeof p.b1 === 'number' ? p.b1 : undefined,
  });
  const profile: [number, number][] = p.flat
    ? [
        [E1 / 2, 0],
        [E / 2, 0],
        [E / 2, c],
        [E1 / 2, c],
      ]
    : gullWingProfile(E1 / 2, E, L, c, zh);
  const byWidth = new Map<number, Solid3D>();
  const leads = places.map((place) => {
    let lead = byWidth.get(place.b);
    if (!lead) {
      lead = profileSolid(k, profile, place.b);
      byWidth.set(place.b, lead);
    }
    return placeLead(k, lead, place);
  });
  const [E2, D2] = [Number(p.E2 ?? 0), Number(p.D2 ?? 0)];
  if (E2 > 0 && D2 > 0) leads.push(k.makeBox([-E2 / 2, -D2 / 2, 0], [E2 / 2, D2 / 2, A1]) as Solid3D);
  return [
    { name: 'body', color: BODY, shape: k.makeBox([-E1 / 2, -D / 2, A1], [E1 / 2, D / 2, A1 + A2]) },
    { name: 'pins', color: METAL, shape: k.makeCompound(leads) as Solid3D },
  ];
}

function buildJLead(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [D, E1, E, A2, b, c, L] = nums(p, 'D', 'E1', 'E', 'A2', 'b', 'c', 'L');
  const zh = c + A2 / 2 - c / 2;
  const lead = profileSolid(k, jLeadProfile(D / 2, E, L, c, zh), b);
  return [
    { name: 'body', color: BODY, shape: k.makeBox([-D / 2, -E1 / 2, c], [D / 2, E1 / 2, c + A2]) },
    { name: 'pin 1', color: METAL, shape: placeLead(k, lead, { side: 'L', at: 0, b }) },
    { name: 'pin 2', color: METAL, shape: lead },
  ];
}

function buildMelf(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [L, D, K] = [num(p, 'L'), num(p, 'D'), num(p, 'K')];
  const cyl = (x0: number, len: number) => k.makeCylinder(D / 2, len, [x0, 0, D / 2], [1, 0, 0]) as Solid3D;
  return [
    { name: 'pin 1', color: METAL, shape: cyl(-L / 2, K) },
    { name: 'body', color: '#3f6fb5', shape: cyl(-L / 2 + K, L - 2 * K) },
    { name: 'pin 2', color: METAL, shape: cyl(L / 2 - K, K) },
  ];
}

function buildQfn(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [D, A, A3, b, L, D2] = nums(p, 'D', 'A', 'A3', 'b', 'L', 'D2');
  // a two-row part (DFN, WSON): body E × D, pad E2 × D2, terminals on the ±X sides
  const dual = p.rows === 2;
  const [E, E2] = dual ? [num(p, 'E'), num(p, 'E2')] : [D, D2];
  const places = leadPlaces({ layout: dual ? 'dual' : 'quad', pins: num(p, 'pins'), e: num(p, 'e'), b });
  const terminal = k.makeBox([E / 2 - L, -b / 2, 0], [E / 2, b / 2, A3]) as Solid3D;
  const pins = places.map((place) => placeLead(k, terminal, place));
  // (a QFN without an exposed pad, such as ST's UFQFPN28, has D2 = 0)
  if (D2 > 0) pins.push(k.makeBox([-E2 / 2, -D2 / 2, 0], [E2 / 2, D2 / 2, A3]) as Solid3D);
  return [
    { name: 'body', color: BODY, shape: k.makeBox([-E / 2, -D / 2, A3], [E / 2, D / 2, A]) },
    { name: 'pins', color: METAL, shape: k.makeCompound(pins) as Solid3D },
  ];
}

/** The builder's numbers of an outline (strings for the lead layout). */
export function outlineParams(o: PackageOutline): Record<string, number | string> {
  const { source: _source, kicad: _kicad, ...rest } = o;
  return rest as Record<string, number | string>;
}

/** A table value as shown on the model (the midpoints' float noise rounded off: 1.66, not 1.6600000000000001). */
const shown = (v: number) => Math.round(v * 1000) / 1000;

function dimensionsOf(o: PackageOutline) {
  if (o.kind === 'melf') {
    return [
      dim('L', '长度', o.L, [-o.L / 2, -o.D * 0.8, o.D], [o.L / 2, -o.D * 0.8, o.D]),
      dim('D', '直径', o.D, [o.L * 0.6, 0, 0], [o.L * 0.6, 0, o.D]),
    ];
  }
  if (o.kind === 'axial') return axialDimensions(o);
  if (o.kind === 'to220') return to220Dimensions(o);
  if (o.kind === 'dip') return dipDimensions(o);
  if (o.kind === 'dpak') return dpakDimensions(o);
  if (o.kind === 'power-son') return powerSonDimensions(o);
  if (o.kind === 'to92') return to92Dimensions(o);
  if (o.kind === 'to247') return to247Dimensions(o);
  if (o.kind === 'to3') return to3Dimensions(o);
  if (o.kind === 'to220-staggered') return to220StaggeredDimensions(o);
  if (o.kind === 'directfet') return directFetDimensions(o);
  if (o.kind === 'metal-can') return metalCanDimensions(o);
  if (o.kind === 'to277') return to277Dimensions(o);
  if (o.kind === 'qfn') {
    return [
      dim('D', '本体长度', o.D, [-o.D / 2, -o.D * 0.7, 0], [o.D / 2, -o.D * 0.7, 0]),
      dim('e', '引脚间距', o.e, [-o.D / 2, o.e / 2, 0], [-o.D / 2, -o.e / 2, 0]),
      dim('A', '高度', shown(o.A), [-o.D / 2, o.D * 0.6, 0], [-o.D / 2, o.D * 0.6, o.A]),
    ];
  }
  const top = o.kind === 'jlead' ? o.c + o.A2 : o.A1 + o.A2;
  const [x, y] = o.kind === 'jlead' ? [o.D, o.E1] : [o.E1, o.D];
  // along Y: the rows' length (D) of a multi-lead package, the width of a two-terminal one
  const twoTerminal = o.kind === 'jlead' || o.pins === 2;
  return [
    dim('E', '引脚跨距', shown(o.E), [-o.E / 2, -y * 0.7, 0], [o.E / 2, -y * 0.7, 0]),
    dim(
      o.kind === 'jlead' ? 'E1' : 'D',
      twoTerminal ? '本体宽度' : '本体长度',
      shown(y),
      [x * 0.7, -y / 2, top],
      [x * 0.7, y / 2, top],
    ),
    dim('A', '高度', shown(top), [-x / 2, y * 0.6, 0], [-x / 2, y * 0.6, top]),
  ];
}

export const componentPackage: Family = {
  id: 'component-package',
  categories: [
    'comp.passive.resistor.melf',
    'comp.discrete.diode.general',
    'comp.discrete.diode.tvs',
    'comp.discrete.diode.zener',
    'comp.discrete.transistor.bjt',
    'comp.discrete.transistor.mosfet',
    'comp.ic.power.ldo',
    'comp.ic.mcu',
    'comp.ic.interface',
  ],
  spec(item) {
    const bga = ballGridOf(item.package, item.model);
    if (bga) {
      const dimensions = ballGridDimensions(bga);
      return { family: 'component-package', params: ballGridParams(bga), productName: bga.kicad, dimensions };
    }
    const o = outlineOf(item.categoryCode, item.package, item.model);
    if (!o) return 'no-model';
    return {
      family: 'component-package',
      params: outlineParams(o),
      productName: o.kicad,
      dimensions: dimensionsOf(o),
    };
  },
  build(kernel, p) {
    if (p.kind === 'melf') return buildMelf(kernel, p);
    if (p.kind === 'jlead') return buildJLead(kernel, p);
    if (p.kind === 'qfn') return buildQfn(kernel, p);
    if (p.kind === 'axial') return buildAxial(kernel, p, BODY);
    if (p.kind === 'to220') return buildTo220(kernel, p);
    if (p.kind === 'dip') return buildDip(kernel, p);
    if (p.kind === 'dpak') return buildDpak(kernel, p);
    if (p.kind === 'power-son') return buildPowerSon(kernel, p);
    if (p.kind === 'ball-grid') return buildBallGrid(kernel, p);
    if (p.kind === 'to92') return buildTo92(kernel, p);
    if (p.kind === 'to247') return buildTo247(kernel, p);
    if (p.kind === 'to3') return buildTo3(kernel, p);
    if (p.kind === 'to220-staggered') return buildTo220Staggered(kernel, p);
    if (p.kind === 'directfet') return buildDirectFet(kernel, p);
    if (p.kind === 'metal-can') return buildMetalCan(kernel, p);
    if (p.kind === 'to277') return buildTo277(kernel, p);
    return buildGullWing(kernel, p);
  },
};

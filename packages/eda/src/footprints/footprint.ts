/**
 * A footprint as data (pads, body, courtyard excess, marks) and its KiCad 6 `.kicad_mod` text: pads on
 * F.Cu/F.Paste/F.Mask, the body outline on F.Fab (pin-1 corner chamfered), the courtyard on F.CrtYd, the
 * silkscreen outline on F.SilkS cut back so that it never covers a pad, a pin-1 (or cathode) mark, and the
 * 3D model reference when there is one.
 */
import { type SExpr, serialize, sym } from '../sexpr.ts';

export interface Pad {
  number: string;
  x: number;
  y: number;
  /** size along X and Y */
  w: number;
  h: number;
}

export interface FootprintSpec {
  name: string;
  description: string;
  tags: string;
  pads: Pad[];
  /** body outline (fab layer), centred on the origin */
  body: { w: number; h: number };
  courtyardExcess: number;
  /** mark pad 1 (ICs, transistors, diodes: the cathode) on silk and fab */
  pin1Mark: boolean;
  /** the 3D model file, e.g. ${KIPRJMOD}/jianku.3dshapes/R_0603_1608Metric.step */
  model?: string;
}

export const SILK_WIDTH = 0.12;
export const FAB_WIDTH = 0.1;
export const COURTYARD_WIDTH = 0.05;
/** clearance between silkscreen and copper (pad edge to line edge) */
export const SILK_PAD_CLEARANCE = 0.2;

type Segment = [number, number, number, number];

const r2 = (v: number) => Math.round(v * 1e4) / 1e4;

/** Cut an axis-aligned segment where it comes closer to a pad than the clearance. */
function clipSegment(seg: Segment, pads: readonly Pad[]): Segment[] {
  const [x0, y0, x1, y1] = seg;
  const horizontal = y0 === y1;
  let pieces: [number, number][] = [
    [
      Math.min(horizontal ? x0 : y0, horizontal ? x1 : y1),
      Math.max(horizontal ? x0 : y0, horizontal ? x1 : y1),
    ],
  ];
  const keep = SILK_PAD_CLEARANCE + SILK_WIDTH / 2;
  for (const p of pads) {
    const [lo, hi] = horizontal
      ? [p.x - p.w / 2 - keep, p.x + p.w / 2 + keep]
      : [p.y - p.h / 2 - keep, p.y + p.h / 2 + keep];
    const [clo, chi] = horizontal
      ? [p.y - p.h / 2 - keep, p.y + p.h / 2 + keep]
      : [p.x - p.w / 2 - keep, p.x + p.w / 2 + keep];
    const across = horizontal ? y0 : x0;
    if (across <= clo || across >= chi) continue;
    pieces = pieces.flatMap(([a, b]): [number, number][] => {
      if (hi <= a || lo >= b) return [[a, b]];
      const out: [number, number][] = [];
      if (lo > a) out.push([a, lo]);
      if (hi < b) out.push([hi, b]);
      return out;
    });
  }
  return pieces
    .filter(([a, b]) => b - a >= 0.1)
    .map(([a, b]): Segment => (horizontal ? [a, y0, b, y0] : [x0, a, x0, b]));
}

/** The silkscreen outline: the body outline moved out by half a line, cut back from the pads. */
export function silkSegments(spec: FootprintSpec): Segment[] {
  const hw = spec.body.w / 2 + SILK_WIDTH;
  const hh = spec.body.h / 2 + SILK_WIDTH;
  const edges: Segment[] = [
    [-hw, -hh, hw, -hh],
    [hw, -hh, hw, hh],
    [hw, hh, -hw, hh],
    [-hw, hh, -hw, -hh],
  ];
  return edges.flatMap((e) => clipSegment(e, spec.pads));
}

function courtyard(spec: FootprintSpec): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = -spec.body.w / 2;
  let x1 = spec.body.w / 2;
  let y0 = -spec.body.h / 2;
  let y1 = spec.body.h / 2;
  for (const p of spec.pads) {
    x0 = Math.min(x0, p.x - p.w / 2);
    x1 = Math.max(x1, p.x + p.w / 2);
    y0 = Math.min(y0, p.y - p.h / 2);
    y1 = Math.max(y1, p.y + p.h / 2);
  }
  const e = spec.courtyardExcess;
  const up = (v: number) => Math.ceil(r2(v) / 0.01) * 0.01;
  return { x0: -up(-x0 + e), y0: -up(-y0 + e), x1: up(x1 + e), y1: up(y1 + e) };
}

const line = (seg: Segment, layer: string, width: number): SExpr => [
  sym('fp_line'),
  [sym('start'), r2(seg[0]), r2(seg[1])],
  [sym('end'), r2(seg[2]), r2(seg[3])],
  [sym('layer'), layer],
  [sym('width'), width],
];

const text = (kind: string, value: string, x: number, y: number, layer: string, size: number): SExpr => [
  sym('fp_text'),
  sym(kind),
  value,
  [sym('at'), r2(x), r2(y)],
  [sym('layer'), layer],
  [sym('effects'), [sym('font'), [sym('size'), size, size], [sym('thickness'), r2(size * 0.15)]]],
];

/** Fab outline with the pin-1 corner (top left) chamfered when the part has a pin 1. */
function fabOutline(spec: FootprintSpec): Segment[] {
  const hw = spec.body.w / 2;
  const hh = spec.body.h / 2;
  const c = spec.pin1Mark ? Math.min(1, Math.min(spec.body.w, spec.body.h) * 0.25) : 0;
  const pts: [number, number][] = [
    [-hw + c, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
    [-hw, -hh + c],
  ];
  if (c > 0) pts.push([-hw + c, -hh]);
  else pts.push([-hw, -hh]);
  const segs: Segment[] = [];
  for (let i = 0; i + 1 < pts.length; i++) {
    const [a, b] = [pts[i], pts[i + 1]];
    if (a && b) segs.push([a[0], a[1], b[0], b[1]]);
  }
  return segs;
}

/** A short silk line beside pad 1, on the side away from the body centre, never on copper. */
function pin1Silk(spec: FootprintSpec): Segment | undefined {
  const p = spec.pads.find((q) => q.number === '1');
  if (!spec.pin1Mark || !p) return undefined;
  const off = SILK_PAD_CLEARANCE + SILK_WIDTH / 2;
  if (Math.abs(p.x) >= Math.abs(p.y)) {
    // pad on the left or right: a vertical tick outside the pad's outer edge
    const x = Math.sign(p.x || -1) * (Math.abs(p.x) + p.w / 2 + off);
    return [x, p.y - p.h / 2, x, p.y + p.h / 2];
  }
  const y = Math.sign(p.y) * (Math.abs(p.y) + p.h / 2 + off);
  return [p.x - p.w / 2, y, p.x + p.w / 2, y];
}

export function footprintSExpr(spec: FootprintSpec): SExpr {
  const cy = courtyard(spec);
  const out: SExpr[] = [
    sym('footprint'),
    spec.name,
    [sym('version'), 20211014],
    [sym('generator'), sym('jianku')],
    [sym('layer'), 'F.Cu'],
    [sym('descr'), spec.description],
    [sym('tags'), spec.tags],
    [sym('attr'), sym('smd')],
    text('reference', 'REF**', 0, cy.y0 - 0.7, 'F.SilkS', 1),
    text('value', spec.name, 0, cy.y1 + 0.7, 'F.Fab', 1),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: KiCad's text variable, written literally
    text('user', '${REFERENCE}', 0, 0, 'F.Fab', Math.min(1, Math.max(0.25, spec.body.h * 0.5))),
  ];
  for (const s of silkSegments(spec)) out.push(line(s, 'F.SilkS', SILK_WIDTH));
  const mark = pin1Silk(spec);
  if (mark) out.push(line(mark, 'F.SilkS', SILK_WIDTH));
  for (const s of fabOutline(spec)) out.push(line(s, 'F.Fab', FAB_WIDTH));
  const crt: Segment[] = [
    [cy.x0, cy.y0, cy.x1, cy.y0],
    [cy.x1, cy.y0, cy.x1, cy.y1],
    [cy.x1, cy.y1, cy.x0, cy.y1],
    [cy.x0, cy.y1, cy.x0, cy.y0],
  ];
  for (const s of crt) out.push(line(s, 'F.CrtYd', COURTYARD_WIDTH));
  for (const p of spec.pads) {
    out.push([
      sym('pad'),
      p.number,
      sym('smd'),
      sym('roundrect'),
      [sym('at'), r2(p.x), r2(p.y)],
      [sym('size'), r2(p.w), r2(p.h)],
      [sym('layers'), 'F.Cu', 'F.Paste', 'F.Mask'],
      [sym('roundrect_rratio'), 0.25],
    ]);
  }
  if (spec.model) {
    out.push([
      sym('model'),
      spec.model,
      [sym('offset'), [sym('xyz'), 0, 0, 0]],
      [sym('scale'), [sym('xyz'), 1, 1, 1]],
      [sym('rotate'), [sym('xyz'), 0, 0, 0]],
    ]);
  }
  return out;
}

export function footprintText(spec: FootprintSpec): string {
  return `${serialize(footprintSExpr(spec))}\n`;
}

/**
 * Ball grid array packages (BGA, and wafer-level chip-scale packages, WLCSP) built from their makers' package
 * drawings (ball-grid-outlines.ts). Placed as KiCad's 3D library places them, so the model sits on KiCad's
 * footprint without moving: origin at the footprint centre, board top at z = 0, ball A1 at −X, +Y (KiCad's
 * footprint puts A1 top left with its Y pointing down; its 3D Y points up), rows A, B, … going −Y, columns
 * 1, 2, … going +X, the ball grid centred on the body (the drawings' F = (D − D1)/2 on both sides).
 *
 * Construction rules (the read-back test computes the volumes from them):
 * - ball: the slice of a sphere of diameter b between the board (z = 0) and the package's underside
 *   (z = A1), the sphere's centre at A1/2 (the ball flattened alike by the board's pad and the package's).
 *   Volume π(2R²h − 2h³/3), R = b/2, h = A1/2. One ball is made; the others are located copies of it (an
 *   OpenCascade location, not a copy of the geometry), compounded into one solid per part ("balls"), as the
 *   leads of the gull-wing packages are (the STEP holds the ball once);
 * - BGA: the substrate, a box D × E from z = A1 to A1 + A2 ("substrate"), and the moulded cap on it, a box
 *   D × E from A1 + A2 to A1 + A2 + A4 ("body");
 * - WLCSP (A4 = 0): the die, a box D × E from z = A1 to A1 + A2 ("body").
 * Volume D·E·(A2 + A4) + n·π(2R²h − 2h³/3).
 */
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const MOULD = '#1d1f22';
const SUBSTRATE = '#5b6b3a';
const DIE = '#2b2f3a';
const SOLDER = '#c9ccd1';

export interface BallGridOutline {
  kind: 'ball-grid';
  source: string;
  kicad: string;
  /** body along X (the columns) and along Y (the rows) */
  D: number;
  E: number;
  /** ball height: board to the package's underside */
  A1: number;
  /** substrate (BGA) or die (WLCSP) thickness */
  A2: number;
  /** moulded cap on the substrate (BGA); 0 for a bare die */
  A4: number;
  /** ball diameter */
  b: number;
  /** pitch */
  e: number;
  cols: number;
  rows: number;
  /**
   * The ball map, rows A, B, … joined by '/', each row's columns 1, 2, … as '#' (a ball) or '.' (none);
   * absent: the full grid.
   */
  map?: string;
}

/** Ball centres (x, y in 3D, Y up) in ball order: row A first, each row from column 1. */
export function ballCentres(o: Pick<BallGridOutline, 'e' | 'cols' | 'rows' | 'map'>): [number, number][] {
  const rows = o.map?.split('/');
  const out: [number, number][] = [];
  for (let r = 0; r < o.rows; r++) {
    for (let c = 0; c < o.cols; c++) {
      if (rows && rows[r]?.[c] !== '#') continue;
      out.push([(c - (o.cols - 1) / 2) * o.e, ((o.rows - 1) / 2 - r) * o.e]);
    }
  }
  return out;
}

/** The volume of one ball (see the header). */
export function ballVolume(b: number, A1: number): number {
  const [R, h] = [b / 2, A1 / 2];
  return Math.PI * (2 * R * R * h - (2 * h ** 3) / 3);
}

/** One ball at the origin: the sphere's slice between z = 0 and z = A1, made by revolving its half profile. */
function ball(k: Kernel, b: number, A1: number): Solid3D {
  const [R, h] = [b / 2, A1 / 2];
  if (h >= R) throw new Error('ball height A1 must be less than the ball diameter');
  const r0 = Math.sqrt(R * R - h * h);
  return k
    .draw([0, 0])
    .lineTo([r0, 0])
    .threePointsArcTo([r0, A1], [R, h])
    .lineTo([0, A1])
    .close()
    .sketchOnPlane('XZ')
    .revolve([0, 0, 1]) as Solid3D;
}

/** A located copy of a shape moved by (x, y): shares its geometry. */
function placed(k: Kernel, shape: Solid3D, x: number, y: number): Solid3D {
  const oc = k.getOC();
  const vec = new oc.gp_Vec(x, y, 0);
  const move = new oc.gp_Trsf();
  move.SetTranslation(vec);
  const loc = new oc.TopLoc_Location(move);
  const moved = k.cast(shape.wrapped.Moved(loc, false)) as Solid3D;
  for (const o of [vec, move, loc]) o.delete();
  return moved;
}

export function buildBallGrid(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [D, E, A1, A2, A4, b, e, cols, rows] = nums(p, 'D', 'E', 'A1', 'A2', 'A4', 'b', 'e', 'cols', 'rows');
  const one = ball(k, b, A1);
  const centres = ballCentres({ e, cols, rows, map: typeof p.map === 'string' ? p.map : undefined });
  const balls = centres.map(([x, y]) => placed(k, one, x, y));
  const slab = (z0: number, z1: number) => k.makeBox([-D / 2, -E / 2, z0], [D / 2, E / 2, z1]) as Solid3D;
  const parts: ModelPart[] =
    A4 > 0
      ? [
          { name: 'substrate', color: SUBSTRATE, shape: slab(A1, A1 + A2) },
          { name: 'body', color: MOULD, shape: slab(A1 + A2, A1 + A2 + A4) },
        ]
      : [{ name: 'body', color: DIE, shape: slab(A1, A1 + A2) }];
  // the balls' box, known exactly: OpenCascade's optimal box of a few hundred balls takes seconds
  const [xs, ys] = [centres.map((c) => c[0]), centres.map((c) => c[1])];
  const bounds: ModelPart['bounds'] = [
    [Math.min(...xs) - b / 2, Math.min(...ys) - b / 2, 0],
    [Math.max(...xs) + b / 2, Math.max(...ys) + b / 2, A1],
  ];
  parts.push({ name: 'balls', color: SOLDER, shape: k.makeCompound(balls) as Solid3D, bounds });
  return parts;
}

/** The drawing's numbers of an outline as the builder reads them. */
export function ballGridParams(o: BallGridOutline): Record<string, number | string> {
  const { source: _source, kicad: _kicad, ...rest } = o;
  return rest as Record<string, number | string>;
}

export function ballGridDimensions(o: BallGridOutline) {
  const top = o.A1 + o.A2 + o.A4;
  const [x0, y0] = [(-(o.cols - 1) / 2) * o.e, ((o.rows - 1) / 2) * o.e];
  return [
    dim('D', '本体长度', o.D, [-o.D / 2, -o.E * 0.7, top], [o.D / 2, -o.E * 0.7, top]),
    dim('e', '焊球间距', o.e, [x0, y0 + o.e, 0], [x0 + o.e, y0 + o.e, 0]),
    dim('b', '焊球直径', o.b, [x0 - o.b / 2, y0, 0], [x0 + o.b / 2, y0, 0]),
    dim('A', '高度', Math.round(top * 1000) / 1000, [-o.D / 2, o.E * 0.6, 0], [-o.D / 2, o.E * 0.6, top]),
  ];
}

/**
 * What every geometry family gives: `spec` reads an item's catalogue dimensions (plain data, run on the
 * request thread) and `build` makes the solids with the B-rep kernel (replicad over OpenCascade, run only
 * in a model worker). All lengths in mm; the model's Z axis is up (CAD convention), the file writers
 * turn it for glTF.
 */
import type { ModelDimension } from '@jianku/rules/models-schemas';
import type * as Replicad from 'replicad';

export type Kernel = typeof Replicad;
export type Solid3D = Replicad.Shape3D;

/** The catalogue fields a family reads. */
export interface ItemInput {
  categoryCode: string;
  model: string;
  standard: string | null;
  package: string | null;
  /** parameter key → SI value (lengths in m) and display text */
  params: Record<string, { si: number | null; display: string }>;
}

/** The geometry of one item: the family, the numbers the builder needs, the file name and the key dimensions. */
export interface ModelSpec {
  family: string;
  /** Everything the builder reads; the cache key is a hash of (family, params). */
  params: Record<string, number | string>;
  /** Product name written into the STEP file (made from the geometry only). */
  productName: string;
  dimensions: ModelDimension[];
}

/** A box by its low and high corners (mm). */
export type Bounds = [[number, number, number], [number, number, number]];

/** One solid of the model with its name and colour (a bearing has rings, balls and shields). */
export interface ModelPart {
  name: string;
  color: string;
  shape: Solid3D;
  /**
   * The part's box (low and high corners) when the builder knows it exactly. Without it OpenCascade's optimal
   * box is computed, which for a few hundred spherical faces (the balls of a ball grid) takes seconds.
   */
  bounds?: Bounds;
}

/** A part's box: the builder's when it gave one, else the kernel's. */
export function partBounds(p: ModelPart): Bounds {
  return p.bounds ?? p.shape.boundingBox.bounds;
}

/** The box of all the parts together (each part's box as partBounds reads it). */
export function unionBounds(parts: readonly ModelPart[]): Bounds {
  const each = (f: (a: number, b: number) => number, x: Bounds[0], y: Bounds[0]): Bounds[0] => [
    f(x[0], y[0]),
    f(x[1], y[1]),
    f(x[2], y[2]),
  ];
  let box: Bounds = [
    [Infinity, Infinity, Infinity],
    [-Infinity, -Infinity, -Infinity],
  ];
  for (const p of parts) {
    const [lo, hi] = partBounds(p);
    box = [each(Math.min, box[0], lo), each(Math.max, box[1], hi)];
  }
  return box;
}

export interface Family {
  id: string;
  /** Leaf category codes this family makes models for. */
  categories: readonly string[];
  /**
   * The spec; `missing` when a dimension the family needs is absent from the item (该条目缺少生成三维模型所需的尺寸);
   * `no-model` when the item's package or size is one the family holds no outline for (该条目暂无三维模型).
   */
  spec(item: ItemInput): ModelSpec | 'missing' | 'no-model';
  build(kernel: Kernel, params: Record<string, number | string>): ModelPart[];
}

/** A length parameter in mm (the catalogue stores metres), or undefined when absent or not positive. */
export function mm(item: ItemInput, key: string): number | undefined {
  const si = item.params[key]?.si;
  if (typeof si !== 'number' || !Number.isFinite(si) || si <= 0) return undefined;
  return Math.round(si * 1e3 * 1e6) / 1e6;
}

/** Every value present, or undefined (one missing dimension makes the model impossible). */
export function allPresent<T extends Record<string, number | undefined>>(
  values: T,
): { [K in keyof T]: number } | undefined {
  for (const v of Object.values(values)) if (v === undefined) return undefined;
  return values as { [K in keyof T]: number };
}

export function num(params: Record<string, number | string>, key: string): number {
  const v = params[key];
  if (typeof v !== 'number') throw new Error(`geometry parameter ${key} is not a number`);
  return v;
}

/** Several numeric parameters at once: `const [D, E1] = nums(p, 'D', 'E1')`. */
export function nums<const K extends readonly string[]>(
  params: Record<string, number | string>,
  ...keys: K
): { [I in keyof K]: number } {
  return keys.map((key) => num(params, key)) as { [I in keyof K]: number };
}

/** A number as a file-name token: 8 → "8", 2.5 → "2.5". */
export const fmt = (v: number): string => String(Math.round(v * 1000) / 1000);

export function dim(
  symbol: string,
  name: string,
  value: number,
  from: [number, number, number],
  to: [number, number, number],
): ModelDimension {
  // a sum of table figures carries binary noise (2.8 + 2.8 = 5.6000000000000005): shown to 12 digits
  return { symbol, name, value: Number(value.toPrecision(12)), from, to };
}

/** Length, width and height of a chip (a box L × W × H centred on the origin, on z = 0), as shown on its model. */
export function chipDimensions(
  L: number,
  W: number,
  H: number,
  h: [string, string] = ['H', '厚度'],
): ModelDimension[] {
  return [
    dim('L', '长度', L, [-L / 2, -W * 0.9, H], [L / 2, -W * 0.9, H]),
    dim('W', '宽度', W, [L * 0.7, -W / 2, H], [L * 0.7, W / 2, H]),
    dim(h[0], h[1], H, [-L * 0.7, W / 2, 0], [-L * 0.7, W / 2, H]),
  ];
}

/** Circumradius of a hexagon of width across flats s. */
export const hexCircumradius = (s: number): number => s / Math.sqrt(3);

const TAN30 = Math.tan(Math.PI / 6);
/** Outer radius of the chamfer cone, as a share of the hexagon's circumradius (clears the corners). */
const CONE_OUT = 1.05;
/** Height of the chamfered top of a hexagon of across flats s (the corners drop this much). */
export const chamferDrop = (s: number): number => (hexCircumradius(s) * CONE_OUT - s / 2) * TAN30;

let unitCap: Solid3D | undefined;
/**
 * The chamfered top of a hexagon of across flats 1 (z from −drop to 0): the hexagon prism cut by a 30° cone
 * through the circle of diameter 1 at the top face. OpenCascade's plane–cone boolean takes seconds in
 * WASM, and the cap of any size is this one scaled, so it is made once per worker and scaled (exactly).
 */
function hexCap(k: Kernel): Solid3D {
  if (!unitCap) {
    const drop = chamferDrop(1);
    const rOut = hexCircumradius(1) * CONE_OUT;
    const prism = k.drawPolysides(hexCircumradius(1), 6).sketchOnPlane('XY', -drop).extrude(drop) as Solid3D;
    const cone = revolveProfile(k, [
      [0, -drop - 0.1],
      [rOut, -drop - 0.1],
      [rOut, -drop],
      [0.5, 0],
      [0, 0.1],
    ]);
    unitCap = prism.intersect(cone);
  }
  return unitCap.clone() as Solid3D;
}

/**
 * A hexagon prism (across flats s, from z0 to z0 + h) whose top edge (and bottom edge when `both`) is
 * chamfered at 30° down from the circle of diameter s, as bolt heads and nuts are (GB/T 5782, GB/T 6170
 * figures: the bearing face circle dw ≈ s).
 */
export function chamferedHex(k: Kernel, s: number, h: number, z0: number, both: boolean): Solid3D {
  const drop = chamferDrop(s);
  const bottom = both ? drop : 0;
  let solid = k
    .drawPolysides(hexCircumradius(s), 6)
    .sketchOnPlane('XY', z0 + bottom)
    .extrude(h - drop - bottom) as Solid3D;
  solid = solid.fuse(
    hexCap(k)
      .scale(s, [0, 0, 0])
      .translate([0, 0, z0 + h]),
  );
  if (both) solid = solid.fuse(hexCap(k).scale(s, [0, 0, 0]).mirror('XY', [0, 0, 0]).translate([0, 0, z0]));
  return solid;
}

/** Build the shared pieces now (a worker calls it once it has loaded the kernel). */
export function warmGeometry(k: Kernel): void {
  hexCap(k);
}

/** Revolves a closed (r, z) profile about the Z axis. */
export function revolveProfile(k: Kernel, pts: readonly [number, number][]): Solid3D {
  const [first, ...rest] = pts;
  if (!first) throw new Error('empty profile');
  let pen = k.draw(first);
  for (const p of rest) pen = pen.lineTo(p);
  return pen.close().sketchOnPlane('XZ').revolve([0, 0, 1]) as Solid3D;
}

/**
 * A threaded shank of diameter d and length l going down from z = 0, its end chamfered 45° by c (threads
 * are not cut: the shank is the nominal cylinder).
 */
export function shank(k: Kernel, d: number, l: number, c: number): Solid3D {
  return revolveProfile(k, [
    [0, 0],
    [d / 2, 0],
    [d / 2, -(l - c)],
    [d / 2 - c, -l],
    [0, -l],
  ]);
}

/** "GB/T 5782-2016" → "GB5782"; null when there is no standard. */
export function standardToken(standard: string | null): string | null {
  if (!standard) return null;
  const m = /^([A-Z]+)(?:\/T)?\s*([\d.]+)/.exec(standard.trim());
  return m ? `${m[1]}${m[2]}` : null;
}

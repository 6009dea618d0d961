/**
 * The shape descriptor of a triangle mesh (3D search, issue 11): one vector that does not change when the
 * model is moved, rotated or re-meshed, or saved by another CAD tool, and whose plain L2 distance says how
 * alike two models are.
 *
 *   - the surface's exact area-weighted first and second moments (summed over the triangles, no sampling):
 *     its centroid and principal axes (PCA), hence no dependence on position or rotation;
 *   - shape (scale-free, lengths divided by the RMS radius of the surface): the principal-axis ratios, the
 *     D2 shape distribution (distances between random surface points, area-weighted sampling with a fixed
 *     seed), the radial distribution, the |projection| distribution along each principal axis, and the
 *     area and volume against the RMS radius;
 *   - size (absolute, mm): the log of the three principal RMS lengths, √area and ∛volume. With "ignore scale"
 *     the search tries the usual unit factors (mm, cm, m, inch) on these, see unitOffsets.
 *
 * Histograms enter as square roots of their probabilities (the Hellinger distance) times a weight.
 */

export const DESCRIPTOR_VERSION = 1;

const D2_BINS = 32;
const D2_MAX = 3.2;
const RADIAL_BINS = 16;
const RADIAL_MAX = 2.4;
const AXIS_BINS = 8;
const AXIS_MAX = 2.6;
const SAMPLES = 3000;
const PAIRS = 8000;

const W_RATIO = 4;
const W_D2 = 1.5;
const W_RADIAL = 1;
const W_AXIS = 0.8;
const W_COMPACT = 0.6;
/** weight of the absolute size entries: a log-difference of 0.05 (5 % in size) weighs 0.2 */
export const W_SIZE = 4;

export const SIZE_ENTRIES = 5;
export const DESCRIPTOR_LENGTH = 2 + D2_BINS + RADIAL_BINS + 3 * AXIS_BINS + 2 + SIZE_ENTRIES;
/** the size entries are the last SIZE_ENTRIES of the vector */
export const SIZE_START = DESCRIPTOR_LENGTH - SIZE_ENTRIES;

export interface Descriptor {
  vector: Float32Array;
  triangles: number;
  /** the model's extent along its principal axes (largest first), in the file's units */
  extents: [number, number, number];
}

export class NoGeometryError extends Error {}

interface Moments {
  area: number;
  volume: number;
  centroid: [number, number, number];
  cov: number[][];
  cumulative: Float64Array;
  triangles: number;
}

/** Area, signed volume, centroid and covariance of the surface, exactly from the triangles. */
function moments(tris: Float32Array): Moments {
  const n = Math.floor(tris.length / 9);
  const cumulative = new Float64Array(n);
  let area = 0;
  let volume = 0;
  const m = [0, 0, 0];
  const s = [0, 0, 0, 0, 0, 0]; // xx yy zz xy xz yz
  for (let t = 0; t < n; t++) {
    const o = t * 9;
    const ax = tris[o] as number;
    const ay = tris[o + 1] as number;
    const az = tris[o + 2] as number;
    const bx = tris[o + 3] as number;
    const by = tris[o + 4] as number;
    const bz = tris[o + 5] as number;
    const cx = tris[o + 6] as number;
    const cy = tris[o + 7] as number;
    const cz = tris[o + 8] as number;
    const ux = bx - ax;
    const uy = by - ay;
    const uz = bz - az;
    const vx = cx - ax;
    const vy = cy - ay;
    const vz = cz - az;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    let a = 0.5 * Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (!Number.isFinite(a)) a = 0;
    area += a;
    cumulative[t] = area;
    if (a === 0) continue;
    volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
    const sx = ax + bx + cx;
    const sy = ay + by + cy;
    const sz = az + bz + cz;
    m[0] = (m[0] as number) + (a * sx) / 3;
    m[1] = (m[1] as number) + (a * sy) / 3;
    m[2] = (m[2] as number) + (a * sz) / 3;
    const k = a / 12;
    s[0] = (s[0] as number) + k * (ax * ax + bx * bx + cx * cx + sx * sx);
    s[1] = (s[1] as number) + k * (ay * ay + by * by + cy * cy + sy * sy);
    s[2] = (s[2] as number) + k * (az * az + bz * bz + cz * cz + sz * sz);
    s[3] = (s[3] as number) + k * (ax * ay + bx * by + cx * cy + sx * sy);
    s[4] = (s[4] as number) + k * (ax * az + bx * bz + cx * cz + sx * sz);
    s[5] = (s[5] as number) + k * (ay * az + by * bz + cy * cz + sy * sz);
  }
  if (!(area > 0) || !Number.isFinite(area)) throw new NoGeometryError('the mesh has no area');
  const c: [number, number, number] = [
    (m[0] as number) / area,
    (m[1] as number) / area,
    (m[2] as number) / area,
  ];
  const e = (i: number) => (s[i] as number) / area;
  const cov = [
    [e(0) - c[0] * c[0], e(3) - c[0] * c[1], e(4) - c[0] * c[2]],
    [e(3) - c[0] * c[1], e(1) - c[1] * c[1], e(5) - c[1] * c[2]],
    [e(4) - c[0] * c[2], e(5) - c[1] * c[2], e(2) - c[2] * c[2]],
  ];
  return { area, volume: Math.abs(volume), centroid: c, cov, cumulative, triangles: n };
}

/** Eigenvalues (largest first) and unit eigenvectors of a symmetric 3×3 matrix (cyclic Jacobi). */
export function symmetricEigen(matrix: number[][]): { values: number[]; vectors: number[][] } {
  const a = matrix.map((r) => [...r]);
  const v = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ];
  const at = (i: number, j: number) => (a[i] as number[])[j] as number;
  const set = (mat: number[][], i: number, j: number, x: number) => {
    (mat[i] as number[])[j] = x;
  };
  for (let sweep = 0; sweep < 50; sweep++) {
    const off = at(0, 1) ** 2 + at(0, 2) ** 2 + at(1, 2) ** 2;
    if (off < 1e-30 * (at(0, 0) ** 2 + at(1, 1) ** 2 + at(2, 2) ** 2 + 1e-300)) break;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const apq = at(p, q);
      if (apq === 0) continue;
      const theta = (at(q, q) - at(p, p)) / (2 * apq);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const cos = 1 / Math.sqrt(t * t + 1);
      const sin = t * cos;
      for (let k = 0; k < 3; k++) {
        const akp = at(k, p);
        const akq = at(k, q);
        set(a, k, p, cos * akp - sin * akq);
        set(a, k, q, sin * akp + cos * akq);
      }
      for (let k = 0; k < 3; k++) {
        const apk = at(p, k);
        const aqk = at(q, k);
        set(a, p, k, cos * apk - sin * aqk);
        set(a, q, k, sin * apk + cos * aqk);
      }
      for (let k = 0; k < 3; k++) {
        const vkp = (v[k] as number[])[p] as number;
        const vkq = (v[k] as number[])[q] as number;
        set(v, k, p, cos * vkp - sin * vkq);
        set(v, k, q, sin * vkp + cos * vkq);
      }
    }
  }
  const order = [0, 1, 2].sort((i, j) => at(j, j) - at(i, i));
  return {
    values: order.map((i) => Math.max(0, at(i, i))),
    vectors: order.map((i) => [0, 1, 2].map((k) => (v[k] as number[])[i] as number)),
  };
}

/** mulberry32: a small seeded generator, so a mesh always gives the same descriptor. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SAMPLES points on the surface, area-weighted, relative to the centroid (x, y, z interleaved). */
function samplePoints(tris: Float32Array, mo: Moments): Float64Array {
  const rand = random(0x3d5eed);
  const out = new Float64Array(SAMPLES * 3);
  const { cumulative, area, centroid } = mo;
  for (let i = 0; i < SAMPLES; i++) {
    const u = rand() * area;
    let lo = 0;
    let hi = mo.triangles - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    let r1 = rand();
    let r2 = rand();
    if (r1 + r2 > 1) {
      r1 = 1 - r1;
      r2 = 1 - r2;
    }
    const o = lo * 9;
    for (let k = 0; k < 3; k++) {
      const a = tris[o + k] as number;
      const b = tris[o + 3 + k] as number;
      const c = tris[o + 6 + k] as number;
      out[i * 3 + k] = a + r1 * (b - a) + r2 * (c - a) - centroid[k as 0 | 1 | 2];
    }
  }
  return out;
}

/** Adds a histogram as √probabilities × weight into `out` at `at`. */
function putHistogram(out: Float32Array, at: number, counts: Float64Array, weight: number): void {
  let total = 0;
  for (const c of counts) total += c;
  for (let i = 0; i < counts.length; i++)
    out[at + i] = weight * Math.sqrt((counts[i] as number) / (total || 1));
}

function bin(value: number, max: number, bins: number): number {
  return Math.min(bins - 1, Math.max(0, Math.floor((value / max) * bins)));
}

/** The descriptor of a triangle soup (9 floats a triangle). Throws NoGeometryError for a mesh without area. */
export function describeMesh(tris: Float32Array): Descriptor {
  const mo = moments(tris);
  const { values, vectors } = symmetricEigen(mo.cov);
  const sd = values.map((l) => Math.sqrt(l));
  const rms = Math.sqrt(values[0]! + values[1]! + values[2]!);
  if (!(rms > 0)) throw new NoGeometryError('the mesh is a point');
  const pts = samplePoints(tris, mo);
  const out = new Float32Array(DESCRIPTOR_LENGTH);
  let at = 0;
  out[at++] = W_RATIO * (sd[1]! / sd[0]!);
  out[at++] = W_RATIO * (sd[2]! / sd[0]!);

  const rand = random(0xd2d2);
  const d2 = new Float64Array(D2_BINS);
  for (let i = 0; i < PAIRS; i++) {
    const p = Math.floor(rand() * SAMPLES) * 3;
    const q = Math.floor(rand() * SAMPLES) * 3;
    const d = Math.hypot(pts[p]! - pts[q]!, pts[p + 1]! - pts[q + 1]!, pts[p + 2]! - pts[q + 2]!);
    d2[bin(d / rms, D2_MAX, D2_BINS)]!++;
  }
  putHistogram(out, at, d2, W_D2);
  at += D2_BINS;

  const radial = new Float64Array(RADIAL_BINS);
  const axes = [0, 1, 2].map(() => new Float64Array(AXIS_BINS));
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < SAMPLES; i++) {
    const x = pts[i * 3]!;
    const y = pts[i * 3 + 1]!;
    const z = pts[i * 3 + 2]!;
    radial[bin(Math.hypot(x, y, z) / rms, RADIAL_MAX, RADIAL_BINS)]!++;
    for (let k = 0; k < 3; k++) {
      const axis = vectors[k]!;
      const proj = x * axis[0]! + y * axis[1]! + z * axis[2]!;
      lo[k] = Math.min(lo[k]!, proj);
      hi[k] = Math.max(hi[k]!, proj);
      axes[k]![bin(Math.abs(proj) / (sd[k]! || rms), AXIS_MAX, AXIS_BINS)]!++;
    }
  }
  putHistogram(out, at, radial, W_RADIAL);
  at += RADIAL_BINS;
  for (const h of axes) {
    putHistogram(out, at, h, W_AXIS);
    at += AXIS_BINS;
  }
  const volume = Math.max(mo.volume, 1e-6 * rms ** 3);
  out[at++] = W_COMPACT * Math.log(mo.area / rms ** 2);
  out[at++] = W_COMPACT * (Math.log(volume / rms ** 3) / 3);
  const floor = rms * 1e-4;
  for (const s of sd) out[at++] = W_SIZE * Math.log(Math.max(s, floor));
  out[at++] = W_SIZE * (Math.log(mo.area) / 2);
  out[at++] = W_SIZE * (Math.log(volume) / 3);
  const extents = [0, 1, 2].map((k) => hi[k]! - lo[k]!) as [number, number, number];
  return { vector: out, triangles: mo.triangles, extents };
}

/** The unit factors "ignore scale" tries on a query read as mm: mm, cm, inch, m (and their inverses' size terms). */
export const UNIT_FACTORS = [1, 10, 25.4, 1000] as const;
/** The offset each unit factor adds to every size entry. */
export const unitOffsets = (): number[] => UNIT_FACTORS.map((f) => W_SIZE * Math.log(f));

/**
 * Small mesh tools of the 3D search labelled set and journey (issue 11): a seeded random rotation and move,
 * unit scaling, and the two STL encodings (binary, ASCII), written independently of the models module's writer.
 */

/** mulberry32 */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniformly random rotation (from a random unit quaternion) as a row-major 3×3 matrix. */
export function randomRotation(rand: () => number): number[] {
  const [u1, u2, u3] = [rand(), rand(), rand()];
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  const [x, y, z, w] = [
    a * Math.sin(2 * Math.PI * u2),
    a * Math.cos(2 * Math.PI * u2),
    b * Math.sin(2 * Math.PI * u3),
    b * Math.cos(2 * Math.PI * u3),
  ];
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ];
}

/** p' = scale·(R p) + move, for every vertex of a triangle soup (9 floats a triangle). */
export function transform(tris: Float32Array, rotation: number[], move: number[], scale = 1): Float32Array {
  const out = new Float32Array(tris.length);
  const r = rotation;
  for (let i = 0; i < tris.length; i += 3) {
    const x = tris[i]!;
    const y = tris[i + 1]!;
    const z = tris[i + 2]!;
    out[i] = scale * (r[0]! * x + r[1]! * y + r[2]! * z) + move[0]!;
    out[i + 1] = scale * (r[3]! * x + r[4]! * y + r[5]! * z) + move[1]!;
    out[i + 2] = scale * (r[6]! * x + r[7]! * y + r[8]! * z) + move[2]!;
  }
  return out;
}

function normal(t: Float32Array, o: number): [number, number, number] {
  const ux = t[o + 3]! - t[o]!;
  const uy = t[o + 4]! - t[o + 1]!;
  const uz = t[o + 5]! - t[o + 2]!;
  const vx = t[o + 6]! - t[o]!;
  const vy = t[o + 7]! - t[o + 1]!;
  const vz = t[o + 8]! - t[o + 2]!;
  const n = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx] as [number, number, number];
  const l = Math.hypot(...n) || 1;
  return [n[0] / l, n[1] / l, n[2] / l];
}

export function binaryStl(tris: Float32Array, header = 'jianku search3d labelled set'): Uint8Array {
  const n = tris.length / 9;
  const buf = Buffer.alloc(84 + 50 * n);
  buf.write(header.slice(0, 79), 0, 'latin1');
  buf.writeUInt32LE(n, 80);
  for (let t = 0; t < n; t++) {
    const o = 84 + t * 50;
    const nn = normal(tris, t * 9);
    for (let k = 0; k < 3; k++) buf.writeFloatLE(nn[k]!, o + k * 4);
    for (let k = 0; k < 9; k++) buf.writeFloatLE(tris[t * 9 + k]!, o + 12 + k * 4);
  }
  return buf;
}

export function asciiStl(tris: Float32Array, name = 'part'): string {
  const lines = [`solid ${name}`];
  const f = (v: number) => v.toExponential(6);
  for (let o = 0; o < tris.length; o += 9) {
    const nn = normal(tris, o);
    lines.push(`  facet normal ${f(nn[0])} ${f(nn[1])} ${f(nn[2])}`, '    outer loop');
    for (let k = 0; k < 9; k += 3)
      lines.push(`      vertex ${f(tris[o + k]!)} ${f(tris[o + k + 1]!)} ${f(tris[o + k + 2]!)}`);
    lines.push('    endloop', '  endfacet');
  }
  lines.push(`endsolid ${name}`);
  return `${lines.join('\n')}\n`;
}

/** Triangles of a binary STL. */
export function readBinary(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = view.getUint32(80, true);
  const out = new Float32Array(n * 9);
  for (let t = 0; t < n; t++)
    for (let k = 0; k < 9; k++) out[t * 9 + k] = view.getFloat32(84 + t * 50 + 12 + k * 4, true);
  return out;
}

// biome-ignore lint/suspicious/noExplicitAny: occt-import-js has no types
type Occt = any;

/** A STEP file meshed again by occt-import-js (another OpenCascade build) at a chord tolerance of `deflection` mm. */
export function remeshStep(occt: Occt, step: Uint8Array, deflection: number): Float32Array {
  const res = occt.ReadStepFile(step, {
    linearUnit: 'millimeter',
    linearDeflectionType: 'absolute_value',
    linearDeflection: deflection,
    angularDeflection: 0.5,
  });
  if (!res.success) throw new Error('occt-import-js could not read the STEP file');
  const out: number[] = [];
  for (const mesh of res.meshes) {
    const pos = mesh.attributes.position.array as number[];
    for (const i of mesh.index.array as number[]) out.push(pos[i * 3]!, pos[i * 3 + 1]!, pos[i * 3 + 2]!);
  }
  return Float32Array.from(out);
}

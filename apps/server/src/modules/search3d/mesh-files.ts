/**
 * Reading an uploaded model into a triangle soup (9 floats a triangle) for the shape descriptor: binary and
 * ASCII STL here; STEP through occt-import-js (OpenCascade in WebAssembly), in the search3d worker only.
 * Bad files throw MeshFileError with the Chinese message the user sees.
 */
import { SEARCH3D_MESSAGES } from '@jianku/rules';

/** More triangles than this (a binary STL of 250 MB) are refused. */
export const MAX_TRIANGLES = 5_000_000;

export class MeshFileError extends Error {}

export type MeshFormat = 'stl' | 'step';

/** The format by content (the name's extension is only a hint): STEP text, binary STL, ASCII STL. */
export function sniffFormat(head: Uint8Array, size: number): MeshFormat | 'binary-stl' | undefined {
  const text = Buffer.from(head.subarray(0, 512))
    .toString('latin1')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('ISO-10303-21')) return 'step';
  if (head.length >= 84) {
    const count = Buffer.from(head.buffer, head.byteOffset, head.byteLength).readUInt32LE(80);
    if (84 + 50 * count === size && count > 0) return 'binary-stl';
  }
  if (/^solid\b/i.test(text)) return 'stl';
  return undefined;
}

/** A binary STL whose size matches its triangle count. */
export function readBinaryStl(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  if (count > MAX_TRIANGLES) throw new MeshFileError(SEARCH3D_MESSAGES.tooManyTriangles);
  if (84 + 50 * count !== bytes.byteLength) throw new MeshFileError(SEARCH3D_MESSAGES.notStl);
  const out = new Float32Array(count * 9);
  for (let t = 0; t < count; t++) {
    const o = 84 + t * 50 + 12;
    for (let k = 0; k < 9; k++) out[t * 9 + k] = view.getFloat32(o + k * 4, true);
  }
  return out;
}

/** An ASCII STL: every `vertex x y z` line, three a facet. */
export function readAsciiStl(bytes: Uint8Array): Float32Array {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const values: number[] = [];
  const re = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const x = Number(m[1]);
    const y = Number(m[2]);
    const z = Number(m[3]);
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z)) {
      throw new MeshFileError(SEARCH3D_MESSAGES.notStl);
    }
    values.push(x, y, z);
    if (values.length > MAX_TRIANGLES * 9) throw new MeshFileError(SEARCH3D_MESSAGES.tooManyTriangles);
  }
  const whole = values.length - (values.length % 9);
  if (whole === 0) throw new MeshFileError(SEARCH3D_MESSAGES.notStl);
  return Float32Array.from(values.slice(0, whole));
}

/** STL of either kind (by content). */
export function readStl(bytes: Uint8Array): Float32Array {
  const kind = sniffFormat(bytes, bytes.byteLength);
  if (kind === 'binary-stl') return readBinaryStl(bytes);
  if (kind === 'stl') return readAsciiStl(bytes);
  throw new MeshFileError(SEARCH3D_MESSAGES.notStl);
}

// biome-ignore lint/suspicious/noExplicitAny: occt-import-js has no types
export type Occt = any;

/** A STEP file's faces as one triangle soup (every body; occt-import-js meshes them). */
export function readStep(occt: Occt, bytes: Uint8Array): Float32Array {
  const text = Buffer.from(bytes.subarray(0, 64))
    .toString('latin1')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!text.startsWith('ISO-10303-21')) throw new MeshFileError(SEARCH3D_MESSAGES.notStep);
  const res = occt.ReadStepFile(bytes, {
    linearUnit: 'millimeter',
    linearDeflectionType: 'bounding_box_ratio',
    linearDeflection: 0.002,
    angularDeflection: 0.3,
  });
  if (!res?.success || !Array.isArray(res.meshes)) throw new MeshFileError(SEARCH3D_MESSAGES.notStep);
  const parts: Float32Array[] = [];
  let total = 0;
  for (const mesh of res.meshes) {
    const pos = mesh?.attributes?.position?.array as ArrayLike<number> | undefined;
    const index = mesh?.index?.array as ArrayLike<number> | undefined;
    if (!pos || !index) continue;
    const tri = new Float32Array(index.length * 3);
    for (let i = 0; i < index.length; i++) {
      const v = (index[i] as number) * 3;
      tri[i * 3] = pos[v] as number;
      tri[i * 3 + 1] = pos[v + 1] as number;
      tri[i * 3 + 2] = pos[v + 2] as number;
    }
    total += tri.length;
    if (total > MAX_TRIANGLES * 9) throw new MeshFileError(SEARCH3D_MESSAGES.tooManyTriangles);
    parts.push(tri);
  }
  if (total === 0) throw new MeshFileError(SEARCH3D_MESSAGES.noGeometry);
  const out = new Float32Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

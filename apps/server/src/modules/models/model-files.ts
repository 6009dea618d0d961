/**
 * Writes the files of a built model, inside a model worker: STEP AP214 (through OpenCascade's XCAF writer,
 * one named, coloured product per solid), binary STL and binary glTF (GLB) from the kernel's triangulation.
 * glTF is Y-up: model (x, y, z) is written as (x, z, −y).
 */
import { type Kernel, type ModelPart, partBounds } from './geometry/family.ts';

/** Chord tolerance from the model's size (a bolt of 50 mm: 0.04 mm; a 0603 chip: 0.005 mm). */
function meshTolerance(parts: readonly ModelPart[]): { tolerance: number; angularTolerance: number } {
  let diag = 0;
  for (const p of parts) {
    const [lo, hi] = partBounds(p);
    diag = Math.max(diag, Math.hypot(hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]));
  }
  return { tolerance: Math.max(0.002, diag * 8e-4), angularTolerance: 0.25 };
}

export function writeStep(kernel: Kernel, parts: readonly ModelPart[], productName: string): Uint8Array {
  const oc = kernel.getOC();
  const doc = kernel.createAssembly(
    parts.map((p) => ({ shape: p.shape, name: parts.length === 1 ? productName : p.name, color: p.color })),
  );
  const session = new oc.XSControl_WorkSession();
  const writer = new oc.STEPCAFControl_Writer(session, false);
  const progress = new oc.Message_ProgressRange();
  try {
    writer.SetColorMode(true);
    writer.SetNameMode(true);
    oc.Interface_Static.SetIVal('write.step.schema', 4); // AP214 IS
    oc.Interface_Static.SetCVal('write.step.unit', 'MM');
    oc.Interface_Static.SetCVal('write.step.product.name', productName);
    if (!writer.Perform(doc.wrapped, 'model.step', progress)) throw new Error('STEP writer failed');
    const file = oc.FS.readFile('/model.step') as Uint8Array;
    oc.FS.unlink('/model.step');
    return file;
  } finally {
    progress.delete();
    writer.delete();
    doc.delete();
  }
}

interface PartMesh {
  name: string;
  color: string;
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
  edges: Float32Array;
}

/** Triangles and edge polylines of each part (model coordinates). */
export function meshParts(parts: readonly ModelPart[]): PartMesh[] {
  const tol = meshTolerance(parts);
  return parts.map((p) => {
    const m = p.shape.mesh(tol);
    const e = p.shape.meshEdges(tol);
    return {
      name: p.name,
      color: p.color,
      positions: Float32Array.from(m.vertices),
      normals: Float32Array.from(m.normals),
      indices: Uint32Array.from(m.triangles),
      edges: Float32Array.from(e.lines),
    };
  });
}

export function writeStl(meshes: readonly PartMesh[], name: string): Uint8Array {
  const count = meshes.reduce((n, m) => n + m.indices.length / 3, 0);
  const out = new Uint8Array(84 + 50 * count);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(name.slice(0, 80)));
  view.setUint32(80, count, true);
  let at = 84;
  for (const m of meshes) {
    const v = m.positions;
    for (let t = 0; t < m.indices.length; t += 3) {
      const [a, b, c] = [m.indices[t] ?? 0, m.indices[t + 1] ?? 0, m.indices[t + 2] ?? 0];
      const ux = (v[b * 3] ?? 0) - (v[a * 3] ?? 0);
      const uy = (v[b * 3 + 1] ?? 0) - (v[a * 3 + 1] ?? 0);
      const uz = (v[b * 3 + 2] ?? 0) - (v[a * 3 + 2] ?? 0);
      const wx = (v[c * 3] ?? 0) - (v[a * 3] ?? 0);
      const wy = (v[c * 3 + 1] ?? 0) - (v[a * 3 + 1] ?? 0);
      const wz = (v[c * 3 + 2] ?? 0) - (v[a * 3 + 2] ?? 0);
      const n = [uy * wz - uz * wy, uz * wx - ux * wz, ux * wy - uy * wx];
      const len = Math.hypot(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0) || 1;
      for (let i = 0; i < 3; i++) view.setFloat32(at + i * 4, (n[i] ?? 0) / len, true);
      at += 12;
      for (const idx of [a, b, c]) {
        for (let i = 0; i < 3; i++) view.setFloat32(at + i * 4, v[idx * 3 + i] ?? 0, true);
        at += 12;
      }
      view.setUint16(at, 0, true);
      at += 2;
    }
  }
  return out;
}

/** (x, y, z) → (x, z, −y), in place on a copy. */
function toYUp(src: Float32Array): Float32Array {
  const out = new Float32Array(src.length);
  for (let i = 0; i < src.length; i += 3) {
    out[i] = src[i] ?? 0;
    out[i + 1] = src[i + 2] ?? 0;
    out[i + 2] = -(src[i + 1] ?? 0);
  }
  return out;
}

function bounds(a: Float32Array): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < a.length; i++) {
    const k = i % 3;
    const v = a[i] ?? 0;
    if (v < (min[k] ?? 0)) min[k] = v;
    if (v > (max[k] ?? 0)) max[k] = v;
  }
  return { min, max };
}

const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
function colorOf(hex: string): number[] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => srgbToLinear(c / 255)).concat(1);
}

/**
 * A GLB with one node per part: its triangles (material = the part's colour) and, as a second mesh on a
 * child node named "edges", the B-rep edges as LINES, so the viewer can show or hide them.
 */
export function writeGlb(meshes: readonly PartMesh[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const add = (data: Float32Array | Uint32Array, target: number, type: string, withBounds: boolean) => {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    bufferViews.push({ buffer: 0, byteOffset: length, byteLength: bytes.length, target });
    chunks.push(bytes);
    length += bytes.length;
    const float = data instanceof Float32Array;
    accessors.push({
      bufferView: bufferViews.length - 1,
      componentType: float ? 5126 : 5125,
      count: float ? data.length / 3 : data.length,
      type,
      ...(withBounds && float ? bounds(data) : {}),
    });
    return accessors.length - 1;
  };
  const nodes: object[] = [];
  const gltfMeshes: object[] = [];
  const materials: object[] = [];
  const roots: number[] = [];
  materials.push({ name: 'edges', pbrMetallicRoughness: { baseColorFactor: [0.05, 0.05, 0.05, 1] } });
  for (const m of meshes) {
    materials.push({
      name: m.name,
      pbrMetallicRoughness: { baseColorFactor: colorOf(m.color), metallicFactor: 0.3, roughnessFactor: 0.5 },
    });
    const position = add(toYUp(m.positions), 34962, 'VEC3', true);
    const normal = add(toYUp(m.normals), 34962, 'VEC3', false);
    const indices = add(m.indices, 34963, 'SCALAR', false);
    gltfMeshes.push({
      name: m.name,
      primitives: [
        { attributes: { POSITION: position, NORMAL: normal }, indices, material: materials.length - 1 },
      ],
    });
    const meshIndex = gltfMeshes.length - 1;
    const children: number[] = [];
    if (m.edges.length > 0) {
      const edgePos = add(toYUp(m.edges), 34962, 'VEC3', true);
      gltfMeshes.push({
        name: `${m.name} edges`,
        primitives: [{ attributes: { POSITION: edgePos }, mode: 1, material: 0 }],
      });
      nodes.push({ name: 'edges', mesh: gltfMeshes.length - 1 });
      children.push(nodes.length - 1);
    }
    nodes.push({ name: m.name, mesh: meshIndex, ...(children.length > 0 ? { children } : {}) });
    roots.push(nodes.length - 1);
  }
  const json = {
    asset: { version: '2.0', generator: 'Jianku models (OpenCascade via replicad)' },
    scene: 0,
    scenes: [{ nodes: roots }],
    nodes,
    meshes: gltfMeshes,
    materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength: length }],
  };
  return packGlb(JSON.stringify(json), chunks, length);
}

function packGlb(json: string, chunks: readonly Uint8Array[], binLength: number): Uint8Array {
  const jsonBytes = new TextEncoder().encode(json);
  const jsonPad = (4 - (jsonBytes.length % 4)) % 4;
  const binPad = (4 - (binLength % 4)) % 4;
  const total = 12 + 8 + jsonBytes.length + jsonPad + 8 + binLength + binPad;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonBytes.length + jsonPad, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(jsonBytes, 20);
  out.fill(0x20, 20 + jsonBytes.length, 20 + jsonBytes.length + jsonPad);
  let at = 20 + jsonBytes.length + jsonPad;
  view.setUint32(at, binLength + binPad, true);
  view.setUint32(at + 4, 0x004e4942, true);
  at += 8;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * The read-back tests' mesh arithmetic (models-volume.ts's meshCheck, models-kicad-fit.ts's components and
 * footCentre): vertices welded by position (rounded to 10 nm), each mesh's signed volume, its edges not shared
 * by exactly two triangles, and its connected pieces. Written for a ball grid's read-back (a few hundred
 * thousand triangles per mesh): integer vertex ids from a hash table of the rounded coordinates (no string per
 * vertex), edges counted by sorting their keys (no map of strings), typed arrays throughout. A mesh read back
 * by occt-import-js is never changed afterwards, so each result is kept per mesh object (WeakMap) and the
 * checks that look at the same mesh again (readBack's solids and volume, a test's balls or leads) share it.
 */

/** What the checks read of a mesh: positions x, y, z per vertex; three vertices a triangle. */
export interface MeshArrays {
  attributes: { position: { array: ArrayLike<number> } };
  index: { array: ArrayLike<number> };
}

/** A read-back mesh as occt-import-js answers it (and a piece of one). */
export type Mesh = {
  name: string;
  attributes: { position: { array: number[] } };
  index: { array: number[] };
};

const INT32 = 2 ** 31 - 1;

/** Each vertex's id, equal for vertices at the same rounded position; and how many ids there are. */
function weld(mesh: MeshArrays): { ids: Int32Array; count: number } {
  const pos = mesh.attributes.position.array;
  const n = Math.floor(pos.length / 3);
  let size = 1024;
  while (size < 2 * n) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(size).fill(-1); // id held in a slot
  const keys = new Int32Array(3 * n); // each id's rounded coordinates
  const ids = new Int32Array(n);
  let count = 0;
  for (let v = 0; v < n; v++) {
    const x = Math.round((pos[v * 3] ?? 0) * 1e5);
    const y = Math.round((pos[v * 3 + 1] ?? 0) * 1e5);
    const z = Math.round((pos[v * 3 + 2] ?? 0) * 1e5);
    if (Math.abs(x) > INT32 || Math.abs(y) > INT32 || Math.abs(z) > INT32) throw new Error('mesh too large');
    let slot = (Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ Math.imul(z, 83492791)) & mask;
    for (;;) {
      const id = slots[slot] ?? -1;
      if (id < 0) {
        slots[slot] = count;
        keys[count * 3] = x;
        keys[count * 3 + 1] = y;
        keys[count * 3 + 2] = z;
        ids[v] = count++;
        break;
      }
      if (keys[id * 3] === x && keys[id * 3 + 1] === y && keys[id * 3 + 2] === z) {
        ids[v] = id;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  return { ids, count };
}

/** `make`, answered once per mesh object (a read-back mesh is never changed). */
function perMesh<K extends object, V>(make: (mesh: K) => V): (mesh: K) => V {
  const done = new WeakMap<K, V>();
  return (mesh) => {
    const known = done.get(mesh);
    if (known !== undefined) return known;
    const made = make(mesh);
    done.set(mesh, made);
    return made;
  };
}

const welds = perMesh(weld);

/** Signed volume and closedness (edges not shared by exactly two triangles) of one mesh, vertices welded. */
function check(mesh: MeshArrays): { volume: number; open: number } {
  const pos = mesh.attributes.position.array;
  const idx = mesh.index.array;
  const { ids, count } = welds(mesh);
  let volume = 0;
  const edges = new Float64Array(idx.length);
  let e = 0;
  for (let t = 0; t + 2 < idx.length; t += 3) {
    const [a, b, c] = [idx[t] ?? 0, idx[t + 1] ?? 0, idx[t + 2] ?? 0];
    const [ax, ay, az] = [pos[a * 3] ?? 0, pos[a * 3 + 1] ?? 0, pos[a * 3 + 2] ?? 0];
    const [bx, by, bz] = [pos[b * 3] ?? 0, pos[b * 3 + 1] ?? 0, pos[b * 3 + 2] ?? 0];
    const [cx, cy, cz] = [pos[c * 3] ?? 0, pos[c * 3 + 1] ?? 0, pos[c * 3 + 2] ?? 0];
    volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
    const [u, v, w] = [ids[a] ?? 0, ids[b] ?? 0, ids[c] ?? 0];
    if (u === v || v === w || u === w) continue; // zero-area triangle at a sphere's pole
    edges[e++] = u < v ? u * count + v : v * count + u;
    edges[e++] = v < w ? v * count + w : w * count + v;
    edges[e++] = u < w ? u * count + w : w * count + u;
  }
  const sorted = edges.subarray(0, e).sort();
  let open = 0;
  for (let i = 0; i < e; ) {
    let j = i + 1;
    while (j < e && sorted[j] === sorted[i]) j++;
    if (j - i !== 2) open++;
    i = j;
  }
  return { volume, open };
}

/** Signed volume and closedness of one read-back mesh (vertices welded by position). */
export const meshCheck: (mesh: MeshArrays) => { volume: number; open: number } = perMesh(check);

/** The connected pieces (vertices welded): each a mesh of its own triangles, in the order first met. */
function pieces(m: Mesh): Mesh[] {
  const pos = m.attributes.position.array;
  const idx = m.index.array;
  const { ids, count } = welds(m);
  const parent = new Int32Array(count).map((_, i) => i);
  const find = (a: number): number => {
    let root = a;
    while (parent[root] !== root) root = parent[root] ?? root;
    while (a !== root) {
      const next = parent[a] ?? root;
      parent[a] = root;
      a = next;
    }
    return root;
  };
  const tris = Math.floor(idx.length / 3);
  for (let t = 0; t < tris; t++) {
    const root = find(ids[idx[t * 3] ?? 0] ?? 0);
    for (let k = 1; k < 3; k++) {
      const r = find(ids[idx[t * 3 + k] ?? 0] ?? 0);
      if (r !== root) parent[r] = root;
    }
  }
  const groupOf = new Int32Array(count).fill(-1);
  const group = new Int32Array(tris);
  const sizes: number[] = [];
  for (let t = 0; t < tris; t++) {
    const r = find(ids[idx[t * 3] ?? 0] ?? 0);
    if ((groupOf[r] ?? -1) < 0) {
      groupOf[r] = sizes.length;
      sizes.push(0);
    }
    const g = groupOf[r] ?? 0;
    group[t] = g;
    sizes[g] = (sizes[g] ?? 0) + 1;
  }
  const out = sizes.map((n) => ({
    position: new Array<number>(n * 9),
    index: new Array<number>(n * 3),
    n: 0,
  }));
  for (let t = 0; t < tris; t++) {
    const o = out[group[t] ?? 0];
    if (!o) continue;
    for (let k = 0; k < 3; k++) {
      const v = idx[t * 3 + k] ?? 0;
      const at = o.n * 3 + k;
      o.index[at] = at;
      o.position[at * 3] = pos[v * 3] ?? 0;
      o.position[at * 3 + 1] = pos[v * 3 + 1] ?? 0;
      o.position[at * 3 + 2] = pos[v * 3 + 2] ?? 0;
    }
    o.n++;
  }
  return out.map((o) => ({
    name: m.name,
    attributes: { position: { array: o.position } },
    index: { array: o.index },
  }));
}

const split = perMesh(pieces);

/** The connected pieces of a mesh (vertices welded by position): one per solid of a compound. */
export function components(m: Mesh): Mesh[] {
  return [...split(m)];
}

/** Centre (footprint coordinates: Y down) of a mesh's vertices below 5 % of `height`: a lead's foot. */
export function footCentre(m: MeshArrays, height: number): [number, number] {
  const p = m.attributes.position.array;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 2 < p.length; i += 3) {
    if ((p[i + 2] ?? 1) >= height * 0.05) continue;
    const [x, y] = [p[i] ?? 0, p[i + 1] ?? 0];
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return [(x0 + x1) / 2, -(y0 + y1) / 2];
}

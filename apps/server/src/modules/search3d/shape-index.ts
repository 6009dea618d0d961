/**
 * The nearest-neighbour index of 3D search: every geometry's descriptor in one Float32Array, searched
 * exactly (brute force). At the catalogue's size (about 2 300 geometries of 79 numbers) a query is well under
 * a millisecond, so an approximate index (usearch) would add a native dependency for nothing: its npm package
 * builds with node-gyp when no prebuilt binary fits.
 *
 * Descriptors are kept on disk (one JSON file per descriptor/geometry signature) so a restart does not
 * remake them; a change of the model families or of the descriptor gives a new signature, hence a new file.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DESCRIPTOR_LENGTH, SIZE_START, unitOffsets } from './shape-descriptor.ts';

/** How far apart a distance of `tau` puts two models: similarity = 100·exp(−d / tau). */
const TAU = 2.5;

export const similarityOf = (distance: number): number => Math.round(1000 * Math.exp(-distance / TAU)) / 10;

export interface Neighbour {
  /** the entry's position in the index */
  at: number;
  distance: number;
}

export class ShapeIndex {
  private vectors = new Float32Array(64 * DESCRIPTOR_LENGTH);
  readonly keys: string[] = [];
  private readonly position = new Map<string, number>();

  get size(): number {
    return this.keys.length;
  }

  has(key: string): boolean {
    return this.position.has(key);
  }

  vectorOf(key: string): Float32Array | undefined {
    const at = this.position.get(key);
    return at === undefined
      ? undefined
      : this.vectors.slice(at * DESCRIPTOR_LENGTH, (at + 1) * DESCRIPTOR_LENGTH);
  }

  add(key: string, vector: Float32Array): void {
    if (vector.length !== DESCRIPTOR_LENGTH) throw new Error('descriptor of the wrong length');
    let at = this.position.get(key);
    if (at === undefined) {
      at = this.keys.length;
      if ((at + 1) * DESCRIPTOR_LENGTH > this.vectors.length) {
        const grown = new Float32Array(this.vectors.length * 2);
        grown.set(this.vectors);
        this.vectors = grown;
      }
      this.keys.push(key);
      this.position.set(key, at);
    }
    this.vectors.set(vector, at * DESCRIPTOR_LENGTH);
  }

  /**
   * The k nearest entries accepted by `accept`, nearest first. `ignoreScale`: the size entries are compared
   * at the best of the unit factors (mm, cm, inch, m), so a model drawn in inches finds its metric twin.
   */
  nearest(
    query: Float32Array,
    k: number,
    { ignoreScale = false, accept }: { ignoreScale?: boolean; accept?: (key: string) => boolean } = {},
  ): Neighbour[] {
    const offsets = ignoreScale ? unitOffsets() : [0];
    const best: Neighbour[] = [];
    const v = this.vectors;
    for (let at = 0; at < this.keys.length; at++) {
      if (accept && !accept(this.keys[at]!)) continue;
      const o = at * DESCRIPTOR_LENGTH;
      let shape = 0;
      for (let j = 0; j < SIZE_START; j++) {
        const d = query[j]! - v[o + j]!;
        shape += d * d;
      }
      let size = Infinity;
      for (const off of offsets) {
        let s = 0;
        for (let j = SIZE_START; j < DESCRIPTOR_LENGTH; j++) {
          const d = query[j]! + off - v[o + j]!;
          s += d * d;
        }
        size = Math.min(size, s);
      }
      const distance = Math.sqrt(shape + size);
      if (best.length < k || distance < best[best.length - 1]!.distance) {
        best.push({ at, distance });
        best.sort((a, b) => a.distance - b.distance);
        if (best.length > k) best.pop();
      }
    }
    return best;
  }

  keyAt(at: number): string {
    return this.keys[at]!;
  }

  /** The descriptors as a file (the signature first: a file of another signature is not read). */
  async save(path: string, signature: string): Promise<void> {
    const entries = this.keys.map((key) => [key, Array.from(this.vectorOf(key)!)]);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify({ signature, entries }));
    await rename(tmp, path);
  }

  /** Reads the descriptors saved under this signature (none when the file is missing, damaged or older). */
  async load(path: string, signature: string): Promise<number> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return 0;
    }
    try {
      const data = JSON.parse(text) as { signature?: string; entries?: [string, number[]][] };
      if (data.signature !== signature || !Array.isArray(data.entries)) return 0;
      for (const [key, values] of data.entries) {
        if (typeof key === 'string' && Array.isArray(values) && values.length === DESCRIPTOR_LENGTH) {
          this.add(key, Float32Array.from(values));
        }
      }
      return this.size;
    } catch {
      return 0;
    }
  }
}

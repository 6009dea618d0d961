/**
 * The snapshot file of the search index: named sections of typed arrays, string lists and small JSON values,
 * each with its CRC-32, behind a header that lists them. No database and no index here (snapshot-index.ts maps
 * an index to sections; search-index-snapshot.ts decides when to write and whether to trust one).
 *
 *   const file = new SnapshotWriter(meta);
 *   file.array('slots.ids', ids); file.strings('slots.models', models); file.json('columns', columns);
 *   await file.write(path);                       // temp file, fsync, rename, fsync of the folder
 *   const snap = await SnapshotFile.open(path);   // header checked (magic, trailer, CRC, section sizes)
 *   const ids = await snap.array('slots.ids', 'f64'); // read and checked (CRC) section by section
 *   await snap.close();
 *
 * Layout: magic "JKSNAP01", the sections' bytes in order (little-endian, as in memory), the header (JSON: meta,
 * sections with type, element count, byte length and CRC), then a trailer: u32 header length, u32 CRC-32 of
 * the header, "JKSNAPOK". Sections are encoded, checked and written one at a time (strings are encoded as they
 * are written, with returns to the event loop between sections and every 16 MB), and the header comes last,
 * so that writing holds no second copy of the index. A file without its trailer (truncated), a header or a
 * section whose CRC differs, sections that do not fill the file: SnapshotError (the caller rebuilds). Sections
 * are read one by one into their own arrays, so loading never holds the whole file twice; strings are joined
 * by NUL (PostgreSQL text holds none) and split back.
 */
import { randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, unlink } from 'node:fs/promises';
import { endianness } from 'node:os';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';

const MAGIC = Buffer.from('JKSNAP01', 'latin1');
const END = Buffer.from('JKSNAPOK', 'latin1');
/** bytes hashed or written between two returns to the event loop */
const CHUNK = 16 * 1048576;
/** strings per part of a string list (a part is decoded as one JS string, which V8 bounds at ~512M chars) */
const STRINGS_PER_PART = 1 << 20;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type ArrayType = 'f64' | 'f32' | 'u32' | 'i32' | 'u16' | 'u8';
export type SnapshotArray = Float64Array | Float32Array | Uint32Array | Int32Array | Uint16Array | Uint8Array;

const ARRAYS: Record<ArrayType, { bytes: number; make: (n: number) => SnapshotArray }> = {
  f64: { bytes: 8, make: (n) => new Float64Array(n) },
  f32: { bytes: 4, make: (n) => new Float32Array(n) },
  u32: { bytes: 4, make: (n) => new Uint32Array(n) },
  i32: { bytes: 4, make: (n) => new Int32Array(n) },
  u16: { bytes: 2, make: (n) => new Uint16Array(n) },
  u8: { bytes: 1, make: (n) => new Uint8Array(n) },
};

function arrayType(a: SnapshotArray): ArrayType {
  if (a instanceof Float64Array) return 'f64';
  if (a instanceof Float32Array) return 'f32';
  if (a instanceof Uint32Array) return 'u32';
  if (a instanceof Int32Array) return 'i32';
  if (a instanceof Uint16Array) return 'u16';
  return 'u8';
}

interface SectionEntry {
  name: string;
  type: ArrayType | 'strings' | 'json';
  /** elements (arrays), strings (string lists); 1 for json */
  count: number;
  bytes: number;
  crc: number;
  /** string lists: byte length of each part (STRINGS_PER_PART strings each) */
  parts?: number[];
}

interface Header<M> {
  endianness: 'LE' | 'BE';
  meta: M;
  sections: SectionEntry[];
}

/** Why a snapshot cannot be used (the message is logged; the caller rebuilds). */
export class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotError';
  }
}

function bytesOf(a: SnapshotArray): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

/** CRC-32 of some byte ranges, returning to the event loop every CHUNK bytes. */
async function checksum(pieces: readonly Uint8Array[]): Promise<number> {
  let crc = 0;
  for (const piece of pieces) {
    for (let at = 0; at < piece.byteLength; at += CHUNK) {
      crc = crc32(piece.subarray(at, Math.min(piece.byteLength, at + CHUNK)), crc);
      if (piece.byteLength > CHUNK) await yieldToEventLoop();
    }
  }
  return crc;
}

async function writeAll(fh: FileHandle, bytes: Uint8Array, position: number): Promise<number> {
  let done = 0;
  while (done < bytes.byteLength) {
    const end = Math.min(bytes.byteLength, done + CHUNK);
    const { bytesWritten } = await fh.write(bytes, done, end - done, position + done);
    done += bytesWritten;
  }
  return position + done;
}

async function readAll(fh: FileHandle, bytes: Uint8Array, position: number): Promise<void> {
  let done = 0;
  while (done < bytes.byteLength) {
    const end = Math.min(bytes.byteLength, done + CHUNK);
    const { bytesRead } = await fh.read(bytes, done, end - done, position + done);
    if (bytesRead === 0) throw new SnapshotError('the snapshot file ends before its last section');
    done += bytesRead;
  }
}

/** Collects the sections of a snapshot, then writes them (the arrays must not change until write() ends). */
export class SnapshotWriter<M> {
  /** each section's entry (bytes and CRC filled as it is written) and its bytes, made when written */
  private readonly sections: Array<{ entry: SectionEntry; pieces: () => Uint8Array[] }> = [];

  constructor(private readonly meta: M) {}

  array(name: string, a: SnapshotArray): void {
    const bytes = bytesOf(a);
    this.sections.push({
      entry: { name, type: arrayType(a), count: a.length, bytes: bytes.byteLength, crc: 0 },
      pieces: () => [bytes],
    });
  }

  /** A list of strings (kept as given: it must not change until write() ends). */
  strings(name: string, list: readonly string[]): void {
    this.sections.push({
      entry: { name, type: 'strings', count: list.length, bytes: 0, crc: 0 },
      pieces: () => {
        const pieces: Uint8Array[] = [];
        for (let i = 0; i < list.length; i += STRINGS_PER_PART)
          pieces.push(Buffer.from(list.slice(i, i + STRINGS_PER_PART).join('\0'), 'utf8'));
        return pieces;
      },
    });
  }

  json(name: string, value: unknown): void {
    const bytes = Buffer.from(JSON.stringify(value), 'utf8');
    this.sections.push({
      entry: { name, type: 'json', count: 1, bytes: bytes.byteLength, crc: 0 },
      pieces: () => [bytes],
    });
  }

  /**
   * Writes the file atomically: a temp file next to it, fsync, rename over it, fsync of the folder. Returns
   * its size in bytes.
   */
  async write(path: string): Promise<number> {
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const fh = await open(temp, 'w');
    let position = 0;
    try {
      position = await writeAll(fh, MAGIC, position);
      for (const s of this.sections) {
        const pieces = s.pieces();
        if (s.entry.type === 'strings') s.entry.parts = pieces.map((p) => p.byteLength);
        s.entry.bytes = pieces.reduce((n, p) => n + p.byteLength, 0);
        s.entry.crc = await checksum(pieces);
        for (const piece of pieces) position = await writeAll(fh, piece, position);
        await yieldToEventLoop();
      }
      const header: Header<M> = {
        endianness: endianness(),
        meta: this.meta,
        sections: this.sections.map((s) => s.entry),
      };
      const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
      const trailer = Buffer.alloc(16);
      trailer.writeUInt32LE(headerBytes.byteLength, 0);
      trailer.writeUInt32LE(crc32(headerBytes), 4);
      END.copy(trailer, 8);
      position = await writeAll(fh, headerBytes, position);
      position = await writeAll(fh, trailer, position);
      await fh.sync();
    } catch (err) {
      await fh.close().catch(() => {});
      await unlink(temp).catch(() => {});
      throw err;
    }
    await fh.close();
    try {
      await rename(temp, path);
    } catch (err) {
      await unlink(temp).catch(() => {});
      throw err;
    }
    const folder = await open(dirname(path), 'r');
    await folder.sync().catch(() => {}); // some file systems cannot fsync a folder
    await folder.close();
    return position;
  }
}

/** An open snapshot: its header checked; sections read (and checked) on demand. */
export class SnapshotFile<M> {
  private readonly offsets = new Map<string, [SectionEntry, number]>();

  private constructor(
    private readonly fh: FileHandle,
    readonly meta: M,
    sections: SectionEntry[],
    /** where the header starts (the sections end) */
    end: number,
    /** bytes of the file */
    readonly size: number,
  ) {
    let at = MAGIC.length;
    for (const s of sections) {
      this.offsets.set(s.name, [s, at]);
      at += s.bytes;
    }
    if (at !== end) throw new SnapshotError(`the snapshot's sections do not fill it (${at} bytes of ${end})`);
  }

  /** Opens a snapshot and checks its header; ENOENT passes through (no snapshot). */
  static async open<M>(path: string): Promise<SnapshotFile<M>> {
    const fh = await open(path, 'r');
    try {
      const { size } = await fh.stat();
      const truncated = () =>
        new SnapshotError(`the snapshot file is truncated or incomplete (${size} bytes)`);
      if (size < MAGIC.length + 16) throw truncated();
      const magic = Buffer.alloc(MAGIC.length);
      await readAll(fh, magic, 0);
      if (!magic.equals(MAGIC)) throw new SnapshotError('not a snapshot file of this format');
      const trailer = Buffer.alloc(16);
      await readAll(fh, trailer, size - 16);
      if (!trailer.subarray(8).equals(END)) throw truncated();
      const length = trailer.readUInt32LE(0);
      const start = size - 16 - length;
      if (start < MAGIC.length) throw truncated();
      const headerBytes = Buffer.alloc(length);
      await readAll(fh, headerBytes, start);
      if (crc32(headerBytes) !== trailer.readUInt32LE(4))
        throw new SnapshotError('the snapshot header fails its checksum');
      const header = JSON.parse(headerBytes.toString('utf8')) as Header<M>;
      if (header.endianness !== endianness())
        throw new SnapshotError(`the snapshot was written on a ${header.endianness} machine`);
      return new SnapshotFile(fh, header.meta, header.sections, start, size);
    } catch (err) {
      await fh.close();
      throw err;
    }
  }

  private section(name: string, type: SectionEntry['type']): [SectionEntry, number] {
    const found = this.offsets.get(name);
    if (!found) throw new SnapshotError(`the snapshot has no section ${name}`);
    if (found[0].type !== type)
      throw new SnapshotError(`the snapshot's section ${name} is not of type ${type}`);
    return found;
  }

  private async verify(entry: SectionEntry, pieces: readonly Uint8Array[]): Promise<void> {
    if ((await checksum(pieces)) !== entry.crc)
      throw new SnapshotError(`the snapshot's section ${entry.name} fails its checksum`);
  }

  has(name: string): boolean {
    return this.offsets.has(name);
  }

  /** A typed-array section, read into a new array of its length. */
  async array<T extends SnapshotArray>(name: string, type: ArrayType): Promise<T> {
    const [entry, at] = this.section(name, type);
    const spec = ARRAYS[type];
    if (entry.bytes !== entry.count * spec.bytes)
      throw new SnapshotError(`the snapshot's section ${name} has a wrong length`);
    const a = spec.make(entry.count);
    const bytes = bytesOf(a);
    await readAll(this.fh, bytes, at);
    await this.verify(entry, [bytes]);
    return a as T;
  }

  async strings(name: string): Promise<string[]> {
    const [entry, at] = this.section(name, 'strings');
    const parts = entry.parts ?? [];
    const pieces: Buffer[] = [];
    let position = at;
    for (const length of parts) {
      const piece = Buffer.alloc(length);
      await readAll(this.fh, piece, position);
      position += length;
      pieces.push(piece);
    }
    if (position - at !== entry.bytes)
      throw new SnapshotError(`the snapshot's section ${name} has a wrong length`);
    await this.verify(entry, pieces);
    const list: string[] = [];
    for (let p = 0; p < pieces.length; p++) {
      const want = Math.min(STRINGS_PER_PART, entry.count - p * STRINGS_PER_PART);
      const strings = (pieces[p] as Buffer).toString('utf8').split('\0');
      if (strings.length !== want)
        throw new SnapshotError(`the snapshot's section ${name} has a wrong count`);
      for (const s of strings) list.push(s);
    }
    if (list.length !== entry.count)
      throw new SnapshotError(`the snapshot's section ${name} has a wrong count`);
    return list;
  }

  async json<T>(name: string): Promise<T> {
    const [entry, at] = this.section(name, 'json');
    const bytes = Buffer.alloc(entry.bytes);
    await readAll(this.fh, bytes, at);
    await this.verify(entry, [bytes]);
    return JSON.parse(bytes.toString('utf8')) as T;
  }

  close(): Promise<void> {
    return this.fh.close();
  }
}

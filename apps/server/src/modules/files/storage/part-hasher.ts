/**
 * The SHA-256 of an unfinished upload, kept up as its parts arrive, so that complete does not read the
 * whole file again: after each stored part the hasher reads the parts that now follow its position (parts
 * 1, 2, 3… present on disk, just written, so from the page cache) and feeds them to one running hash.
 * Parts arriving out of order wait until the gap is filled. complete then hashes only what is still
 * behind (usually nothing or the last few parts) and takes the digest.
 *
 * A part's file name carries its size and MD5 (`<n>.<size>.<md5>`, see disk-store.ts) and its bytes never
 * change under that name, so the list of names hashed says exactly which bytes the hash covers: complete
 * compares it with the parts being merged and starts again from part 1 when they differ (a part sent again
 * with other bytes, a restart that lost the in-memory state). Hashing runs one part at a time for the
 * whole process, through one reused buffer: memory does not grow with the file size.
 */
import { createHash, type Hash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { join } from 'node:path';

interface Running {
  hash: Hash;
  /** the part file names hashed so far, parts 1..n in order */
  names: string[];
}

const BUFFER_BYTES = 1 << 20;

export interface PartHasher {
  /** A part was stored: hash what now follows (in the background; failures only drop the state). */
  partStored(storeUploadId: string, dir: string, listNames: () => Promise<Map<number, string>>): void;
  /** The SHA-256 of the files `names` (parts 1..N in order) in `dir`; forgets the upload. */
  finish(storeUploadId: string, dir: string, names: readonly string[]): Promise<string>;
  /** Drop an upload's state (aborted, expired). */
  forget(storeUploadId: string): void;
  /** How many bytes were read for hashing since the start (for the tests: complete reads no more). */
  bytesRead(): number;
}

export function createPartHasher(): PartHasher {
  const running = new Map<string, Running>();
  const buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  let read = 0;
  // one job at a time across all uploads: the shared buffer is never used twice at once
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job);
    queue = next.catch(() => {});
    return next;
  };

  async function hashFile(hash: Hash, path: string): Promise<void> {
    const handle = await open(path, 'r');
    try {
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, BUFFER_BYTES, null);
        if (bytesRead === 0) return;
        read += bytesRead;
        hash.update(buffer.subarray(0, bytesRead));
      }
    } finally {
      await handle.close();
    }
  }

  /** Hash the parts after the running position, in order, for as long as they are there. */
  async function advance(id: string, dir: string, names: Map<number, string>): Promise<void> {
    let state = running.get(id);
    if (!state) {
      state = { hash: createHash('sha256'), names: [] };
      running.set(id, state);
    }
    // a part hashed earlier was replaced by other bytes: the running hash is wrong, start again
    if (state.names.some((name, i) => names.get(i + 1) !== name)) {
      state = { hash: createHash('sha256'), names: [] };
      running.set(id, state);
    }
    for (let name = names.get(state.names.length + 1); name; name = names.get(state.names.length + 1)) {
      await hashFile(state.hash, join(dir, name));
      state.names.push(name);
    }
  }

  return {
    partStored(id, dir, listNames) {
      serial(async () => {
        if (!running.has(id) && running.size >= 10_000) return;
        await advance(id, dir, await listNames());
      }).catch(() => running.delete(id));
    },

    finish(id, dir, names) {
      return serial(async () => {
        let state = running.get(id);
        running.delete(id);
        const fits =
          state !== undefined &&
          state.names.length <= names.length &&
          state.names.every((name, i) => names[i] === name);
        if (!state || !fits) state = { hash: createHash('sha256'), names: [] };
        for (const name of names.slice(state.names.length)) await hashFile(state.hash, join(dir, name));
        return state.hash.digest('hex');
      });
    },

    forget(id) {
      running.delete(id);
    },

    bytesRead: () => read,
  };
}

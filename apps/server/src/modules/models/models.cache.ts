/**
 * The on-disk cache of model files, by content: the key is a SHA-256 of the geometry (family, builder
 * parameters, product name and the geometry version), so one geometry is made once, whichever item asks.
 */
import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { ModelFormat } from '@jianku/rules/models-schemas';
import type { ModelSpec } from './geometry/family.ts';

/** Bump when a builder or writer changes what it makes: old files are then no longer found. */
export const GEOMETRY_VERSION = 1;

export function cacheKey(spec: ModelSpec): string {
  const params = Object.fromEntries(Object.entries(spec.params).sort(([a], [b]) => a.localeCompare(b)));
  const text = JSON.stringify({ v: GEOMETRY_VERSION, family: spec.family, params, name: spec.productName });
  return createHash('sha256').update(text).digest('hex').slice(0, 40);
}

export const cachePath = (dir: string, key: string, ext: ModelFormat | 'json'): string =>
  join(dir, `${key}.${ext}`);

/** Whether every file of a key is there (the worker writes the meta file last). */
export async function isCached(dir: string, key: string): Promise<boolean> {
  try {
    await access(cachePath(dir, key, 'json'));
    return true;
  } catch {
    return false;
  }
}

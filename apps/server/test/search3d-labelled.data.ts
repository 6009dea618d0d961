/**
 * The 3D search labelled set (issue 11; files in search3d-labelled/, made by scripts/search3d-labelled.ts):
 * each query file with its label, and the multipart body an upload sends. Shared by search3d-labelled.test.ts
 * and bench/search3d.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export const LABELLED_DIR = new URL('./search3d-labelled/', import.meta.url).pathname;
/** the catalogue seed size the set's geometries are drawn from (the test and the bench index it) */
export const LABELLED_SEED_SIZE = 5087;

export interface LabelledQuery {
  file: string;
  /** ours-moved, ours-remeshed, ours-inch, threejs */
  source: string;
  ignoreScale: boolean;
  family: string;
  /** "which family and size": family and dimensions (see sizeLabel) */
  size: string;
  key: string;
  params: Record<string, number | string>;
  bytes: Uint8Array;
}

/** "which family and size" of a geometry: the family and its dimensions (a bearing's shields are not its size). */
export function sizeLabel(spec: { family: string; params: Record<string, number | string> }): string {
  const dims = Object.entries(spec.params)
    .filter(([k]) => k !== 'sides' && k !== 'rubber')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`);
  return `${spec.family} ${dims.join(' ')}`;
}

export async function loadLabelled(): Promise<LabelledQuery[]> {
  const manifest = JSON.parse(await readFile(join(LABELLED_DIR, 'manifest.json'), 'utf8')) as Omit<
    LabelledQuery,
    'bytes'
  >[];
  return Promise.all(
    manifest.map(async (m) => ({
      ...m,
      bytes: new Uint8Array(gunzipSync(await readFile(join(LABELLED_DIR, `${m.file}.gz`)))),
    })),
  );
}

/** A multipart/form-data body with one file field `file` (what the page's upload sends). */
export function multipartFile(
  fileName: string,
  data: Uint8Array,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----jianku${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The size label of every geometry the catalogue's first `size` items make, by geometry key. */
export async function geometryLabels(size = LABELLED_SEED_SIZE): Promise<Map<string, string>> {
  const { generateItems } = await import('@jianku/catalog');
  const { familyForCategory } = await import('../src/modules/models/geometry/families.ts');
  const { cacheKey } = await import('../src/modules/models/models.cache.ts');
  const labels = new Map<string, string>();
  for (const it of generateItems({ size })) {
    const family = familyForCategory(it.categoryCode);
    if (!family) continue;
    const params = Object.fromEntries(
      Object.entries(it.params).map(([k, v]) => [k, { si: v.si, display: v.display }]),
    );
    const spec = family.spec({ ...it, package: it.package ?? null, params });
    if (typeof spec !== 'string') labels.set(cacheKey(spec), sizeLabel(spec));
  }
  return labels;
}

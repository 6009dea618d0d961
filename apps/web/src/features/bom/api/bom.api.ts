/**
 * The BOM calls (our server's bom module; paths under /to/api): parse an uploaded file, match lines in batches,
 * save, read a saved result, fix a line, the export address. Shapes from @jianku/rules/bom-schemas (types only).
 */
import { BOM_MATCH_BATCH, type BomLineInput } from '@jianku/rules';
import type {
  BomLineMatch,
  BomMinePage,
  BomResult,
  BomSaveBody,
  BomSheet,
  BomSummary,
} from '@jianku/rules/bom-schemas';
import { API_BASE, del, get, post } from '../../../lib/http.ts';

export type { BomLineMatch, BomMinePage, BomResult, BomSheet, BomSummary };

export const BomPath = {
  parse: '/bom/parse',
  match: '/bom/match',
  save: '/bom',
  mine: '/bom/mine',
  result: (id: string) => `/bom/${encodeURIComponent(id)}`,
  choose: (id: string) => `/bom/${encodeURIComponent(id)}/choose`,
} as const;

/** Uploads a BOM file; progress in whole percent of the upload. Errors are shown on the page (their message). */
export function parseBom(file: File, onProgress?: (percent: number) => void): Promise<BomSheet> {
  const body = new FormData();
  body.append('file', file, file.name);
  return post<BomSheet>(BomPath.parse, body, {
    skipErrorHandler: true,
    timeout: 5 * 60_000,
    onUploadProgress: (e) => {
      if (e.total) onProgress?.(Math.floor((e.loaded / e.total) * 100));
    },
  });
}

/** Matches every line, BOM_MATCH_BATCH at a time, in order; `onProgress(done)` after each batch. */
export async function matchAll(
  lines: readonly BomLineInput[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<BomLineMatch[]> {
  const out: BomLineMatch[] = [];
  for (let i = 0; i < lines.length; i += BOM_MATCH_BATCH) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const batch = lines.slice(i, i + BOM_MATCH_BATCH);
    const answer = await post<{ matches: BomLineMatch[] }>(
      BomPath.match,
      { lines: batch },
      { timeout: 60_000 },
    );
    out.push(...answer.matches);
    onProgress(out.length);
  }
  return out;
}

export const saveBom = (body: BomSaveBody) => post<{ id: string }>(BomPath.save, body, { timeout: 120_000 });

export const fetchBom = (id: string) =>
  get<BomResult>(BomPath.result(id), undefined, { skipErrorHandler: true });

export const chooseItem = (id: string, line: number, itemId: number | null) =>
  post<BomLineMatch>(BomPath.choose(id), { line, itemId });

/** The signed-in user's saved BOMs, newest first (我的 BOM). */
export const fetchMyBoms = (page: number, pageSize: number) =>
  get<BomMinePage>(BomPath.mine, { page, pageSize });

/** Deletes one of the user's saved BOMs. */
export const deleteBom = (id: string) => del<{ deleted: boolean }>(BomPath.result(id));

/** The download address of a saved result as .xlsx. */
export const exportUrl = (id: string) => `${API_BASE}/bom/${encodeURIComponent(id)}/export`;

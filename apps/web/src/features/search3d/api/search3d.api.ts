/**
 * The 3D search calls (our server's search3d module, paths under /to/api): upload a model file and get
 * similar items, read a kept upload's answer again by its id, search by an item's own model.
 * Shapes from @jianku/rules/search3d-schemas (types only).
 */
import type { Search3dAnswer } from '@jianku/rules/search3d-schemas';
import { get, post } from '../../../lib/http.ts';

export type { Search3dAnswer };

export interface Search3dOptions {
  category?: number | undefined;
  ignoreScale?: boolean | undefined;
}

const params = ({ category, ignoreScale }: Search3dOptions) => ({
  ...(category ? { category } : {}),
  ...(ignoreScale ? { ignoreScale: true } : {}),
  limit: 30,
});

/** Uploads a model (STL or STEP); progress in whole percent of the upload. */
export function uploadModel(
  file: File,
  options: Search3dOptions,
  onProgress?: (percent: number) => void,
): Promise<Search3dAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return post<Search3dAnswer>('/search3d/upload', body, {
    params: params(options),
    skipErrorHandler: true,
    timeout: 5 * 60_000,
    onUploadProgress: (e) => {
      if (e.total) onProgress?.(Math.floor((e.loaded / e.total) * 100));
    },
  });
}

export const fetchQuery = (id: string, options: Search3dOptions) =>
  get<Search3dAnswer>(`/search3d/queries/${encodeURIComponent(id)}`, params(options), {
    skipErrorHandler: true,
  });

export const fetchByItem = (itemId: number, options: Search3dOptions) =>
  get<Search3dAnswer>(`/search3d/items/${itemId}`, params(options), {
    skipErrorHandler: true,
    timeout: 60_000,
  });

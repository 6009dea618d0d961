import type { ModelFormat, ModelInfo } from '@jianku/rules/models-schemas';
import { API_BASE, get } from '../../../lib/http.ts';

/** The 3D model of an item: family, file name, formats, key dimensions (404 when it has none). */
export function fetchModelInfo(id: number): Promise<ModelInfo> {
  return get<ModelInfo>(`/models/items/${id}/info`);
}

/** Address of a model file; the server names the download (Content-Disposition). */
export function modelFileUrl(id: number, format: ModelFormat): string {
  return `${API_BASE}/models/items/${id}?format=${format}`;
}

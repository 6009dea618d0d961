import type { EdaFileKind, EdaInfo } from '@jianku/rules/eda-schemas';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, get } from '../../../lib/http.ts';

/** Which KiCad files a component has (symbol, footprint, 3D model) and why one is missing. */
export function fetchEdaInfo(id: number): Promise<EdaInfo> {
  return get<EdaInfo>(`/eda/items/${id}/info`);
}

/** Address of a KiCad file of an item; the server names the download (Content-Disposition). */
export function edaFileUrl(id: number, kind: EdaFileKind): string {
  return `${API_BASE}/eda/items/${id}/${kind}`;
}

/** The EDA info of a component (only components are asked; others have none). */
export function useEdaInfo(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['catalog', 'eda', id] as const,
    queryFn: () => fetchEdaInfo(id),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

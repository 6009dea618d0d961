// Calls of the materials comparison: the comparison, a grade's equivalents, and the picker's search.
import { get } from '../../../lib/http.ts';
import type { GradeOption, MaterialComparison, MaterialEquivalents } from './materials.types.ts';

export function fetchComparison(ids: readonly number[]): Promise<MaterialComparison> {
  // the page says what is wrong beside the picker (no error dialog over it)
  return get<MaterialComparison>('/materials/compare', { ids: ids.join(',') }, { skipErrorHandler: true });
}

export function fetchEquivalents(id: number): Promise<MaterialEquivalents> {
  return get<MaterialEquivalents>(`/materials/${id}/equivalents`, undefined, { skipErrorHandler: true });
}

/** Grades of the materials library matching the typed text (the search API, kind 4). */
export async function searchGrades(text: string): Promise<GradeOption[]> {
  const data = await get<{ list: GradeOption[] }>('/search/items', { kind: 4, keyWords: text, pageSize: 20 });
  return data.list.map(({ id, model, name }) => ({ id, model, name }));
}

import { buildSearchQuery } from '@jianku/rules';
import type { Library } from '../library/library.ts';

/**
 * A query string with readable pipes: URLSearchParams writes the list separator as %7C, which reads the same
 * but hides the lists in a shared link (SPEC-2.04: keyWords=a|b).
 */
export function queryString(params: URLSearchParams): string {
  return params.toString().replaceAll('%7C', '|');
}

/**
 * SPEC-2.04 / SPEC-5.24 the results page of a keyword list: /{library}/search?keyWords=a|b, with the
 * unit-normalised spellings as notAnalyzerKeyWords when there are any. `extra` adds other filters (a category).
 */
export function searchPath(
  library: Library,
  keywords: readonly string[],
  extra: Record<string, string> = {},
): string {
  const { keyWords, notAnalyzerKeyWords } = buildSearchQuery(keywords);
  const params = new URLSearchParams();
  if (keyWords !== '') params.set('keyWords', keyWords);
  if (notAnalyzerKeyWords !== '') params.set('notAnalyzerKeyWords', notAnalyzerKeyWords);
  for (const [key, value] of Object.entries(extra)) if (value !== '') params.set(key, value);
  const query = queryString(params);
  return `/${library}/search${query ? `?${query}` : ''}`;
}

/** The organisation (brand) search of a library: /{library}/brand-page?type=…&keyWords=… (SPEC-2.05). */
export function brandSearchPath(library: Library, type: number, keyWords: string | null): string {
  const params = new URLSearchParams({ type: String(type) });
  if (keyWords) params.set('keyWords', keyWords);
  return `/${library}/brand-page?${params.toString()}`;
}

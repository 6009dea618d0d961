/**
 * The brand (organisation) search rules (spec §5: the simple search follows the empty and length rules):
 *
 *   onChange={(e) => setText(capVendorInput(e.target.value))}
 *   const result = checkVendorSearch(raw); // { keyWords } or { error: '请输入内容再进行搜索' }
 *
 * Apart from catalog.model.ts because the header's brand search (vendor-search.tsx) is in the shell that every
 * page loads first: importing catalog.model there put the whole module, with the quantity parser it uses, in
 * the first load of every page (issue 17).
 */
import { checkSearch, KEYWORD_MAX_LENGTH } from '@jianku/rules';

/** What the vendor search box holds: at most 128 characters. */
export function capVendorInput(text: string): string {
  const chars = Array.from(text);
  return chars.length > KEYWORD_MAX_LENGTH ? chars.slice(0, KEYWORD_MAX_LENGTH).join('') : text;
}

/**
 * Pressing search in the vendor box: the trimmed text (capped at 128) as keyWords, or the empty-search
 * message 请输入内容再进行搜索 when nothing is typed.
 */
export function checkVendorSearch(text: string): { keyWords: string } | { error: string } {
  const result = checkSearch([], text);
  if ('error' in result) return result;
  return { keyWords: result.keywords[0] ?? '' };
}

/**
 * Search box rules (SPEC-5.18..5.24, SPEC-3.49, SPEC-4.50, SPEC-4.51, SPEC-2.04) as pure functions over the
 * tag list and the input text, and the unit normalisation of SPEC-5.24.
 */
import { KEYWORD_MAX_COUNT, KEYWORD_MAX_LENGTH } from './constants.ts';
import { SearchMessage } from './messages.ts';

/** The separator of the keyWords and notAnalyzerKeyWords query lists (SPEC-2.04). */
export const KEYWORD_SEPARATOR = '|';

export type KeywordResult = { tags: string[] } | { error: string };

/** The first `max` code points of a text. */
function capLength(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

/**
 * SPEC-5.21 / SPEC-5.22 a keyword as the box keeps it: the pipe (the list separator of the URL) becomes a
 * space, then the text is trimmed and capped at 128 characters (and trimmed again after the cut).
 */
export function cleanKeyword(text: string): string {
  return capLength(text.replaceAll(KEYWORD_SEPARATOR, ' ').trim(), KEYWORD_MAX_LENGTH).trim();
}

/**
 * SPEC-5.18 / SPEC-5.19 / SPEC-5.21 / SPEC-5.22 add the input text as a tag. Empty text is ignored (tags
 * unchanged); a tag already present gives 关键字不能重复; an eleventh tag gives 关键字最多10个.
 * The input array is never modified.
 */
export function addKeyword(tags: readonly string[], text: string): KeywordResult {
  const keyword = cleanKeyword(text);
  if (keyword === '') return { tags: [...tags] };
  if (tags.includes(keyword)) return { error: SearchMessage.duplicateKeyword };
  if (tags.length >= KEYWORD_MAX_COUNT) return { error: SearchMessage.tooManyKeywords };
  return { tags: [...tags, keyword] };
}

/**
 * SPEC-5.20 / SPEC-5.23 pressing search: the keywords to search for are the tags plus the pending text
 * (added by the `addKeyword` rules). With no tags and no text the answer is 请输入内容再进行搜索, unless an
 * empty search is allowed (then the keyword list is empty).
 */
export function checkSearch(
  tags: readonly string[],
  text: string,
  allowEmpty = false,
): { keywords: string[] } | { error: string } {
  const result = addKeyword(tags, text);
  if ('error' in result) return result;
  if (result.tags.length === 0 && !allowEmpty) return { error: SearchMessage.emptySearch };
  return { keywords: result.tags };
}

/** The state of the search box: the tags and the text in the input. */
export interface SearchBoxState {
  tags: string[];
  text: string;
}

/** SPEC-4.50 backspace on an empty input pulls the last tag back into the input without its last character. */
export function backspaceOnEmpty(tags: readonly string[]): SearchBoxState {
  const last = tags.at(-1);
  if (last === undefined) return { tags: [], text: '' };
  return { tags: tags.slice(0, -1), text: Array.from(last).slice(0, -1).join('') };
}

/**
 * SPEC-4.51 clicking a tag moves it back into the input for editing. Text already in the input is kept as a
 * tag first (where the clicked tag was), unless it is empty, a duplicate or the clicked tag itself: nothing
 * the user typed is lost, and the limit cannot be exceeded since one tag leaves the list.
 */
export function editTag(tags: readonly string[], index: number, currentText: string): SearchBoxState {
  const tag = tags[index];
  if (tag === undefined) return { tags: [...tags], text: currentText };
  const rest = tags.filter((_, i) => i !== index);
  const pending = cleanKeyword(currentText);
  if (pending !== '' && pending !== tag && !rest.includes(pending)) rest.splice(index, 0, pending);
  return { tags: rest, text: tag };
}

/** SPEC-2.04 a keyword list as its query value: joined by the pipe. */
export function encodeKeywordList(keywords: readonly string[]): string {
  return keywords
    .map(cleanKeyword)
    .filter((k) => k !== '')
    .join(KEYWORD_SEPARATOR);
}

/** SPEC-2.04 a pipe-separated query value as a keyword list: trimmed, empty items dropped, duplicates once. */
export function decodeKeywordList(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (value ?? '').split(KEYWORD_SEPARATOR)) {
    const keyword = part.trim();
    if (keyword !== '') seen.add(keyword);
  }
  return [...seen];
}

/**
 * SPEC-5.18 / SPEC-5.19 / SPEC-5.22 a keyword list received by the server (already decoded, so without
 * empties): at most 10, no duplicates, each at most 128 characters. The first error or null.
 */
export function validateKeywordList(keywords: readonly string[]): string | null {
  if (keywords.length > KEYWORD_MAX_COUNT) return SearchMessage.tooManyKeywords;
  if (new Set(keywords).size !== keywords.length) return SearchMessage.duplicateKeyword;
  if (keywords.some((k) => Array.from(k).length > KEYWORD_MAX_LENGTH)) return SearchMessage.keywordTooLong;
  return null;
}

// --- unit normalisation (SPEC-5.24) ---

/** Canonical spellings of the SPEC-5.24 units, by their lower-cased spelling (μ written u, µ or μ). */
const CANONICAL_UNIT: Readonly<Record<string, string>> = {
  pf: 'pF',
  nf: 'nF',
  uf: 'μF',
  mf: 'mF',
  f: 'F',
  nh: 'nH',
  uh: 'μH',
  mh: 'mH',
  h: 'H',
};

/**
 * A number (12, 0.1, .47) followed, with at most one space, by one of the units; not part of a longer Latin
 * word or number on either side (so 16MHz, 71H104 and X100NF are left alone), while Chinese text may touch
 * it (电容100NF).
 */
const UNIT_AFTER_NUMBER = /(?<![A-Za-z0-9.])(\d+(?:\.\d+)?|\.\d+) ?([pnuμµm]?[fh])(?![A-Za-z0-9])/giu;

/**
 * SPEC-5.24 rewrite capacitance units (pF, nF, μF, mF, F) and inductance units (nH, μH, mH, H) written after a
 * number, matched case-insensitively, to their canonical case; `u` and the micro sign become μ and a space
 * between number and unit is dropped: '100NF' → '100nF', '0.1uf' → '0.1μF', '10UH' → '10μH'. Since the
 * match ignores case, MF is read as mF (there is no megafarad in the list). Returns the rewritten keyword,
 * to be sent as an extra notAnalyzerKeyWord, or null when nothing changes.
 */
export function normalizeUnitKeyword(text: string): string | null {
  const rewritten = text.replace(UNIT_AFTER_NUMBER, (whole, num: string, unit: string) => {
    const key = unit.toLowerCase().replace(/[μµ]/u, 'u');
    return `${num}${CANONICAL_UNIT[key] ?? whole}`;
  });
  return rewritten === text ? null : rewritten;
}

/**
 * SPEC-2.04 / SPEC-5.24 the search query of a keyword list: keyWords is the list; notAnalyzerKeyWords holds
 * the unit-normalised extras (each once, none equal to a keyword). Both pipe-joined.
 */
export function buildSearchQuery(keywords: readonly string[]): {
  keyWords: string;
  notAnalyzerKeyWords: string;
} {
  const extras: string[] = [];
  for (const keyword of keywords) {
    const normalised = normalizeUnitKeyword(keyword);
    if (normalised !== null && !keywords.includes(normalised) && !extras.includes(normalised)) {
      extras.push(normalised);
    }
  }
  return { keyWords: encodeKeywordList(keywords), notAnalyzerKeyWords: encodeKeywordList(extras) };
}

// Lookups over the synonym and designation table (designations.data.ts): what else a written chip size,
// bearing designation, old GB bearing code, standard number, finish or tolerance letter is called. Pure; the
// maps are built once at load.
import {
  BEARING_SEAL_GROUPS,
  CHIP_SIZES,
  FINISH_SYNONYMS,
  MATERIAL_SYSTEM_WORDS,
  OLD_GB_BEARING_STRUCTURES,
  STANDARD_EQUIVALENTS,
  TOLERANCE_LETTERS,
} from './designations.data.ts';

const INCH_SIZES = new Set(CHIP_SIZES.map(([inch]) => inch));
const INCH_OF_METRIC = new Map(CHIP_SIZES.map(([inch, metric]) => [metric, inch]));

/**
 * The EIA (inch) chip size of a metric size code: "1608M" and "1608" → "0603", "0603M" → "0201". A bare code
 * that is also an inch size ("0603", "0402") is the inch size: null.
 */
export function inchChipSize(code: string): string | null {
  const m = /^(\d{4})(m?)$/i.exec(code.trim());
  if (!m) return null;
  const metric = m[1] as string;
  if (m[2] === '' && INCH_SIZES.has(metric)) return null;
  return INCH_OF_METRIC.get(metric) ?? null;
}

/** Tolerance in percent of a tolerance code letter (IEC 60062: F 1, G 2, J 5, K 10, M 20), or null. */
export function toleranceOfLetter(letter: string): number | null {
  return TOLERANCE_LETTERS[letter.toUpperCase()] ?? null;
}

const SEAL_GROUP_OF = new Map<string, readonly string[]>();
for (const g of BEARING_SEAL_GROUPS) {
  for (const w of g.words) SEAL_GROUP_OF.set(w.replace(/^-/, '').toUpperCase(), g.words);
}
/** Longest suffixes first, so that 2RS1 is not read as 2RS + "1". */
const SEAL_SUFFIXES = [...SEAL_GROUP_OF.keys()].sort((a, b) => b.length - a.length);
const BEARING = new RegExp(`^(\\d{3,6}?)[-\\s]?(${SEAL_SUFFIXES.join('|')})([/\\s-]?[A-Z0-9/]*)$`, 'i');

/**
 * The same deep groove ball bearing under the other makers' seal and shield suffixes: "6205-2RS1" →
 * 6205-2RS, 6205-2RSH, 6205DDU, 6205LLU, 6205-2RSR (the given one included); a clearance or tolerance tail is
 * kept ("6205ZZ/C3" → 6205-2Z/C3 …). Empty when the text is no such designation.
 */
export function bearingEquivalents(designation: string): string[] {
  const m = BEARING.exec(designation.trim());
  if (!m) return [];
  const [, basic = '', suffix = '', tail = ''] = m;
  const group = SEAL_GROUP_OF.get(suffix.toUpperCase());
  if (!group) return [];
  return group.map((s) => `${basic}${s}${tail.toUpperCase()}`);
}

/**
 * The GB/T 272 designation of an old GB bearing code (GB 272-64): "180205" → "6205-2RS", "80205" → "6205-2Z",
 * "60305" → "6305-Z", "160205" → "6205-RS"; null for anything else.
 */
export function bearingOfOldCode(code: string): string | null {
  const m = /^(18|16|8|6)0([23])(\d{2})$/.exec(code.trim());
  if (!m) return null;
  const [, structure = '', series = '', bore = ''] = m;
  const suffix = OLD_GB_BEARING_STRUCTURES[structure];
  return suffix === undefined ? null : `6${series}${bore}${suffix}`;
}

/** A standard number as letters and number, for comparing spellings: "GB/T 5782" → "gbt5782", "DIN 931" → "din931". */
export function standardKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9.]/g, '');
}
const STANDARD_GROUP_OF = new Map<string, readonly string[]>();
for (const g of STANDARD_EQUIVALENTS) for (const w of g.words) STANDARD_GROUP_OF.set(standardKey(w), g.words);

/** The same part's standard under every system held ("DIN 931" → GB/T 5782, ISO 4014, DIN 931); [] when unknown. */
export function equivalentStandards(standard: string): readonly string[] {
  return STANDARD_GROUP_OF.get(standardKey(standard)) ?? [];
}

const FINISH_GROUP_OF = new Map<string, readonly string[]>();
for (const g of FINISH_SYNONYMS) {
  const all = [...g.words, ...(g.broader ?? [])];
  for (const w of g.words) FINISH_GROUP_OF.set(w, all);
}

/**
 * Every name of the finish a word names, and the wider class the catalogue may write for it ("蓝白锌" → 镀锌钝化,
 * 镀锌, 电镀锌 …, 电镀); [] when it names none.
 */
export function finishSynonyms(word: string): readonly string[] {
  return FINISH_GROUP_OF.get(word.trim()) ?? [];
}

const SYSTEM_WORDS = new Set(MATERIAL_SYSTEM_WORDS);
/** Whether a word names a designation system typed before a grade (AISI, UNS, W.Nr.). */
export function isMaterialSystemWord(word: string): boolean {
  return SYSTEM_WORDS.has(word.trim().toUpperCase());
}

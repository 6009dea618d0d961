/**
 * Text → search tokens, the same way for the index and for queries (pure, no I/O).
 *
 * - Text is NFKC-normalised and lower-cased. Runs of Latin letters and digits (with '.' between digits,
 *   × read as x) are words: "M8×40" gives m8x40, m8, 40; "RC0603FR-0710KL" gives rc0603fr, 0710kl.
 * - Runs of Chinese are segmented with jieba: search mode (every dictionary word inside) for the index,
 *   precise mode for queries, so that a query word is found whatever its context in the item's text.
 * - Part numbers (models) are also normalised whole: lower case, everything but letters, digits and
 *   Chinese removed ("RC0603FR-0710KL" → rc0603fr0710kl), for exact and prefix matching.
 * - Quantities: a query piece the quantity parser reads (0.1uF, 100nF, 0.1微法, 10k, 10千欧, 25V, 1/4W) is
 *   matched against the SI values of the items' parameters: token q:<SI unit>:<value>.
 */

import { parseQuantity, roundSignificant } from '@jianku/rules';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

let jieba: Jieba | undefined;
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const LATIN = /[a-z0-9]+(?:\.[0-9]+)*(?:[a-z0-9]+)*/g;
const CJK_TEST = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Lower case, NFKC (full-width → ASCII), µ → μ, × → x. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/µ/g, 'μ').replace(/[×✕]/g, 'x');
}

/** A part number without case and punctuation: "RC0603FR-0710KL" → "rc0603fr0710kl". */
export function normalizeModel(model: string): string {
  return foldText(model).replace(/[^a-z0-9\u3400-\u9fff\uf900-\ufaff]+/g, '');
}

export function hasCjk(text: string): boolean {
  return CJK_TEST.test(text);
}

/** Latin words of a folded text: the run, and its parts split at x between digits ("m8x40" → m8, 40). */
function latinWords(folded: string, out: string[]): void {
  for (const m of folded.matchAll(LATIN)) {
    const word = m[0];
    out.push(word);
    if (word.includes('x')) {
      const parts = word.split(/(?<=\d)x(?=\d|m\d)/);
      if (parts.length > 1) for (const p of parts) if (p !== '') out.push(p);
    }
  }
}

/** Segmentation cache for the index: Chinese runs repeat a lot (贴片电阻, 系列, 封装). */
const segmentCache = new Map<string, string[]>();
const SEGMENT_CACHE_MAX = 200_000;

function segmentForIndex(run: string): string[] {
  let words = segmentCache.get(run);
  if (words === undefined) {
    const j = segmenter();
    const set = new Set<string>(j.cutForSearch(run, false));
    for (const w of j.cut(run, false)) set.add(w);
    words = [...set].filter((w) => w.trim() !== '');
    if (segmentCache.size >= SEGMENT_CACHE_MAX) segmentCache.clear();
    segmentCache.set(run, words);
  }
  return words;
}

/**
 * Everyday words for catalogue terms, as [term in the catalogue's text (folded), what engineers also type].
 * Applied on the index side: a text holding the term is also indexed under the aliases, so a query word
 * matches either spelling whatever the segmentation of the query (jieba cuts O型圈 into o, 型, 圈).
 */
export const SYNONYMS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['微控制器', ['单片机']],
  ['螺钉', ['螺丝']],
  ['o形圈', ['o型圈']],
  ['mosfet', ['mos管']],
  ['hexagon', ['hex']],
];

/**
 * Standard numbers written without the slash or space: "GB/T 5782" also gives gb5782 and gbt5782,
 * "ISO 4762" gives iso4762, "GB/T 70.1" gives gb70.1 and gbt70.1.
 */
const STANDARD_NO = /(?<![a-z0-9])([a-z]{2,4})(?:\/([a-z]{1,2}))?\s*(\d+(?:\.\d+)?)/g;
function standardWords(folded: string, out: string[]): void {
  for (const m of folded.matchAll(STANDARD_NO)) {
    const letters = m[1] as string;
    const extra = m[2];
    const number = m[3] as string;
    if (extra === undefined && m[0] === `${letters}${number}`) continue; // already one word
    out.push(`${letters}${number}`);
    if (extra !== undefined) out.push(`${letters}${extra}${number}`);
  }
}

/**
 * Percentages and ppm written in a text ("±1%", "TCR ±100 ppm/°C") as one word each, the number in its
 * shortest form with the unit: 1%, 0.5%, 100ppm. A query word "1%" then finds the ±1 % parts only, and "7%"
 * nothing (the number alone, 1, is in every "1/10W").
 */
const PERCENT_PPM = /(\d+(?:\.\d+)?)\s*(%|ppm)/g;
function percentWords(folded: string, out: string[]): void {
  for (const m of folded.matchAll(PERCENT_PPM)) out.push(`${Number(m[1])}${m[2]}`);
}

/** The word of a typed percentage or ppm value ("±1%", "1.0%", "100ppm/°C", "50ppm/K" → 1%, 1%, 100ppm, 50ppm), or null. */
export function percentWord(piece: string): string | null {
  const m = /^[±+]?(\d+(?:\.\d+)?)(%|ppm)(?:\/(?:°c|℃|k|°k))?$/.exec(foldText(piece.trim()));
  return m ? `${Number(m[1])}${m[2]}` : null;
}

/** Index words of a text (duplicates possible). */
export function indexWords(text: string, out: string[] = []): string[] {
  if (!text) return out;
  const folded = foldText(text);
  latinWords(folded, out);
  for (const m of folded.matchAll(CJK)) for (const w of segmentForIndex(m[0])) out.push(w);
  if (folded.includes('/') || folded.includes(' ')) standardWords(folded, out);
  if (folded.includes('%') || folded.includes('ppm')) percentWords(folded, out);
  for (const [term, aliases] of SYNONYMS) {
    if (folded.includes(term)) for (const a of aliases) indexWords(a, out);
  }
  return out;
}

/** English words with their singular ("Chip resistors" → chip, resistors, resistor). */
export function englishWords(text: string, out: string[] = []): string[] {
  const start = out.length;
  indexWords(text, out);
  const end = out.length;
  for (let i = start; i < end; i++) {
    const w = out[i] as string;
    if (/^[a-z]{3,}s$/.test(w) && !w.endsWith('ss'))
      out.push(w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.slice(0, -1));
  }
  return out;
}

/**
 * Words of a material designation or equivalent grade: the words, their letter and digit parts
 * ("SUS304" → sus304, sus, 304) and the grade without its letter suffix ("C45E" → c45e, c45).
 */
export function gradeWords(text: string, out: string[] = []): string[] {
  const start = out.length;
  indexWords(text, out);
  const end = out.length;
  for (let i = start; i < end; i++) {
    const w = out[i] as string;
    if (!/^[a-z0-9.]+$/.test(w)) continue;
    const parts = w.match(/[a-z]+|\d+(?:\.\d+)*/g) ?? [];
    if (parts.length > 1) for (const p of parts) if (p.length >= 2) out.push(p);
    const stem = /^([a-z]+\d+)[a-z]+$/.exec(w);
    if (stem) out.push(stem[1] as string);
  }
  return out;
}

/** A part number short enough to name a product line in a suggestion (6204, Q235B, 06Cr19Ni10). */
const SHORT_MODEL = /^[A-Za-z0-9][A-Za-z0-9.-]{0,11}$/;
const STANDARD_YEAR = /\s*[-—:]\s*(?:19|20)\d{2}$/;

/**
 * The key of the suggestion phrases of an item (see {@link expandPhrases}), or null when its name has no
 * Chinese product word among its first two pieces ("深沟球轴承 6204 …", "ZWZ 深沟球轴承 …",
 * "Q235B 碳素结构钢"). Items sharing a key share their phrases, so the index counts keys, not phrases.
 * The year of the standard is left out (GB/T 5782-2016 → GB/T 5782).
 */
export function phraseKey(
  name: string,
  standard: string | null,
  series: string,
  /** a designation (parts, materials), '' for a manufacturer's part number (components) */
  model: string,
): string | null {
  const pieces = name.trim().split(/\s+/, 2);
  const head = pieces.find((p) => CJK_TEST.test(p));
  if (head === undefined) return null;
  const std = standard ? standard.replace(STANDARD_YEAR, '').trim() : '';
  const ser = series.length <= 20 && series !== standard ? series.trim() : '';
  const short = SHORT_MODEL.test(model) ? model : '';
  return `${head}\u0001${std}\u0001${ser}\u0001${short}`;
}

/** What a suggestion phrase is: the product word, or it with a standard, a series or a part number. */
export const PhraseType = { product: 0, standard: 1, series: 2, model: 3 } as const;
export type PhraseType = (typeof PhraseType)[keyof typeof PhraseType];

/**
 * The phrases of a key: the product word, then with its standard (六角头螺栓 GB/T 5782), its series
 * (贴片电阻 RC) and its short part number (深沟球轴承 6204, 不锈钢 06Cr19Ni10).
 */
export function expandPhrases(key: string): Array<[string, PhraseType]> {
  const [head = '', std = '', ser = '', short = ''] = key.split('\u0001');
  const out: Array<[string, PhraseType]> = [[head, PhraseType.product]];
  if (std !== '') out.push([`${head} ${std}`, PhraseType.standard]);
  if (ser !== '') out.push([`${head} ${ser}`, PhraseType.series]);
  if (short !== '') out.push([`${head} ${short}`, PhraseType.model]);
  return out;
}

/** Query words of a text in order (precise-mode segmentation). */
export function queryWords(text: string): string[] {
  const out: string[] = [];
  const folded = foldText(text);
  // keep the order of Latin and Chinese runs as typed
  const runs = folded.matchAll(/[\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9]+(?:\.[0-9]+)*(?:[a-z0-9]+)*/g);
  for (const m of runs) {
    const run = m[0];
    if (CJK_TEST.test(run)) {
      for (const w of segmenter().cut(run, false)) if (w.trim() !== '') out.push(w);
    } else {
      latinWords(run, out);
    }
  }
  return out;
}

/** Finer segmentation of a query word that the index does not hold as such. */
export function subWords(word: string): string[] {
  if (!CJK_TEST.test(word)) return [];
  return segmenter()
    .cutForSearch(word, false)
    .filter((w) => w !== word && w.trim() !== '');
}

/**
 * The units under which the index keys quantities: the SI units (temperature in K) of the dimensions a search
 * word can name with a prefix (the quantity model of @jianku/rules), in its order.
 */
export const QUANTITY_UNITS = [
  'F',
  'H',
  'Ω',
  'V',
  'A',
  'W',
  'Hz',
  'm',
  'K',
  's',
  'kg',
  'Pa',
  'N',
  'N·m',
  'J',
];
const QUANTITY_UNIT_SET = new Set(QUANTITY_UNITS);

/** Index token of a parameter value (si in the catalogue's SI unit), or null when not a quantity. */
export function quantityToken(unit: string, si: number): string | null {
  if (!QUANTITY_UNIT_SET.has(unit) || !Number.isFinite(si)) return null;
  return `q:${unit}:${roundSignificant(si)}`;
}

export interface QueryQuantity {
  /** the text as typed, lower case */
  text: string;
  /** the value with its prefix and unit, '100 nF' */
  display: string;
  /** the index tokens that match it */
  tokens: string[];
}

/** Just a number with a prefix letter or in resistor notation (10k, 100n, 4k7): no unit was written. */
const BARE_PREFIX = /^(?:\d+(?:\.\d+)?[kmunpμ]|\d+[rkmnupμ]\d+)$/i;

/**
 * A query piece read as a quantity, or null. A bare "10k" (no unit) also matches the value 10 000 in any
 * other unit; "100n" the value 1e-7 in any unit.
 */
export function queryQuantity(piece: string): QueryQuantity | null {
  const q = parseQuantity(piece);
  if (!q) return null;
  // The parser and the catalogue share one quantity model (SI, temperature in K): its value is the index's.
  if (!QUANTITY_UNIT_SET.has(q.unit)) return null;
  const tokens = [`q:${q.unit}:${q.value}`];
  if (BARE_PREFIX.test(piece.normalize('NFKC').trim())) {
    for (const u of QUANTITY_UNITS) if (u !== q.unit) tokens.push(`q:${u}:${q.value}`);
  }
  const display = q.display.replace(/^(-?[\d.e+-]+)(.*)$/, '$1 $2').trim();
  return { text: foldText(piece.trim()), display, tokens };
}

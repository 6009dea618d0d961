/**
 * The ways engineers write a part, read once per query (issue 15, Understanding): the keyword tags → pieces,
 * each with what it means beyond its letters. Pure; the index is asked nothing here (search-query.ts resolves
 * the pieces). One pass of a few anchored patterns per piece, no per-item work.
 *
 * - standard numbers as one piece with their equivalents ("GB/T 5782", "DIN 931" → GB/T 5782, ISO 4014);
 * - thread × length in any spelling (M8x30, M8*30, M8×30, M8-30 → m8x30, and M8 when nothing has that length);
 * - percentages and ppm as values (1%, ±0.5%, 100ppm/°C), tolerance letters beside a value (10k F → 1%);
 * - in the component library, EIA value codes (104 = 100 nF or 100 kΩ, 1002 = 10 kΩ, 2R2 = 2.2 pF as well)
 *   and metric chip sizes (1608M, 1608 → 0603);
 * - bearing seal suffixes across makers (6205-2RS1 = 6205-2RS = 6205DDU …) and old GB codes (180205);
 * - finish names (蓝白锌 = 镀锌 = 镀锌钝化 …), designation-system words before a grade (AISI 316L).
 * The tables and their sources are data of @jianku/catalog (designations/designations.data.ts).
 */
import {
  bearingEquivalents,
  bearingOfOldCode,
  equivalentStandards,
  finishSynonyms,
  inchChipSize,
  isMaterialSystemWord,
  standardKey,
  toleranceOfLetter,
} from '@jianku/catalog';
import { formatQuantity } from '@jianku/rules';
import { percentWord, type QueryQuantity, queryQuantity } from './search.text.ts';

/** the library whose queries read EIA value codes and chip sizes */
const COMPONENT_KIND = 2;
/** the library whose queries join a bearing number and a seal suffix written apart */
const PART_KIND = 1;

/** Another spelling whose matches also count for a piece. */
export interface Alternative {
  text: string;
  /** matched as a part number (exact and prefix) only, not as a word */
  asModel: boolean;
}

/** One piece of a query as understood. */
export interface QueryPiece {
  /** as typed */
  text: string;
  /** the tag it came from (0-based) */
  tag: number;
  /** what to resolve in its place (M8*30 → m8x30); the typed text by default */
  form: string;
  /** an exact index word that is the whole piece (1%, 100ppm, gbt5782): looked up as is, never split */
  word?: string;
  /** quantity tokens and their display (10k, 0.1uF, and the EIA codes 104, 1002) */
  quantity?: { tokens: string[]; display: string };
  /** other spellings (OR) */
  alternatives: Alternative[];
  /** a broader piece to show when this one finds nothing (M8x30 → M8, 6205-2RS1 → 6205) */
  broader?: string;
  /** left out without a word when it finds nothing (AISI before a grade) */
  optional?: boolean;
}

/** Standard numbers: GB/T 5782, GB 70.1, ISO 4014, DIN 931, JIS B 1176 (a year after a dash is dropped). */
const STANDARD =
  /(?<![A-Za-z0-9])(GB\/T|GB|ISO|DIN|JIS\s?B)\s*(\d+(?:\.\d+)?)(?:-(?:19|20)\d{2})?(?![\d.])/gi;
const THREAD_LENGTH = /^(m\d+(?:\.\d+)?)[x×*-](\d+(?:\.\d+)?)$/i;
const EIA3 = /^(\d)(\d)([0-6]|9)$/;
const EIA4 = /^([1-9]\d)(\d)(\d)$/;
const PF_CODE = /^(\d+)r(\d+)$/i;
const BARE_NUMBER = /^\d+(?:\.\d+)?$/;

const q = (unit: string, value: number) => `q:${unit}:${Number(value.toPrecision(12))}`;

/** '100nF' → '100 nF' (the answer's display of a quantity) */
function spaced(display: string): string {
  return display.replace(/^(-?[\d.e+-]+)(.*)$/, '$1 $2').trim();
}

/** EIA value codes of the component library: 3 digits (capacitor pF or resistor Ω), 4 digits (resistor Ω). */
function eiaCode(piece: string): QueryPiece['quantity'] | undefined {
  const m3 = EIA3.exec(piece);
  if (m3) {
    const digits = Number(`${m3[1]}${m3[2]}`);
    const mult = m3[3] === '9' ? 0.1 : 10 ** Number(m3[3]);
    const pf = digits * mult * 1e-12;
    const ohm = digits * mult;
    return {
      tokens: [q('F', pf), q('Ω', ohm)],
      display: `${spaced(formatQuantity(pf, 'capacitance'))} 或 ${spaced(formatQuantity(ohm, 'resistance'))}`,
    };
  }
  const m4 = EIA4.exec(piece);
  if (m4 && inchChipSize(piece) === null && !['1206', '1210', '1812', '2010', '2512'].includes(piece)) {
    const ohm = Number(`${m4[1]}${m4[2]}`) * 10 ** Number(m4[3]);
    return { tokens: [q('Ω', ohm)], display: spaced(formatQuantity(ohm, 'resistance')) };
  }
  return undefined;
}

/** What one whitespace-separated piece means (context: the library, the piece before it, values in the query). */
function readPiece(
  text: string,
  tag: number,
  kind: number,
  context: { hasValue: boolean; prev: string; quantity: QueryQuantity | null },
): QueryPiece {
  const piece: QueryPiece = { text, tag, form: text, alternatives: [] };
  const pct = percentWord(text);
  if (pct) return { ...piece, word: pct };
  const thread = THREAD_LENGTH.exec(text);
  if (thread)
    return { ...piece, form: `${thread[1]}x${thread[2]}`, broader: (thread[1] as string).toUpperCase() };
  if (isMaterialSystemWord(text)) return { ...piece, optional: true };
  const glued = /^(aisi|uns|astm|sae)([a-z]*\d.*)$/i.exec(text);
  if (glued) return { ...piece, form: glued[2] as string };

  const { quantity } = context;
  if (quantity) piece.quantity = { tokens: quantity.tokens, display: quantity.display };
  if (kind === COMPONENT_KIND) {
    const eia = eiaCode(text);
    if (eia) piece.quantity = eia;
    // R as the decimal point (4R7, 10R0, 2R2) is ohms, or picofarads in a capacitor code: no other unit
    const pf = PF_CODE.exec(text);
    if (pf) {
      const v = Number(`${pf[1]}.${pf[2]}`);
      piece.quantity = {
        tokens: [q('Ω', v), q('F', v * 1e-12)],
        display: `${spaced(formatQuantity(v, 'resistance'))} 或 ${spaced(formatQuantity(v * 1e-12, 'capacitance'))}`,
      };
    }
    const inch = inchChipSize(text);
    if (inch) piece.alternatives.push({ text: inch, asModel: false });
    const letter = toleranceOfLetter(text);
    if (text.length === 1 && letter !== null && context.hasValue && !BARE_NUMBER.test(context.prev)) {
      return { ...piece, word: `${letter}%` };
    }
  }
  const old = bearingOfOldCode(text);
  const bearing = bearingEquivalents(old ?? text);
  if (bearing.length > 0) {
    for (const b of bearing) piece.alternatives.push({ text: b, asModel: true });
    piece.broader = /^\d+/.exec(bearing[0] as string)?.[0] as string;
  }
  const finish = finishSynonyms(text);
  for (const f of finish) if (f !== text) piece.alternatives.push({ text: f, asModel: false });
  return piece;
}

/** Standard numbers of a tag as pieces (with their equivalents), and the tag's other text. */
function readStandards(tag: string, index: number, out: QueryPiece[]): string {
  return tag.replace(STANDARD, (whole: string, letters: string, number: string) => {
    const key = standardKey(`${letters}${number}`);
    const alternatives = equivalentStandards(`${letters} ${number}`)
      .map(standardKey)
      .filter((k) => k !== key)
      .map((k) => ({ text: k, asModel: false }));
    // GB written without /T also finds GB/T (the catalogue writes GB/T)
    if (/^gb\d/.test(key)) alternatives.push({ text: `gbt${key.slice(2)}`, asModel: false });
    out.push({ text: whole.trim(), tag: index, form: whole.trim(), word: key, alternatives });
    return ' ';
  });
}

/**
 * A bearing number and its seal suffix written apart ("6205 2RS", "6204 LLU") as one piece, as they are one
 * designation (in the parts library only: elsewhere "100 V" is a voltage).
 */
function joinBearingSuffixes(texts: Array<[string, number]>): void {
  for (let i = 0; i + 1 < texts.length; i++) {
    const [basic, tag] = texts[i] as [string, number];
    const [suffix, nextTag] = texts[i + 1] as [string, number];
    if (tag !== nextTag || !/^\d{3,6}$/.test(basic) || /^\d/.test(suffix.replace(/^2/, ''))) continue;
    const joined = `${basic} ${suffix}`;
    if (bearingEquivalents(joined).length > 0) texts.splice(i, 2, [joined, tag]);
  }
}

/** The keyword tags as pieces, in order (standards first within their tag). */
export function readQuery(tags: readonly string[], kind: number): QueryPiece[] {
  const pieces: QueryPiece[] = [];
  const texts: Array<[string, number]> = [];
  for (const [i, tag] of tags.entries()) {
    const rest = readStandards(tag, i, pieces);
    for (const p of rest.split(/\s+/)) if (p !== '') texts.push([p, i]);
  }
  if (kind === PART_KIND) joinBearingSuffixes(texts);
  // each piece is read as a quantity once (the tolerance letters need to know whether the query has a value)
  const quantities = texts.map(([t]) => queryQuantity(t));
  const hasValue = quantities.some(
    (v) => v !== null && (v.tokens[0]?.startsWith('q:Ω:') || v.tokens[0]?.startsWith('q:F:')),
  );
  texts.forEach(([t, i], n) => {
    const prev = n > 0 ? (texts[n - 1] as [string, number])[0] : '';
    pieces.push(readPiece(t, i, kind, { hasValue, prev, quantity: quantities[n] ?? null }));
  });
  return pieces;
}

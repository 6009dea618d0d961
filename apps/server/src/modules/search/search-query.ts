/**
 * Reading a search query: the keyword list, the parameter filters (p.<key>=expression, in the
 * parameter's own units), the keywords as words of an index, the categories in scope.
 */
import type { ParamDef } from '@jianku/catalog';
import { parseQuantity as parseCatalogQuantity } from '@jianku/catalog';
import { badRequest } from '../../lib/app-error.ts';
import {
  type ParamFilter,
  type ResolvedWord,
  type SearchIndex,
  type Source,
  WEIGHT,
} from './engine/index.ts';
import { type QueryPiece, readQuery } from './query-forms.ts';
import { foldText, queryWords } from './search.text.ts';
import type { SearchCatalog } from './search-index-keeper.ts';

export /** Split a keyword list on |, trimmed, empties dropped, duplicates kept (they are an error). */
function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split('|')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

/** The leaf categories under a category (itself when it is a leaf). */
export function leavesOf(catalog: SearchCatalog, id: number): number[] {
  const out: number[] = [];
  const walk = (c: number) => {
    const kids = catalog.children.get(c);
    if (!kids || kids.length === 0) out.push(c);
    else for (const k of kids) walk(k);
  };
  walk(id);
  return out;
}

/** Parameter definitions by key of the categories in scope. */
export function paramDefs(catalog: SearchCatalog, categoryIds: readonly number[]): Map<string, ParamDef> {
  const defs = new Map<string, ParamDef>();
  for (const id of categoryIds) {
    for (const def of catalog.byId.get(id)?.params ?? []) if (!defs.has(def.key)) defs.set(def.key, def);
  }
  return defs;
}

/** A p.<key> expression (a value, >=, <=, a~b range, or enum values a|b) as an index filter. */
export function parseFilter(key: string, expression: string, def: ParamDef): ParamFilter {
  const bad = () => badRequest(`参数筛选格式不正确：p.${key}`);
  const text = expression.normalize('NFKC').trim();
  if (text === '' || text.length > 256) throw bad();
  if (def.type === 'enum') {
    const values = [
      ...new Set(
        text
          .split('|')
          .map((v) => v.trim())
          .filter((v) => v !== ''),
      ),
    ];
    if (values.length === 0 || values.length > 100) throw bad();
    return { key, type: 'enum', values };
  }
  const read = (s: string): number => {
    const v = parseCatalogQuantity(s, def.dimension, def.unit);
    if (v === null || !Number.isFinite(v)) throw bad();
    return v;
  };
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  const cmp = /^(>=|≥|<=|≤)\s*(.+)$/.exec(text);
  if (cmp) {
    const v = read(cmp[2] as string);
    if (cmp[1] === '>=' || cmp[1] === '≥') min = v;
    else max = v;
  } else if (text.includes('~')) {
    const parts = text.split('~');
    if (parts.length !== 2) throw bad();
    const [a = '', b = ''] = parts.map((p) => p.trim());
    if (a === '' && b === '') throw bad();
    if (a !== '') min = read(a);
    if (b !== '') max = read(b);
    if (min > max) throw bad();
  } else {
    min = read(text);
    max = min;
  }
  return { key, type: 'range', min, max };
}

/** A query piece with the index words it resolved to. */
export interface PieceOutcome {
  piece: QueryPiece;
  words: ResolvedWord[];
  /** nothing in the index can match it (an optional piece is never missing) */
  missing: boolean;
}

export interface Words {
  words: ResolvedWord[];
  quantities: { text: string; display: string }[];
  /** a keyword could match nothing at all */
  impossible: boolean;
  /** keywords were given but none held a searchable word */
  empty: boolean;
  /** the pieces of the query, in order (search-translator.ts relaxes a query that found nothing by them) */
  pieces: PieceOutcome[];
}

const isModelSource = (s: Source) => s.kind === 'prefix' || s.weight === WEIGHT.modelExact;
const sourceKey = (s: Source) => (s.kind === 'term' ? `t${s.term}` : `p${s.prefix}`);

/** One word matching any of the given words (their sources together); null when none. */
function unionWord(text: string, parts: Array<ResolvedWord | null>): ResolvedWord | null {
  const sources: Source[] = [];
  const seen = new Set<string>();
  let cost = 0;
  for (const w of parts) {
    if (!w) continue;
    let added = false;
    for (const s of w.sources) {
      const key = sourceKey(s);
      if (seen.has(key)) continue;
      seen.add(key);
      sources.push(s);
      added = true;
    }
    if (added) cost += w.cost;
  }
  return sources.length === 0 ? null : { text, sources, cost };
}

/** Only the part-number sources of a word (exact and prefix), or null. */
function modelOnly(w: ResolvedWord | null): ResolvedWord | null {
  if (!w) return null;
  const sources = w.sources.filter(isModelSource);
  return sources.length === 0 ? null : { text: w.text, sources, cost: w.cost };
}

/** The other spellings of a piece as words (a part number matches as one only). */
function alternativeWords(index: SearchIndex, piece: QueryPiece): Array<ResolvedWord | null> {
  return piece.alternatives.map((a) =>
    a.asModel ? modelOnly(index.resolveWord(a.text, { modelText: a.text })) : index.resolveWord(a.text),
  );
}

/** One piece as index words: [] with missing when nothing can match it. */
export function resolvePiece(index: SearchIndex, piece: QueryPiece): Omit<PieceOutcome, 'piece'> {
  const alternatives = alternativeWords(index, piece);
  const one = (w: ResolvedWord | null) => {
    const u = unionWord(piece.text, [w, ...alternatives]);
    return u ? { words: [u], missing: false } : { words: [], missing: !piece.optional };
  };
  if (piece.word !== undefined) return one(index.resolveWord(piece.word, { modelText: '' }));
  if (piece.quantity) {
    return one(
      index.resolveWord(piece.form, { quantityTokens: piece.quantity.tokens, modelText: piece.form }),
    );
  }
  const parts = queryWords(piece.form);
  const latin = /[a-z0-9]/i.test(piece.form);
  if (parts.length > 1 && latin) {
    // a part number with punctuation ("RC0603FR-0710KL", "6205-2RS1"): one word when it is a model prefix
    // (or another maker's spelling of it is)
    const longest = parts.reduce((a, b) => (b.length > a.length ? b : a));
    const asModel = index.resolveWord(longest, { modelText: piece.form });
    const isModel = asModel?.sources.some(isModelSource) ?? false;
    if (isModel && piece.alternatives.length === 0)
      return { words: [asModel as ResolvedWord], missing: false };
    if (isModel || alternatives.some((a) => a !== null)) return one(modelOnly(asModel));
  } else if (piece.alternatives.length > 0) {
    const whole = index.resolveWord(parts.length === 1 ? (parts[0] as string) : piece.form);
    if (whole || alternatives.some((a) => a !== null)) return one(whole);
  }
  if (parts.length === 0) return { words: [], missing: false };
  const words: ResolvedWord[] = [];
  let missing = false;
  for (const part of parts) {
    const w = index.resolveWord(part);
    if (w) {
      words.push(w);
      continue;
    }
    const finer = index.splitWord(part);
    if (finer.length === 0) missing = true;
    for (const f of finer) {
      const fw = index.resolveWord(f);
      if (fw) words.push(fw);
      else missing = true;
    }
  }
  if (missing && piece.optional) return { words: [], missing: false };
  return { words: missing ? [] : words, missing };
}

/** What a piece was understood as, for the answer's quantities ('0.1uf' → '100 nF', '1%' → '1 %'). */
function understood(piece: QueryPiece): { text: string; display: string } | null {
  if (piece.quantity) return { text: foldText(piece.text.trim()), display: piece.quantity.display };
  if (piece.word !== undefined && /^[\d.]+(%|ppm)$/.test(piece.word)) {
    return { text: foldText(piece.text.trim()), display: piece.word.replace(/(%|ppm)$/, ' $1') };
  }
  return null;
}

/**
 * The keywords as index words: quantities, percentages, part numbers (whole when a model prefix), standard
 * numbers, Chinese pieces, each with its other spellings (query-forms.ts); `kind` decides the readings of
 * the component library (EIA codes, chip sizes).
 */
export function resolveWords(index: SearchIndex, tags: string[], kind = 0): Words {
  const pieces: PieceOutcome[] = readQuery(tags, kind).map((piece) => ({
    piece,
    ...resolvePiece(index, piece),
  }));
  const quantities: Words['quantities'] = [];
  for (const { piece } of pieces) {
    const u = understood(piece);
    if (u && !quantities.some((x) => x.text === u.text)) quantities.push(u);
  }
  const words = pieces.flatMap((p) => p.words);
  const impossible = pieces.some((p) => p.missing);
  return {
    words,
    quantities,
    impossible,
    pieces,
    empty: tags.length > 0 && words.length === 0 && !impossible,
  };
}

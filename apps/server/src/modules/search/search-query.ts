/**
 * Reading a search query: the keyword list, the parameter filters (p.<key>=expression, in the
 * parameter's own units), the keywords as words of an index, the categories in scope.
 */
import type { ParamDef } from '@jianku/catalog';
import { parseQuantity as parseCatalogQuantity } from '@jianku/catalog';
import { badRequest } from '../../lib/app-error.ts';
import { type ParamFilter, type ResolvedWord, type SearchIndex, WEIGHT } from './engine/index.ts';
import { queryQuantity, queryWords } from './search.text.ts';
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

export interface Words {
  words: ResolvedWord[];
  quantities: { text: string; display: string }[];
  /** a keyword could match nothing at all */
  impossible: boolean;
  /** keywords were given but none held a searchable word */
  empty: boolean;
}

/** The keywords as index words: quantities, part numbers (whole when a model prefix), Chinese pieces. */
export function resolveWords(index: SearchIndex, tags: string[]): Words {
  const words: ResolvedWord[] = [];
  const quantities: Words['quantities'] = [];
  let impossible = false;
  for (const tag of tags) {
    for (const piece of tag.split(/\s+/)) {
      if (piece === '') continue;
      const q = queryQuantity(piece);
      if (q) {
        if (!quantities.some((x) => x.text === q.text)) quantities.push({ text: q.text, display: q.display });
        const w = index.resolveWord(piece, { quantityTokens: q.tokens, modelText: piece });
        if (w) words.push(w);
        else impossible = true;
        continue;
      }
      const parts = queryWords(piece);
      if (parts.length === 0) continue;
      if (parts.length > 1 && /[a-z0-9]/i.test(piece)) {
        // a part number with punctuation ("RC0603FR-0710KL", "GB/T"): one word when it is a model prefix
        const longest = parts.reduce((a, b) => (b.length > a.length ? b : a));
        const asModel = index.resolveWord(longest, { modelText: piece });
        if (asModel?.sources.some((s) => s.kind === 'prefix' || s.weight === WEIGHT.modelExact)) {
          words.push(asModel);
          continue;
        }
      }
      for (const part of parts) {
        const w = index.resolveWord(part);
        if (w) {
          words.push(w);
          continue;
        }
        const finer = index.splitWord(part);
        if (finer.length === 0) {
          impossible = true;
          continue;
        }
        for (const f of finer) {
          const fw = index.resolveWord(f);
          if (fw) words.push(fw);
          else impossible = true;
        }
      }
    }
  }
  return { words, quantities, impossible, empty: tags.length > 0 && words.length === 0 && !impossible };
}

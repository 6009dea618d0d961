/** The search bench's baseline (step 5): each query of the mix as plain PostgreSQL full-text search. */
import {
  type Dimension,
  type ParamDef,
  parseQuantity as parseCatalogQuantity,
  SI_UNIT,
} from '@jianku/catalog';
import { queryQuantity, queryWords } from '../apps/server/src/modules/search/search.text.ts';
import type { BenchQuery, Category } from './search-queries.ts';

export interface PgQuery {
  text: string;
  values: unknown[];
}

function subtree(cats: Map<number, Category>, id: number): Category[] {
  const out: Category[] = [];
  const walk = (c: number) => {
    const cat = cats.get(c);
    if (cat) out.push(cat);
    for (const k of cats.values()) if (k.parentId === c) walk(k.id);
  };
  walk(id);
  return out;
}

function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The lexemes of the keywords; their quantities go to `where` as item_param conditions. */
function keywordLexemes(
  keyWords: string,
  kindDefs: readonly ParamDef[],
  where: string[],
  v: (x: unknown) => string,
): string[] {
  const lexemes: string[] = [];
  for (const tag of keyWords.split('|')) {
    for (const piece of tag.split(/\s+/)) {
      if (piece === '') continue;
      const quantity = queryQuantity(piece);
      if (quantity) {
        const ors: string[] = [];
        for (const token of quantity.tokens) {
          const at = token.lastIndexOf(':');
          const unit = token.slice(2, at);
          const value = Number(token.slice(at + 1));
          const keys = [
            ...new Set(
              kindDefs
                .filter((d) => d.type === 'numeric' && SI_UNIT[d.dimension as Dimension] === unit)
                .map((d) => d.key),
            ),
          ];
          if (keys.length === 0 || !Number.isFinite(value)) continue;
          const eps = Math.abs(value) * 1e-9;
          ors.push(
            `(p.key = any(${v(keys)}::text[]) and p.si between ${v(value - eps)} and ${v(value + eps)})`,
          );
        }
        where.push(
          ors.length ? `i.id in (select p.item_id from item_param p where ${ors.join(' or ')})` : 'false',
        );
        continue;
      }
      lexemes.push(...queryWords(piece));
    }
  }
  return lexemes;
}

/** A numeric filter (≥x, ≤x, a~b or one value) as the SI bounds it keeps, widened by a relative 1e-12. */
function numericRange(def: ParamDef, expression: string): [number, number] {
  const read = (s: string) => {
    const x = parseCatalogQuantity(s, def.dimension, def.unit);
    if (x === null) throw new Error(`bad value ${s}`);
    return x;
  };
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  const cmp = /^(>=|≥|<=|≤)\s*(.+)$/.exec(expression);
  if (cmp) {
    if (cmp[1] === '>=' || cmp[1] === '≥') min = read(cmp[2] as string);
    else max = read(cmp[2] as string);
  } else if (expression.includes('~')) {
    const [a = '', z = ''] = expression.split('~').map((s) => s.trim());
    if (a) min = read(a);
    if (z) max = read(z);
  } else {
    min = read(expression);
    max = min;
  }
  const lo = min - Math.abs(min) * 1e-12;
  const hi = max + Math.abs(max) * 1e-12;
  return [lo, hi];
}

export function toPg(b: BenchQuery, cats: Map<number, Category>): PgQuery {
  const q = b.query;
  const values: unknown[] = [];
  const v = (x: unknown) => {
    values.push(x);
    return `$${values.length}`;
  };
  const where = ['i.org_id is null', `i.kind = ${v(q.kind)}`];
  const scope =
    q.categoryId === undefined
      ? [...cats.values()].filter((c) => c.kind === q.kind)
      : subtree(cats, q.categoryId);
  const defs = new Map<string, ParamDef>();
  for (const c of scope) for (const d of c.params) if (!defs.has(d.key)) defs.set(d.key, d);
  const kindDefs = [...cats.values()].filter((c) => c.kind === q.kind).flatMap((c) => c.params);

  // keywords: lexemes (the same words our query side makes), quantities through item_param
  const lexemes = keywordLexemes(q.keyWords ?? '', kindDefs, where, v);
  let rank = '0::real';
  if (lexemes.length > 0) {
    const tsq = [...new Set(lexemes)]
      .map((l, i, all) => `${quote(l)}${b.prefix && i === all.length - 1 ? ':*' : ''}`)
      .join(' & ');
    const p = v(tsq);
    where.push(`i.fts @@ to_tsquery('simple', ${p})`);
    rank = `ts_rank(i.fts, to_tsquery('simple', ${p}))`;
  }
  if (q.categoryId !== undefined) {
    const c = v(q.categoryId);
    where.push(`i.category_id in (select id from category where id = ${c} or ${c} = any(path))`);
  }
  if (q.brandId !== undefined) where.push(`i.brand_id = ${v(q.brandId)}`);
  for (const [key, expression] of Object.entries(q.params)) {
    const def = defs.get(key);
    if (!def) throw new Error(`no parameter ${key}`);
    if (def.type === 'enum') {
      const options = expression.split('|').map((s) => s.trim());
      where.push(`i.params->${v(key)}->>'display' = any(${v(options)}::text[])`);
      continue;
    }
    const [lo, hi] = numericRange(def, expression);
    where.push(
      `exists (select 1 from item_param p where p.item_id = i.id and p.key = ${v(key)} and p.si between ${v(lo)}::float8 and ${v(hi)}::float8)`,
    );
  }
  const order =
    q.sort === 'newest'
      ? 'created_at desc, id desc'
      : q.sort === 'name'
        ? 'model collate "C", id'
        : 'r desc, id';
  const text = `
    with m as materialized (
      select i.id, i.category_id, i.brand_id, i.model, i.created_at, ${rank} as r from item i where ${where.join(' and ')}
    )
    select (select count(*) from m)::int as total,
      (select coalesce(json_agg(x), '[]') from (
        select c.id, c.name, count(*)::int as count from m join category c on c.id = m.category_id
        group by c.id, c.name order by 3 desc, 1 limit 50) x) as categories,
      (select coalesce(json_agg(x), '[]') from (
        select b.id, b.name_zh as name, count(*)::int as count from m join brand b on b.id = m.brand_id
        group by b.id, b.name_zh order by 3 desc, 1 limit 50) x) as brands,
      (select coalesce(json_agg(x), '[]') from (
        select i.id, i.code, i.kind, i.category_id, i.model, i.name, i.series, i.standard, i.package,
          i.lifecycle, i.params, b.name_zh, b.name_en
        from (select id, r, model, created_at from m
          order by ${order} limit ${v(q.pageSize)} offset ${v((q.page - 1) * q.pageSize)}) t
        join item i on i.id = t.id left join brand b on b.id = i.brand_id
        order by ${order.replace(/(^|, )(\w)/g, '$1t.$2')}) x) as list`;
  return { text, values };
}

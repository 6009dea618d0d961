/**
 * KiCad's file formats (.kicad_mod, .kicad_sym, KiCad 6+) are s-expressions. A small writer and reader of
 * our own: the format is plain data (lists, bare symbols, quoted strings, numbers), and no package on npm
 * both reads and writes it the way KiCad's files need (quoted strings vs bare tokens, KiCad's escaping).
 */

/** A bare token (keyword, layer-less flag such as `smd`, `hide`). */
export interface Sym {
  sym: string;
}
export type SExpr = string | number | Sym | SExpr[];

export const sym = (name: string): Sym => ({ sym: name });
export const isSym = (v: SExpr): v is Sym => typeof v === 'object' && !Array.isArray(v);

/** A number as KiCad writes it: up to 6 decimals, no trailing zeros, no "-0". */
export function num(v: number): string {
  if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
  const r = Math.round(v * 1e6) / 1e6;
  return (Object.is(r, -0) ? 0 : r).toString();
}

function quote(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

function atom(v: string | number | Sym): string {
  if (typeof v === 'number') return num(v);
  if (typeof v === 'string') return quote(v);
  return v.sym;
}

/** Lists whose children all are atoms (or short lists) are written on one line, others one child per line. */
function flat(e: SExpr[]): boolean {
  return e.every((c) => !Array.isArray(c) || (c.every((d) => !Array.isArray(d)) && c.length <= 6));
}

export function serialize(e: SExpr, indent = ''): string {
  if (!Array.isArray(e)) return atom(e);
  if (flat(e) && e.length <= 12) return `(${e.map((c) => serialize(c, '')).join(' ')})`;
  const [head, ...rest] = e;
  const inner = `${indent}  `;
  const headText = head === undefined ? '' : serialize(head, inner);
  // atoms right after the head stay on its line: (symbol "R" (pin_numbers hide) ...)
  let i = 0;
  const line: string[] = [headText];
  for (; i < rest.length && !Array.isArray(rest[i]); i++) line.push(serialize(rest[i] as SExpr));
  const children = rest.slice(i).map((c) => `\n${inner}${serialize(c, inner)}`);
  return `(${line.join(' ')}${children.join('')}\n${indent})`;
}

/** Parse one s-expression (KiCad file text). Bare tokens become `Sym`, numbers stay strings' digits as numbers. */
export function parse(text: string): SExpr {
  let at = 0;
  const n = text.length;
  const skip = () => {
    while (at < n && /\s/.test(text[at] ?? '')) at++;
  };
  const read = (): SExpr => {
    skip();
    const c = text[at];
    if (c === '(') {
      at++;
      const list: SExpr[] = [];
      for (;;) {
        skip();
        if (at >= n) throw new Error('unexpected end of input: missing ")"');
        if (text[at] === ')') {
          at++;
          return list;
        }
        list.push(read());
      }
    }
    if (c === '"') {
      at++;
      let s = '';
      while (at < n && text[at] !== '"') {
        if (text[at] === '\\') {
          at++;
          const e = text[at] ?? '';
          s += e === 'n' ? '\n' : e;
        } else s += text[at];
        at++;
      }
      if (at >= n) throw new Error('unterminated string');
      at++;
      return s;
    }
    if (c === undefined || c === ')') throw new Error(`unexpected ${c ?? 'end of input'} at ${at}`);
    const start = at;
    while (at < n && !/[\s()"]/.test(text[at] ?? '')) at++;
    const token = text.slice(start, at);
    return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(token) ? Number(token) : sym(token);
  };
  const result = read();
  skip();
  if (at < n) throw new Error(`trailing text at ${at}`);
  return result;
}

/** The head symbol of a list, or undefined. */
export function headOf(e: SExpr): string | undefined {
  if (!Array.isArray(e)) return undefined;
  const h = e[0];
  return h !== undefined && isSym(h) ? h.sym : undefined;
}

/** Child lists with the given head. */
export function children(e: SExpr, head: string): SExpr[][] {
  if (!Array.isArray(e)) return [];
  return e.filter((c): c is SExpr[] => Array.isArray(c) && headOf(c) === head);
}

export function child(e: SExpr, head: string): SExpr[] | undefined {
  return children(e, head)[0];
}

/** The numbers of a list such as (at 1 2 90) → [1, 2, 90]. */
export function numbers(e: SExpr[] | undefined): number[] {
  return (e ?? []).filter((v): v is number => typeof v === 'number');
}

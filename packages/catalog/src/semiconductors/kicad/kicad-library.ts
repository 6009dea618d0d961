// Reads the symbols of a KiCad 6 symbol library (.kicad_sym, an S-expression file): each top-level symbol's
// name, the symbol it extends (an alias) and the properties a part row needs. A derived symbol that leaves a
// property out takes its parent's. Pure text in, rows out: the generator and the tests give it the file.

export interface KicadSymbol {
  library: string;
  name: string;
  extends: string | null;
  value: string;
  footprint: string;
  datasheet: string;
  description: string;
  keywords: string;
}

const SYMBOL = /\n {2}\(symbol "((?:[^"\\]|\\.)*)"( \(extends "((?:[^"\\]|\\.)*)"\))?/g;
const PROPERTY = /\(property "([^"]+)" "((?:[^"\\]|\\.)*)"/g;
const unquote = (s: string) => s.replace(/\\(.)/g, '$1');

/** The library's top-level symbols in file order. */
export function readKicadSymbols(library: string, text: string): KicadSymbol[] {
  const starts = [...text.matchAll(SYMBOL)];
  const raw = starts.map((m, i) => {
    const body = text.slice((m.index ?? 0) + m[0].length, starts[i + 1]?.index ?? text.length);
    const own = new Map<string, string>();
    for (const p of body.matchAll(PROPERTY)) {
      // nested unit symbols carry no properties of their own in KiCad 6; the first occurrence is the symbol's
      if (p[1] && !own.has(p[1])) own.set(p[1], unquote(p[2] ?? ''));
    }
    return { name: unquote(m[1] ?? ''), parent: m[3] ? unquote(m[3]) : null, own };
  });
  const byName = new Map(raw.map((r) => [r.name, r]));
  const prop = (r: (typeof raw)[number], key: string): string => {
    const v = r.own.get(key);
    if (v !== undefined && v !== '' && v !== '~') return v;
    const parent = r.parent ? byName.get(r.parent) : undefined;
    return parent && parent !== r ? prop(parent, key) : '';
  };
  return raw.map((r) => ({
    library,
    name: r.name,
    extends: r.parent,
    value: prop(r, 'Value'),
    footprint: prop(r, 'Footprint'),
    datasheet: prop(r, 'Datasheet'),
    description: prop(r, 'ki_description'),
    keywords: prop(r, 'ki_keywords'),
  }));
}

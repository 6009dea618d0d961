/**
 * A KiCad symbol library (.kicad_sym, KiCad 6+) and footprints (.kicad_mod, or a .pretty folder zipped) read
 * for the enterprise library's import, through @jianku/eda's s-expression reader. Each top-level symbol gives
 * its fields (Value, Footprint, Datasheet, ki_description / Description, ki_keywords, Manufacturer ...),
 * a derived symbol (extends) its parent's fields under its own; each symbol's own library file holds it (and
 * its parent) so KiCad opens it alone. Footprints are found by name (the part after "Library:").
 */
import { children, headOf, parse, type SExpr, serialize } from '@jianku/eda';
import { OrgImportMessage } from '@jianku/rules/org-library-schemas';
import { unzipSync } from 'fflate';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { checkInflatedSize } from '../../lib/xlsx-guard.ts';

export interface KicadSymbol {
  name: string;
  /** its fields, a parent's under its own */
  fields: Record<string, string>;
  /** the text of a library holding this symbol alone (with its parent when derived) */
  fileText: () => string;
}

const text = (v: SExpr | undefined) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function parsed(source: string, head: readonly string[]): SExpr[] | undefined {
  try {
    const tree = parse(source);
    return Array.isArray(tree) && head.includes(headOf(tree) ?? '') ? tree : undefined;
  } catch {
    return undefined;
  }
}

const fieldsOf = (node: SExpr[]): Record<string, string> =>
  Object.fromEntries(children(node, 'property').map((p) => [text(p[1]), text(p[2])]));

/** The symbols of a .kicad_sym file's text; not one: the Chinese message. */
export function readSymbolLibrary(source: string): KicadSymbol[] {
  const root = parsed(source.replace(/^\uFEFF/, ''), ['kicad_symbol_lib']);
  if (!root) throw badRequest(OrgImportMessage.kicadUnreadable);
  const header = root.filter(
    (c, i) => i === 0 || (Array.isArray(c) && ['version', 'generator'].includes(headOf(c) ?? '')),
  );
  const nodes = children(root, 'symbol');
  const byName = new Map(nodes.map((n) => [text(n[1]), n]));
  const symbols = nodes.flatMap((node): KicadSymbol[] => {
    const name = text(node[1]).trim();
    if (name === '') return [];
    const parentName = text(children(node, 'extends')[0]?.[1]);
    const parent = parentName ? byName.get(parentName) : undefined;
    const fields = { ...(parent ? fieldsOf(parent) : {}), ...fieldsOf(node) };
    const own = [...(parent ? [parent] : []), node];
    return [{ name, fields, fileText: () => `${serialize([...header, ...own])}\n` }];
  });
  if (symbols.length === 0) throw badRequest(OrgImportMessage.kicadNoSymbols);
  return symbols;
}

/** A footprint file's name (the footprint's own, without a library prefix), or the Chinese message. */
function footprintName(source: string, fileName: string): string {
  const root = parsed(source.replace(/^\uFEFF/, ''), ['footprint', 'module']);
  if (!root) throw badRequest(OrgImportMessage.footprintUnreadable(fileName));
  return text(root[1]).split(':').pop() ?? '';
}

const isZip = (d: Uint8Array) => d[0] === 0x50 && d[1] === 0x4b && d[2] === 0x03 && d[3] === 0x04;

/** The footprints of an uploaded .kicad_mod or zipped .pretty folder: name → file text. */
export function readFootprints(bytes: Uint8Array, fileName: string): Map<string, string> {
  const out = new Map<string, string>();
  const lower = fileName.toLowerCase();
  if (isZip(bytes)) {
    try {
      checkInflatedSize(bytes);
    } catch (error) {
      if (error instanceof AppError && /解压后过大/.test(error.message))
        throw badRequest(OrgImportMessage.footprintZipBomb);
      throw badRequest(OrgImportMessage.notFootprint);
    }
    const entries = unzipSync(bytes, { filter: (f) => f.name.toLowerCase().endsWith('.kicad_mod') });
    for (const [path, data] of Object.entries(entries)) {
      const source = new TextDecoder().decode(data);
      out.set(footprintName(source, path.split('/').pop() ?? path), source);
    }
    if (out.size === 0) throw badRequest(OrgImportMessage.notFootprint);
    return out;
  }
  if (!lower.endsWith('.kicad_mod')) throw badRequest(OrgImportMessage.notFootprint);
  const source = new TextDecoder().decode(bytes);
  out.set(footprintName(source, fileName), source);
  return out;
}

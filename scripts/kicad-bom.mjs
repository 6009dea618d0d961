#!/usr/bin/env node
/**
 * Builds BOM CSVs from KiCad 6 schematics, in the format of KiCad's own BOM export
 * (bom_csv_grouped_by_value: "Source:", "Date:", "Tool:" lines, then Ref, Qnty, Value, Cmp name, Footprint,
 * Description, Vendor; symbols grouped by value, footprint and symbol). A root schematic lists every placed
 * symbol of its hierarchy in its (symbol_instances ...) with reference, value and footprint; the symbol's name
 * and description come from its (symbol ...) in the sheet files and their (lib_symbols ...). Power symbols
 * and flags (references starting with #) are left out.
 *
 *   node scripts/kicad-bom.mjs <out dir> <root.kicad_sch>...
 * Used on Debian's kicad-demos package (GPL-2+): see apps/server/test/bom-judged/README.md.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const unq = (s) => s.replace(/\\"/g, '"');

/** Per sheet file: symbol uuid → lib_id; lib_id → description (ki_description or Description). */
function sheetSymbols(dir) {
  const libOf = new Map();
  const desc = new Map();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.kicad_sch'))) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\(symbol \(lib_id "([^"]+)"\)[\s\S]*?\(uuid ([0-9a-f-]+)\)/g))
      libOf.set(m[2], m[1]);
    const libStart = text.indexOf('(lib_symbols');
    const libEnd = text.indexOf('\n  )', libStart);
    const lib = libStart >= 0 ? text.slice(libStart, libEnd) : '';
    for (const m of lib.matchAll(/\n {4}\(symbol "([^"]+)"[\s\S]*?(?=\n {4}\(symbol "|$)/g)) {
      const d = /\(property "(?:ki_description|Description)" "((?:[^"\\]|\\.)*)"/.exec(m[0]);
      if (d && !desc.has(m[1])) desc.set(m[1], unq(d[1]));
    }
  }
  return { libOf, desc };
}

function bom(root) {
  const text = readFileSync(root, 'utf8');
  const { libOf, desc } = sheetSymbols(dirname(root));
  const start = text.indexOf('(symbol_instances');
  if (start < 0) return null;
  const byRef = new Map();
  for (const m of text
    .slice(start)
    .matchAll(
      /\(path "([^"]+)"\s*\(reference "((?:[^"\\]|\\.)*)"\) \(unit \d+\) \(value "((?:[^"\\]|\\.)*)"\) \(footprint "((?:[^"\\]|\\.)*)"\)/g,
    )) {
    const [, path, ref, value, footprint] = m;
    if (ref.startsWith('#') || byRef.has(ref)) continue;
    const lib = libOf.get(path.split('/').pop()) ?? '';
    byRef.set(ref, {
      ref,
      value: unq(value),
      footprint: unq(footprint),
      name: lib.split(':').pop() ?? '',
      desc: desc.get(lib) ?? '',
    });
  }
  const groups = new Map();
  const natural = (a, b) => a.localeCompare(b, 'en', { numeric: true });
  for (const s of [...byRef.values()].sort((a, b) => natural(a.ref, b.ref))) {
    const key = `${s.value}\u0000${s.footprint}\u0000${s.name}`;
    if (!groups.has(key)) groups.set(key, { ...s, refs: [] });
    groups.get(key).refs.push(s.ref);
  }
  return [...groups.values()];
}

const csv = (cells) => cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',');

const [out, ...roots] = process.argv.slice(2);
for (const root of roots) {
  const lines = bom(root);
  if (!lines) continue;
  const rows = [
    csv(['Source:', root]),
    csv(['Tool:', 'Eeschema 6.0 (bom_csv_grouped_by_value format, scripts/kicad-bom.mjs)']),
    csv(['Component Count:', lines.reduce((n, l) => n + l.refs.length, 0)]),
    csv(['Ref', 'Qnty', 'Value', 'Cmp name', 'Footprint', 'Description', 'Vendor']),
    ...lines.map((l) => csv([l.refs.join(' '), l.refs.length, l.value, l.name, l.footprint, l.desc, ''])),
  ];
  const name = basename(root, '.kicad_sch').replace(/\s+/g, '_');
  writeFileSync(join(out, `${name}.csv`), `${rows.join('\n')}\n`);
  console.log(`${name}.csv: ${lines.length} lines`);
}

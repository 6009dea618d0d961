/**
 * The files of one component: its symbol library (.kicad_sym), its footprint (.kicad_mod), and a zip that
 * KiCad can add as a project library:
 *   jianku/jianku.kicad_sym
 *   jianku/jianku.pretty/<footprint>.kicad_mod
 *   jianku/jianku.3dshapes/<footprint>.step      (when the component has a 3D model)
 *   jianku/README.txt                            (how to add it: the two lib-table lines)
 * Unpacked into the project folder, the footprint's model path ${KIPRJMOD}/jianku/jianku.3dshapes/... resolves.
 */
import { strToU8, zipSync } from 'fflate';
import { type EdaItem, footprintOf, LIBRARY, MODEL_DIR, symbolOf } from './devices.ts';
import { type FootprintSpec, footprintText } from './footprints/footprint.ts';
import { type SymbolSpec, symbolLibraryText, symbolName } from './symbols/symbol.ts';

export interface EdaFiles {
  symbol?: { fileName: string; text: string; spec: SymbolSpec };
  footprint?: { fileName: string; text: string; spec: FootprintSpec };
}

/** The symbol and footprint of an item (each absent when we cannot draw it); `withModel` adds the 3D reference. */
export function edaFiles(item: EdaItem, withModel: boolean): EdaFiles {
  const base = footprintOf(item);
  const fp = base && withModel ? { ...base, model: `${MODEL_DIR}/${base.name}.step` } : base;
  const sym = symbolOf(item, fp);
  const out: EdaFiles = {};
  if (fp) out.footprint = { fileName: `${fp.name}.kicad_mod`, text: footprintText(fp), spec: fp };
  if (sym)
    out.symbol = { fileName: `${symbolName(sym.name)}.kicad_sym`, text: symbolLibraryText([sym]), spec: sym };
  return out;
}

const README = (files: EdaFiles, hasModel: boolean) =>
  [
    'Jianku 件库 KiCad library (KiCad 6 or later)',
    '',
    '1. Unpack this zip into your KiCad project folder (the folder of the .kicad_pro file), so that the',
    '   folder "jianku" sits beside the project file.',
    '2. Preferences > Manage Symbol Libraries > Project Specific Libraries: add',
    `   name ${LIBRARY}, path \${KIPRJMOD}/jianku/jianku.kicad_sym`,
    '3. Preferences > Manage Footprint Libraries > Project Specific Libraries: add',
    `   name ${LIBRARY}, path \${KIPRJMOD}/jianku/jianku.pretty`,
    "   (or paste into the project's sym-lib-table / fp-lib-table:",
    `    (lib (name "${LIBRARY}")(type "KiCad")(uri "\${KIPRJMOD}/jianku/jianku.kicad_sym")(options "")(descr "Jianku"))`,
    `    (lib (name "${LIBRARY}")(type "KiCad")(uri "\${KIPRJMOD}/jianku/jianku.pretty")(options "")(descr "Jianku")))`,
    '',
    files.symbol ? `Symbol: ${LIBRARY}:${symbolName(files.symbol.spec.name)}` : 'Symbol: none',
    files.footprint ? `Footprint: ${LIBRARY}:${files.footprint.spec.name}` : 'Footprint: none',
    hasModel && files.footprint
      ? `3D model: jianku.3dshapes/${files.footprint.spec.name}.step (referenced by the footprint through \${KIPRJMOD})`
      : '3D model: none',
    '',
  ].join('\r\n');

/** The zip of an item's library; `model` is the STEP file's bytes when the item has a 3D model. */
export function libraryZip(files: EdaFiles, model?: Uint8Array): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  if (files.symbol) entries[`jianku/${LIBRARY}.kicad_sym`] = strToU8(files.symbol.text);
  if (files.footprint) {
    entries[`jianku/${LIBRARY}.pretty/${files.footprint.fileName}`] = strToU8(files.footprint.text);
    if (model) entries[`jianku/${LIBRARY}.3dshapes/${files.footprint.spec.name}.step`] = model;
  }
  entries['jianku/README.txt'] = strToU8(README(files, model !== undefined));
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

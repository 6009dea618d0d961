/**
 * A KiCad symbol library's symbols read as the enterprise library's items (each checked as a hand-made item
 * in the chosen category): model the symbol's name, name its Value, description its description and keywords,
 * package the footprint's name, datasheet its Datasheet URL, notes its manufacturer fields; its own
 * .kicad_sym kept as the item's symbol file and, when the footprint was given, the .kicad_mod as its footprint.
 */
import { ORG_ITEM_LIMITS } from '@jianku/rules/org-library-schemas';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CategoryRecord } from '../catalog/catalog.repository.ts';
import type { KicadSymbol } from './kicad-library.ts';
import type { ImportFile } from './org-import-jobs.ts';
import type { ReadRow } from './org-import-rows.ts';
import type { OrgLibraryService } from './org-library.service.ts';

const cut = (value: string, max: number) => Array.from(value.trim()).slice(0, max).join('');
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are replaced, as other unsafe ones
const fileSafe = (name: string) => name.replace(/[,，\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 180);
const encoder = new TextEncoder();

function textsOf(symbol: KicadSymbol) {
  const f = symbol.fields;
  const value = (f.Value ?? '').trim();
  const description = f.Description ?? f.ki_description ?? '';
  const keywords = f.ki_keywords ?? '';
  const maker = f.Manufacturer ?? f.MANUFACTURER ?? f.Mfr ?? '';
  const mpn = f.MPN ?? f['Manufacturer Part Number'] ?? f.MFR_PN ?? '';
  const footprint = (f.Footprint ?? '').trim();
  return {
    model: symbol.name,
    name: value !== '' && value !== '~' ? cut(value, ORG_ITEM_LIMITS.name) : symbol.name,
    description: cut(
      [description.trim(), keywords.trim() ? `关键词：${keywords.trim()}` : ''].filter(Boolean).join('；'),
      ORG_ITEM_LIMITS.description,
    ),
    package: cut(footprint.split(':').pop() ?? '', ORG_ITEM_LIMITS.package),
    notes: cut(
      [maker.trim() ? `制造商：${maker.trim()}` : '', mpn.trim() ? `制造商料号：${mpn.trim()}` : '']
        .filter(Boolean)
        .join('\n'),
      ORG_ITEM_LIMITS.notes,
    ),
    footprint,
    datasheet: /^https?:\/\/\S+$/i.test((f.Datasheet ?? '').trim())
      ? (f.Datasheet ?? '').trim().slice(0, 2048)
      : null,
  };
}

/** Each symbol as a row: the item it becomes with its files, or the reason it is refused. */
export function kicadRows(
  library: OrgLibraryService,
  scope: TenantScope & { userId: number },
  category: CategoryRecord,
  symbols: readonly KicadSymbol[],
  footprints: ReadonlyMap<string, string>,
): ReadRow[] {
  return symbols.map((symbol, index) => {
    const t = textsOf(symbol);
    const base = { line: index + 1, model: t.model, name: t.name, internalCode: null, params: [] };
    const footprint = footprints.get(t.footprint.split(':').pop() ?? '');
    try {
      const item = library.handItem(scope, category, {
        model: t.model,
        name: t.name,
        description: t.description,
        package: t.package,
        notes: t.notes,
      });
      const files: ImportFile[] = [
        {
          role: 'symbol',
          key: `symbol:${symbol.name}`,
          name: `${fileSafe(symbol.name)}.kicad_sym`,
          mime: 'text/plain; charset=utf-8',
          bytes: encoder.encode(symbol.fileText()),
        },
      ];
      if (footprint !== undefined) {
        const name = t.footprint.split(':').pop() ?? '';
        files.push({
          role: 'footprint',
          key: `footprint:${name}`,
          name: `${fileSafe(name)}.kicad_mod`,
          mime: 'text/plain; charset=utf-8',
          bytes: encoder.encode(footprint),
        });
      }
      return {
        row: { ...base, ok: true, ...(t.footprint ? { footprint: t.footprint } : {}) },
        item: { ...item, datasheetUrl: t.datasheet },
        files,
      };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { row: { ...base, ok: false, reason: err.message } };
    }
  });
}

/**
 * Import of a catalogue file (CSV or JSON) into one public library: every row is checked by
 * @jianku/catalog's parseCatalogFile (columns, codes unique in the file, parameters and units against the
 * category's definitions), then against the database (the category exists there, is of that library and
 * is a leaf; the brand exists; the code is not taken by a seeded or private item; column lengths).
 * One transaction: a file with any rejected row stores nothing. Rows are upserted by code, so importing
 * a corrected file again updates the rows it imported before.
 * Used by the CLI (src/cli/catalog-import.ts) and directly by the tests.
 */
import { type ImportError, type Kind, parseCatalogFile } from '@jianku/catalog';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { itemToRow } from './catalog-rows.ts';
import {
  createCatalogStoreRepository,
  type ItemRow,
  type StoredCategoryRef,
} from './catalog-store.repository.ts';

export type ImportFormat = 'csv' | 'json';

export interface CatalogImportOptions {
  text: string;
  format: ImportFormat;
  kind: Kind;
}

export type CatalogImportResult =
  | {
      ok: true;
      kind: Kind;
      /** rows in the file */
      rows: number;
      inserted: number;
      updated: number;
      /** rows equal to what was stored already */
      unchanged: number;
    }
  | { ok: false; kind: Kind; rows: number; errors: ImportError[] };

const KIND_NAMES: Record<number, string> = { 1: '零部件', 2: '元器件', 4: '材料' };
const BATCH_SIZE = 1000;

/** Column lengths of the item table that the file parser does not limit. */
const MAX_LENGTHS: Array<[keyof ItemRow, string, number]> = [
  ['series', '系列 series', 128],
  ['standard', '标准 standard', 128],
  ['package', '封装 package', 64],
  ['datasheet_url', '数据手册链接 datasheetUrl', 2048],
];

export async function importCatalogFile(
  db: Kysely<Database>,
  { text, format, kind }: CatalogImportOptions,
): Promise<CatalogImportResult> {
  const parsed = parseCatalogFile(text, format, kind);
  const errors: ImportError[] = [...parsed.errors];
  const total = parsed.rows.length + new Set(parsed.errors.map((e) => e.line).filter((l) => l > 1)).size;

  return db.transaction().execute(async (trx) => {
    const store = createCatalogStoreRepository(trx);
    const [categoryRefs, brandRows, existing] = await Promise.all([
      store.categoriesWithParents(),
      store.brandKinds(),
      store.existingCodes(parsed.rows.map((r) => r.code)),
    ]);
    const parents = new Set(categoryRefs.map((c) => c.parent_id).filter((id) => id !== null));
    const categories = new Map(categoryRefs.map((c) => [c.code, c]));
    const brandsByCode = new Map(brandRows.map((b) => [b.code, b]));

    const rows: ItemRow[] = [];
    parsed.rows.forEach((item, i) => {
      const line = parsed.lines[i] ?? 0;
      const err = (reason: string) => errors.push({ line, reason });
      const before = errors.length;
      const category = categories.get(item.categoryCode);
      if (!category) err(`分类「${item.categoryCode}」在数据库中不存在（目录尚未初始化？）`);
      else if (category.kind !== kind) err(`分类「${item.categoryCode}」不属于${KIND_NAMES[kind]}库`);
      else if (parents.has(category.id)) err(`分类「${item.categoryCode}」不是末级分类`);
      let brandId: number | null = null;
      if (item.brandCode !== null) {
        const brand = brandsByCode.get(item.brandCode);
        if (!brand) err(`厂商「${item.brandCode}」在数据库中不存在`);
        else if (!brand.kinds.includes(kind))
          err(`厂商「${item.brandCode}」不提供${KIND_NAMES[kind]}库的产品`);
        else brandId = brand.id;
      }
      const source = existing.get(item.code);
      if (source === 'seed') err(`编码「${item.code}」已被内置目录中的条目使用`);
      else if (source === 'private') err(`编码「${item.code}」已被私有库中的条目使用`);
      if (errors.length > before || !category) return;
      const ref: StoredCategoryRef = {
        id: category.id,
        code: category.code,
        kind: category.kind,
        params: category.params,
      };
      const row = itemToRow(item, ref, brandId);
      for (const [column, label, max] of MAX_LENGTHS) {
        const value = row[column];
        if (typeof value === 'string' && value.length > max) err(`${label} 过长（最多 ${max} 个字符）`);
      }
      if (errors.length === before) rows.push(row);
    });

    if (errors.length > 0) {
      errors.sort((a, b) => a.line - b.line);
      return { ok: false as const, kind, rows: total, errors };
    }

    let inserted = 0;
    let updated = 0;
    for (let i = 0; i < rows.length; i += BATCH_SIZE) {
      const counts = await store.upsertItems(rows.slice(i, i + BATCH_SIZE), 'import');
      inserted += counts.inserted;
      updated += counts.updated;
    }
    await store.refreshCounts();
    return {
      ok: true as const,
      kind,
      rows: rows.length,
      inserted,
      updated,
      unchanged: rows.length - inserted - updated,
    };
  });
}

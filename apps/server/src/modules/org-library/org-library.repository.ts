/**
 * SQL of the enterprise library (issue 14): an organisation's own items (item.org_id set, migration 0018's
 * columns) and their numeric parameters. Every read names the organisation through db/tenant-scope.ts.
 */
import type { ParamValue } from '@jianku/catalog';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { itemOwnedBy, type TenantScope } from '../../db/tenant-scope.ts';
import { type ItemRecord, selectItems, toItemRecord } from '../catalog/catalog.repository.ts';

export interface NewOrgItem {
  orgId: number;
  code: string;
  kind: number;
  categoryId: number;
  brandId: number | null;
  model: string;
  name: string;
  series: string;
  standard: string | null;
  description: string;
  lifecycle: string | null;
  package: string | null;
  datasheetUrl: string | null;
  params: Record<string, ParamValue>;
  material: unknown;
  sizeSi: number | null;
  internalCode: string | null;
  notes: string | null;
  linkedItemId: number | null;
  createdBy: number;
}

export interface OrgItemRecord extends ItemRecord {
  internalCode: string | null;
  linkedItemId: number | null;
}

// long because it is the closure that holds the repository's methods over shared dependencies; each method is measured on its own and stays short
export function createOrgLibraryRepository(db: Kysely<Database>) {
  const own = (scope: TenantScope) =>
    selectItems(db, scope).select(['i.internal_code', 'i.linked_item_id']).where(itemOwnedBy(scope));
  return {
    /** Insert an item and its numeric parameters in one statement; returns its id. */
    async insertItem(item: NewOrgItem): Promise<number> {
      const { rows } = await sql<{ id: string | number }>`
        with ins as (
          insert into item (code, kind, category_id, brand_id, org_id, model, name, series, standard,
            description, lifecycle, package, datasheet_url, params, material, size_si, source,
            internal_code, notes, linked_item_id, created_by)
          values (${item.code}, ${item.kind}, ${item.categoryId}, ${item.brandId}, ${item.orgId}, ${item.model},
            ${item.name}, ${item.series}, ${item.standard}, ${item.description}, ${item.lifecycle},
            ${item.package}, ${item.datasheetUrl}, ${JSON.stringify(item.params)}::jsonb,
            ${item.material === null ? null : JSON.stringify(item.material)}::jsonb,
            ${item.sizeSi ?? Number.POSITIVE_INFINITY}::double precision, 'org', ${item.internalCode},
            ${item.notes}, ${item.linkedItemId}, ${item.createdBy})
          returning id, params
        ), p as (
          insert into item_param (item_id, key, si, si_max)
          select ins.id, e.key, (e.value->>'si')::double precision, (e.value->>'siMax')::double precision
          from ins cross join lateral jsonb_each(ins.params) as e(key, value)
          where jsonb_typeof(e.value->'si') = 'number'
        )
        select id from ins`.execute(db);
      return Number(rows[0]?.id);
    },

    /**
     * Copy a public item (org_id null) into the organisation's library with its part number and notes, its
     * numeric parameters with it; undefined when there is no such public item.
     */
    async copyPublicItem(link: {
      orgId: number;
      publicId: number;
      code: string;
      internalCode: string | null;
      notes: string | null;
      createdBy: number;
    }): Promise<number | undefined> {
      const { rows } = await sql<{ id: string | number }>`
        with ins as (
          insert into item (code, kind, category_id, brand_id, org_id, model, name, series, standard,
            description, lifecycle, package, datasheet_url, params, material, size_si, source,
            internal_code, notes, linked_item_id, created_by)
          select ${link.code}, kind, category_id, brand_id, ${link.orgId}, model, name, series, standard,
            description, lifecycle, package, datasheet_url, params, material, size_si, 'org',
            ${link.internalCode}, ${link.notes}, id, ${link.createdBy}
          from item where id = ${link.publicId} and org_id is null
          returning id
        ), p as (
          insert into item_param (item_id, key, si, si_max)
          select ins.id, ip.key, ip.si, ip.si_max from ins, item_param ip where ip.item_id = ${link.publicId}
        )
        select id from ins`.execute(db);
      return rows[0] ? Number(rows[0].id) : undefined;
    },

    /** The organisation's item linked from a public item, if any. */
    async linkOf(scope: TenantScope, publicId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('item as i')
        .select('i.id')
        .where(itemOwnedBy(scope))
        .where('i.linked_item_id', '=', publicId)
        .executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    /** Delete one of the organisation's items; false when it is not theirs (or not there). */
    async deleteItem(scope: TenantScope, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('item as i')
        .where(itemOwnedBy(scope))
        .where('i.id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Delete one of the organisation's items and answer what it was (for the audit log); undefined: not theirs. */
    async deleteOwnItem(scope: TenantScope, id: number) {
      const row = await db
        .deleteFrom('item as i')
        .where(itemOwnedBy(scope))
        .where('i.id', '=', id)
        .returning(['i.model', 'i.name', 'i.internal_code', 'i.linked_item_id', 'i.category_id'])
        .executeTakeFirst();
      return row && { id, ...row };
    },

    /** category id → the organisation's items directly in it */
    async categoryCounts(scope: TenantScope): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('item as i')
        .select(['i.category_id', sql<number>`count(*)::int`.as('n')])
        .where(itemOwnedBy(scope))
        .groupBy('i.category_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.category_id), r.n]));
    },

    async listItems(
      scope: TenantScope,
      filter: { kind?: number; categoryIds?: readonly number[] },
      limit: number,
      offset: number,
    ): Promise<{ list: OrgItemRecord[]; total: number }> {
      let query = own(scope);
      let count = db
        .selectFrom('item as i')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(itemOwnedBy(scope));
      if (filter.kind !== undefined) {
        query = query.where('i.kind', '=', filter.kind);
        count = count.where('i.kind', '=', filter.kind);
      }
      if (filter.categoryIds !== undefined) {
        const ids = filter.categoryIds.length > 0 ? [...filter.categoryIds] : [0];
        query = query.where('i.category_id', 'in', ids);
        count = count.where('i.category_id', 'in', ids);
      }
      const [rows, total] = await Promise.all([
        query.orderBy('i.id', 'desc').limit(limit).offset(offset).execute(),
        count.executeTakeFirst(),
      ]);
      return {
        list: rows.map((r) => ({
          ...toItemRecord(r),
          internalCode: r.internal_code,
          linkedItemId: r.linked_item_id === null ? null : Number(r.linked_item_id),
        })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Overwrite one of the organisation's items with an imported row (its code, links and creator kept) and
     * its numeric parameters; answers the columns it had before (for the import's undo), undefined when the
     * item is not there any more.
     */
    async updateItem(id: number, item: NewOrgItem): Promise<Record<string, unknown> | undefined> {
      const { rows } = await sql<{ before: Record<string, unknown> }>`
        with old as (
          select i.id, i.category_id, i.kind, i.brand_id, i.model, i.name, i.description, i.package,
            i.datasheet_url, i.params, i.size_si, i.internal_code, i.notes,
            (select jsonb_object_agg(f.role, f.file_id) from org_item_file f where f.item_id = i.id) as files
          from item i where i.id = ${id} and i.org_id = ${item.orgId} for update
        ), upd as (
          update item i set category_id = ${item.categoryId}, kind = ${item.kind}, brand_id = ${item.brandId},
            model = ${item.model}, name = ${item.name}, description = ${item.description},
            package = ${item.package}, datasheet_url = ${item.datasheetUrl},
            params = ${JSON.stringify(item.params)}::jsonb,
            size_si = ${item.sizeSi ?? Number.POSITIVE_INFINITY}::double precision,
            internal_code = ${item.internalCode}, notes = ${item.notes}, updated_at = now()
          from old where i.id = old.id
          returning i.id
        )
        select to_jsonb(old) as before from old, upd`.execute(db);
      if (!rows[0]) return undefined;
      await sql`delete from item_param where item_id = ${id}`.execute(db);
      await sql`
        insert into item_param (item_id, key, si, si_max)
        select ${id}, e.key, (e.value->>'si')::double precision, (e.value->>'siMax')::double precision
        from jsonb_each(${JSON.stringify(item.params)}::jsonb) as e(key, value)
        where jsonb_typeof(e.value->'si') = 'number'`.execute(db);
      return rows[0].before;
    },

    /**
     * Match imported rows to the organisation's items: by internal part number, and by maker part number
     * (model) among its items without one; each model maps to every such item (more than one is ambiguous).
     */
    async matchItems(
      scope: TenantScope,
      codes: readonly string[],
      models: readonly string[],
    ): Promise<{ byCode: Map<string, number>; byModel: Map<string, number[]> }> {
      const byCode = new Map<string, number>();
      const byModel = new Map<string, number[]>();
      for (let at = 0; at < codes.length; at += 5000) {
        const rows = await db
          .selectFrom('item as i')
          .select(['i.id', 'i.internal_code'])
          .where(itemOwnedBy(scope))
          .where('i.internal_code', 'in', codes.slice(at, at + 5000))
          .execute();
        for (const r of rows) if (r.internal_code !== null) byCode.set(r.internal_code, Number(r.id));
      }
      for (let at = 0; at < models.length; at += 5000) {
        const rows = await db
          .selectFrom('item as i')
          .select(['i.id', 'i.model'])
          .where(itemOwnedBy(scope))
          .where('i.internal_code', 'is', null)
          .where('i.model', 'in', models.slice(at, at + 5000))
          .execute();
        for (const r of rows) byModel.set(r.model, [...(byModel.get(r.model) ?? []), Number(r.id)]);
      }
      return { byCode, byModel };
    },

    /** Attach a file to an item in a role (symbol, footprint), replacing the one it had. */
    async setItemFile(itemId: number, role: string, fileId: string): Promise<void> {
      await db
        .insertInto('org_item_file')
        .values({ item_id: itemId, role, file_id: fileId })
        .onConflict((oc) => oc.columns(['item_id', 'role']).doUpdateSet({ file_id: fileId }))
        .execute();
    },

    /** The files of one of the organisation's items by role. */
    async itemFiles(scope: TenantScope, itemId: number): Promise<Array<{ role: string; fileId: string }>> {
      const rows = await db
        .selectFrom('org_item_file as f')
        .innerJoin('item as i', 'i.id', 'f.item_id')
        .select(['f.role', 'f.file_id'])
        .where(itemOwnedBy(scope))
        .where('f.item_id', '=', itemId)
        .orderBy('f.role')
        .execute();
      return rows.map((r) => ({ role: r.role, fileId: r.file_id }));
    },

    /** The internal part numbers among `codes` the organisation already uses. */
    async takenInternalCodes(scope: TenantScope, codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .selectFrom('item as i')
        .select('i.internal_code')
        .where(itemOwnedBy(scope))
        .where('i.internal_code', 'in', [...codes])
        .execute();
      return new Set(rows.flatMap((r) => (r.internal_code === null ? [] : [r.internal_code])));
    },

    async brandExists(id: number): Promise<boolean> {
      return (
        (await db.selectFrom('brand').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },
  };
}

export type OrgLibraryRepository = ReturnType<typeof createOrgLibraryRepository>;

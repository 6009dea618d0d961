/**
 * SQL of the vendor pages (SPEC-2.18). The public reads name the page by key and take it only when it is
 * published and its organisation enabled, in one query: an unknown key and a hidden page are the same "no row".
 * They select only the published fields (and the organisation's name and logo), never anything else of it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FileRow } from '../files/files.repository.ts';

export interface VendorPageRow {
  orgId: number;
  key: string;
  published: boolean;
  intro: string;
  website: string;
  contact: string;
  brandIds: number[];
  updatedAt: Date;
}

/** A published page with its organisation's name and logo file id ('' for none). */
export interface PublishedPageRow extends VendorPageRow {
  name: string;
  logo: string;
}

export interface BrandRow {
  id: number;
  nameZh: string;
  nameEn: string;
  kinds: number[];
}

export type VendorPageInput = Omit<VendorPageRow, 'updatedAt'> & { updatedBy: number };

export interface VendorRepository {
  findPublished(key: string): Promise<PublishedPageRow | undefined>;
  /** the logo file of a published page of an enabled organisation */
  publishedLogo(key: string): Promise<FileRow | undefined>;
  /** the organisation's page, locked to the end of the transaction when `lock` */
  findByOrg(orgId: number, lock?: boolean): Promise<VendorPageRow | undefined>;
  /** throws the database's unique violation (23505, vendor_page_key_key) for a key another page holds */
  save(page: VendorPageInput): Promise<void>;
  /** the public catalogue's brands of these ids (unknown ids are left out) */
  brands(ids: readonly number[]): Promise<BrandRow[]>;
}

const PAGE_COLUMNS = [
  'p.org_id as orgId',
  'p.key',
  'p.published',
  'p.intro',
  'p.website',
  'p.contact',
  'p.brand_ids as brandIds',
  'p.updated_at as updatedAt',
] as const;

const asPage = <T extends { orgId: number; brandIds: number[] }>(row: T): T => ({
  ...row,
  orgId: Number(row.orgId),
  brandIds: (row.brandIds ?? []).map(Number),
});

export function createVendorRepository(db: Kysely<Database>): VendorRepository {
  const published = () =>
    db
      .selectFrom('vendor_page as p')
      .innerJoin('org as o', 'o.id', 'p.org_id')
      .where('p.published', '=', true)
      .where('o.enabled', '=', true);
  return {
    async findPublished(key) {
      const row = await published()
        .select([...PAGE_COLUMNS, 'o.name', 'o.logo'])
        .where('p.key', '=', key)
        .executeTakeFirst();
      return row && asPage(row);
    },
    async publishedLogo(key) {
      return published()
        .innerJoin('file_object as f', 'f.id', 'o.logo')
        .selectAll('f')
        .where('p.key', '=', key)
        .executeTakeFirst();
    },
    async findByOrg(orgId, lock = false) {
      const query = db.selectFrom('vendor_page as p').select(PAGE_COLUMNS).where('p.org_id', '=', orgId);
      const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
      return row && asPage(row);
    },
    async save(page) {
      const values = {
        key: page.key,
        published: page.published,
        intro: page.intro,
        website: page.website,
        contact: page.contact,
        brand_ids: page.brandIds,
        updated_by: page.updatedBy,
        updated_at: new Date(),
      };
      await db
        .insertInto('vendor_page')
        .values({ org_id: page.orgId, ...values })
        .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
        .execute();
    },
    async brands(ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('brand')
        .select(['id', 'name_zh as nameZh', 'name_en as nameEn', 'kinds'])
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((r) => ({ ...r, id: Number(r.id), kinds: (r.kinds ?? []).map(Number) }));
    },
  };
}

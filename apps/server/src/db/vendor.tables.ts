/** The vendor page table (migration 0022_vendor_pages) as Kysely sees it; listed in db/schema.ts. */
import type { ColumnType } from 'kysely';

type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** One organisation's vendor page: its key (the address), whether it is published, and what it shows. */
export interface VendorPageTable {
  org_id: number;
  key: string;
  published: WithDefault<boolean>;
  intro: WithDefault<string>;
  website: WithDefault<string>;
  contact: WithDefault<string>;
  brand_ids: WithDefault<number[]>;
  updated_by: number | null;
  updated_at: WithDefault<Date>;
}

export interface VendorTables {
  vendor_page: VendorPageTable;
}

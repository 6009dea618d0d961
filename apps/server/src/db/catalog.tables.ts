/**
 * The catalogue tables (migration 0003_catalog) as Kysely sees them; listed in db/schema.ts `Database`.
 * Kept next to the module so that the shared schema file only names them.
 */
import type { ParamDef, ParamValue } from '@jianku/catalog';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** jsonb: read as T, written as its JSON text (or a JSON expression) */
type Json<T> = ColumnType<T, string, string>;

/** Stored material extras (item.material): MaterialExtras of @jianku/catalog. */
export interface StoredMaterial {
  designation: string;
  numericCode?: string;
  equivalents: Record<string, string | undefined>;
  properties: Array<{
    key: string;
    name: string;
    display: string;
    si: number | null;
    siMax?: number;
    unit: string;
    condition: string;
  }>;
  sources: string[];
}

export interface CatalogMetaTable {
  key: string;
  value: Json<Record<string, unknown>>;
  updated_at: WithDefault<Date>;
}

export interface BrandTable {
  id: Generated<number>;
  code: string;
  name_zh: string;
  name_en: string;
  country: WithDefault<string>;
  website: string | null;
  description: WithDefault<string>;
  kinds: WithDefault<number[]>;
  item_count: WithDefault<number>;
  /** category id → public items of the brand in it */
  category_counts: ColumnType<Record<string, number>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

export interface CategoryTable {
  id: Generated<number>;
  code: string;
  kind: number;
  parent_id: number | null;
  name: string;
  name_en: WithDefault<string>;
  sort: WithDefault<number>;
  depth: WithDefault<number>;
  /** ancestor ids, root first, without the category itself */
  path: WithDefault<number[]>;
  params: Json<ParamDef[]>;
  item_count: WithDefault<number>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

export interface ItemTable {
  id: Generated<number>;
  code: string;
  kind: number;
  category_id: number;
  brand_id: number | null;
  org_id: number | null;
  model: string;
  name: string;
  series: WithDefault<string>;
  standard: string | null;
  description: WithDefault<string>;
  lifecycle: string | null;
  package: string | null;
  datasheet_url: string | null;
  params: Json<Record<string, ParamValue>>;
  material: ColumnType<StoredMaterial | null, string | null, string | null>;
  /** main size si; Infinity when none (written through the upsert, which maps null to Infinity) */
  size_si: WithDefault<number>;
  /** 'seed' or 'import' ('org' for an organisation's item) */
  source: WithDefault<string>;
  /** private items (migration 0018): the organisation's part number, notes, the public item linked, who added it */
  internal_code: WithDefault<string | null>;
  notes: WithDefault<string | null>;
  linked_item_id: WithDefault<number | null>;
  created_by: WithDefault<number | null>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

export interface ItemParamTable {
  item_id: number;
  key: string;
  si: number;
  si_max: number | null;
}

export interface CatalogTables {
  catalog_meta: CatalogMetaTable;
  brand: BrandTable;
  category: CategoryTable;
  item: ItemTable;
  item_param: ItemParamTable;
}

/**
 * The audit log (migration 0019_org_audit) and the warehouse tables (0020_warehouse) as Kysely sees them;
 * listed in db/schema.ts.
 */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Json = ColumnType<unknown, string | null, string | null>;

/** One change to an organisation's library, members or stock. */
export interface OrgAuditTable {
  id: Generated<number>;
  org_id: number;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: ColumnType<string, string | undefined, string>;
  summary: ColumnType<string, string | undefined, string>;
  before: Json;
  after: Json;
  created_at: CreatedAt;
}

export interface StockLocationTable {
  id: Generated<number>;
  org_id: number;
  parent_id: number | null;
  name: string;
  created_at: CreatedAt;
}

export interface StockLevelTable {
  item_id: number;
  location_id: number;
  org_id: number;
  qty: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface StockMovementTable {
  id: Generated<number>;
  org_id: number;
  item_id: number;
  location_id: number | null;
  location_path: string;
  /** in, out, transfer_in, transfer_out */
  kind: string;
  delta: number;
  qty_after: number;
  reason: string;
  reference: ColumnType<string, string | undefined, string>;
  actor_id: number | null;
  created_at: CreatedAt;
}

export interface StockMinimumTable {
  item_id: number;
  org_id: number;
  min_qty: number;
}

export interface StockSettingTable {
  org_id: number;
  allow_negative: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface WarehouseTables {
  org_audit: OrgAuditTable;
  stock_location: StockLocationTable;
  stock_level: StockLevelTable;
  stock_movement: StockMovementTable;
  stock_minimum: StockMinimumTable;
  stock_setting: StockSettingTable;
}

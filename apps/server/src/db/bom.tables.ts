/** The saved BOM tables (migration 0017_bom) as Kysely sees them; listed in db/schema.ts `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** jsonb: read as T, written as its JSON text */
type Json<T> = ColumnType<T, string, string>;

export interface BomListTable {
  id: string;
  user_id: number;
  name: string;
  file_name: string;
  line_count: number;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BomLineTable {
  bom_id: string;
  line: number;
  input: Json<unknown>;
  item_id: number | null;
  confidence: string;
  reason: string;
  query: string;
  candidate_ids: Json<number[]>;
  chosen: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BomTables {
  bom_list: BomListTable;
  bom_line: BomLineTable;
}

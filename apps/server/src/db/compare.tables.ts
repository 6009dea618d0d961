/** The compare tray table (migration 0007_compare) as Kysely sees it; listed in db/schema.ts `Database`. */
import type { ColumnType } from 'kysely';

export interface CompareTrayTable {
  user_id: number;
  kind: number | null;
  item_ids: ColumnType<number[], number[] | undefined, number[]>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CompareTables {
  compare_tray: CompareTrayTable;
}

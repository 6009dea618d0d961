/** The enterprise library's import tables (migration 0021_org_import_jobs) as Kysely sees them; in db/schema.ts. */
import type { ColumnType, Generated } from 'kysely';

/** jsonb: read as T, written as its JSON text */
type Json<T> = ColumnType<T, string, string>;

export type OrgImportStatus = 'running' | 'done' | 'failed' | 'cancelled';

export interface OrgImportJobTable {
  id: Generated<number>;
  org_id: number;
  created_by: number | null;
  /** sheet (CSV/.xlsx) or kicad */
  kind: string;
  file_name: string;
  status: OrgImportStatus;
  cancel_requested: Generated<boolean>;
  total: number;
  processed: Generated<number>;
  added: Generated<number>;
  updated: Generated<number>;
  rejected: Generated<number>;
  rejects: Json<Array<{ line: number; model: string; reason: string }>>;
  error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: Date | null;
}

/** One change of a job: an inserted item (before null), an updated one (its columns before), a stored file. */
export interface OrgImportUndoTable {
  id: Generated<number>;
  job_id: number;
  item_id: number | null;
  file_id: string | null;
  before: Json<Record<string, unknown>> | null;
}

export interface OrgItemFileTable {
  item_id: number;
  /** symbol or footprint */
  role: string;
  file_id: string;
}

export interface OrgImportTables {
  org_import_job: OrgImportJobTable;
  org_import_undo: OrgImportUndoTable;
  org_item_file: OrgItemFileTable;
}

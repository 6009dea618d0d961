/** The file tables (migration 0011_files) as Kysely sees them; listed in db/schema.ts `Database`. */
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface FileObjectTable {
  id: string;
  owner_id: number | null;
  org_id: number | null;
  category: string;
  biz_code: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  storage_key: string;
  upload_id: string | null;
  created_at: CreatedAt;
}

export type UploadState = 'open' | 'completed' | 'created';

export interface FileUploadTable {
  id: string;
  owner_id: number;
  org_id: number | null;
  category: string;
  biz_code: string;
  name: string;
  storage_key: string;
  store_upload_id: string;
  state: ColumnType<UploadState, UploadState | undefined, UploadState>;
  size: number | null;
  sha256: string | null;
  mime: string | null;
  file_id: string | null;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface FilesTables {
  file_object: FileObjectTable;
  file_upload: FileUploadTable;
}

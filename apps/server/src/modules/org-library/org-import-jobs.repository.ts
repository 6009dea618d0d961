/**
 * SQL of the enterprise library's background imports (migration 0021): the job rows (one running per
 * organisation: org_import_job_running_key), their progress, and the undo log every batch writes in its own
 * transaction (org_import_undo: an inserted item, an updated item's columns before, a stored file), read back
 * in batches to undo a cancelled or failed job.
 */
import type { OrgImportReject } from '@jianku/rules/org-library-schemas';
import { type Kysely, sql } from 'kysely';
import type { OrgImportStatus } from '../../db/org-import.tables.ts';
import type { Database } from '../../db/schema.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';

export interface JobRow {
  id: number;
  org_id: number;
  kind: string;
  file_name: string;
  status: OrgImportStatus;
  cancel_requested: boolean;
  total: number;
  processed: number;
  added: number;
  updated: number;
  rejected: number;
  rejects: OrgImportReject[];
  error: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export interface NewJob {
  orgId: number;
  createdBy: number;
  kind: 'sheet' | 'kicad';
  fileName: string;
  total: number;
  rejected: number;
  rejects: OrgImportReject[];
}

const asJob = (row: Record<string, unknown>): JobRow =>
  ({ ...row, id: Number(row.id), org_id: Number(row.org_id) }) as JobRow;

// long because it is the closure that holds the repository's statements over one connection; each is short
export function createOrgImportJobsRepository(db: Kysely<Database>) {
  return {
    /** A running job, or undefined when the organisation already has one running. */
    async insertJob(job: NewJob): Promise<JobRow | undefined> {
      const row = await db
        .insertInto('org_import_job')
        .values({
          org_id: job.orgId,
          created_by: job.createdBy,
          kind: job.kind,
          file_name: job.fileName.slice(0, 200),
          status: 'running',
          total: job.total,
          rejected: job.rejected,
          rejects: JSON.stringify(job.rejects),
          error: null,
          finished_at: null,
        })
        .onConflict((oc) => oc.column('org_id').where('status', '=', sql.lit('running')).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? asJob(row) : undefined;
    },

    async runningJob(orgId: number): Promise<JobRow | undefined> {
      const row = await db
        .selectFrom('org_import_job')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return row ? asJob(row) : undefined;
    },

    /** One of the scope's jobs (another organisation's: undefined). */
    async findJob(scope: TenantScope, id: number): Promise<JobRow | undefined> {
      if (scope.orgId === null) return undefined;
      const row = await db
        .selectFrom('org_import_job')
        .selectAll()
        .where('id', '=', id)
        .where('org_id', '=', scope.orgId)
        .executeTakeFirst();
      return row ? asJob(row) : undefined;
    },

    async latestJobs(scope: TenantScope, limit: number): Promise<JobRow[]> {
      if (scope.orgId === null) return [];
      const rows = await db
        .selectFrom('org_import_job')
        .selectAll()
        .where('org_id', '=', scope.orgId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(asJob);
    },

    async cancelRequested(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('org_import_job')
        .select('cancel_requested')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.cancel_requested ?? true;
    },

    /** Ask a running job to stop; false when it is not running. */
    async requestCancel(scope: TenantScope, id: number): Promise<boolean> {
      if (scope.orgId === null) return false;
      const result = await db
        .updateTable('org_import_job')
        .set({ cancel_requested: true, updated_at: new Date() })
        .where('id', '=', id)
        .where('org_id', '=', scope.orgId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async addProgress(id: number, counts: { processed: number; added: number; updated: number }) {
      await sql`
        update org_import_job set processed = processed + ${counts.processed}, added = added + ${counts.added},
          updated = updated + ${counts.updated}, updated_at = now()
        where id = ${id}`.execute(db);
    },

    /** An inserted item (before null), an updated one (its columns before) or a stored file, for the undo. */
    async logChange(jobId: number, change: { itemId?: number; fileId?: string; before?: unknown }) {
      await db
        .insertInto('org_import_undo')
        .values({
          job_id: jobId,
          item_id: change.itemId ?? null,
          file_id: change.fileId ?? null,
          before: change.before === undefined ? null : JSON.stringify(change.before),
        })
        .execute();
    },

    /**
     * Undo up to `limit` of a job's changes, newest first (items removed or restored with their parameters
     * and files; the undo rows with them); answers the file ids whose rows went, for the storage, and whether
     * any change was left.
     */
    async undoBatch(jobId: number, limit: number): Promise<{ storageKeys: string[]; more: boolean }> {
      const batch = await db
        .selectFrom('org_import_undo')
        .select(['id', 'item_id', 'file_id', 'before'])
        .where('job_id', '=', jobId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      if (batch.length === 0) return { storageKeys: [], more: false };
      const ids = batch.map((u) => Number(u.id));
      const inserted = batch
        .filter((u) => u.item_id !== null && u.before === null)
        .map((u) => Number(u.item_id));
      if (inserted.length > 0) await db.deleteFrom('item').where('id', 'in', inserted).execute();
      await sql`
        update item i set category_id = (b->>'category_id')::bigint, kind = (b->>'kind')::int,
          brand_id = (b->>'brand_id')::bigint, model = b->>'model', name = b->>'name',
          description = b->>'description', package = b->>'package', datasheet_url = b->>'datasheet_url',
          params = b->'params', size_si = (b->>'size_si')::double precision,
          internal_code = b->>'internal_code', notes = b->>'notes', updated_at = now()
        from (select item_id, before as b from org_import_undo
              where id in (${sql.join(ids)}) and before is not null) u
        where i.id = u.item_id`.execute(db);
      await sql`
        delete from item_param where item_id in (select item_id from org_import_undo
          where id in (${sql.join(ids)}) and before is not null)`.execute(db);
      await sql`
        insert into item_param (item_id, key, si, si_max)
        select u.item_id, e.key, (e.value->>'si')::double precision, (e.value->>'siMax')::double precision
        from org_import_undo u cross join lateral jsonb_each(u.before->'params') as e(key, value)
        where u.id in (${sql.join(ids)}) and u.before is not null and jsonb_typeof(e.value->'si') = 'number'`.execute(
        db,
      );
      await sql`
        delete from org_item_file where item_id in (select item_id from org_import_undo
          where id in (${sql.join(ids)}) and before is not null)`.execute(db);
      await sql`
        insert into org_item_file (item_id, role, file_id)
        select u.item_id, f.key, f.value
        from org_import_undo u cross join lateral jsonb_each_text(
          case when jsonb_typeof(u.before->'files') = 'object' then u.before->'files' else '{}'::jsonb end
        ) as f(key, value)
        where u.id in (${sql.join(ids)}) and u.before is not null
          and exists (select 1 from file_object o where o.id = f.value)`.execute(db);
      const fileIds = batch.flatMap((u) => (u.file_id === null ? [] : [u.file_id]));
      const gone =
        fileIds.length === 0
          ? []
          : await db.deleteFrom('file_object').where('id', 'in', fileIds).returning('storage_key').execute();
      await db.deleteFrom('org_import_undo').where('id', 'in', ids).execute();
      return { storageKeys: gone.map((f) => f.storage_key), more: batch.length === limit };
    },

    async forgetUndo(jobId: number): Promise<void> {
      await db.deleteFrom('org_import_undo').where('job_id', '=', jobId).execute();
    },

    /** Mark the job ended; answers what the audit line of a finished import says (undefined: no such job). */
    async finish(id: number, status: Exclude<OrgImportStatus, 'running'>, error: string | null) {
      return db
        .updateTable('org_import_job')
        .set({ status, error, finished_at: new Date(), updated_at: new Date() })
        .where('id', '=', id)
        .returning(['org_id', 'created_by', 'kind', 'file_name', 'added', 'updated', 'rejected'])
        .executeTakeFirst();
    },
  };
}

export type OrgImportJobsRepository = ReturnType<typeof createOrgImportJobsRepository>;

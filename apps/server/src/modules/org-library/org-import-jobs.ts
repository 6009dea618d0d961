/**
 * The background writer of the enterprise library's imports (issue 14). A commit becomes a job (one running
 * per organisation) that writes its rows in batches of BATCH, each batch in its own short transaction (PGlite
 * is one session: a 50,000-row transaction would hold every other request for its whole length), as
 * background work (db/priority.ts: requests go first), yielding between batches. The job's row holds its
 * progress, readable by polling.
 *
 * Cancel and failure: every change is logged in the job's undo log in the same transaction as the change, so
 * a cancelled or failed job is undone from it (inserted items deleted, updated items restored with their
 * parameters and files, stored files removed) and nothing half-imported stays. While a job runs its batches
 * are visible to the organisation's members as they commit. A job left running by a stopped server is undone
 * when the organisation next imports; a closing server stops and undoes its running jobs.
 */
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { ErrorCode } from '@jianku/rules';
import { AuditAction } from '@jianku/rules/audit-schemas';
import { type OrgImportJob, OrgImportMessage } from '@jianku/rules/org-library-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditRecorder } from '../../db/audit-trail.ts';
import { runInBackground } from '../../db/priority.ts';
import type { Database } from '../../db/schema.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import { uniqueViolation } from '../orgs/org-access.ts';
import type { SearchService } from '../search/search.service.ts';
import { createOrgImportJobsRepository, type JobRow, type NewJob } from './org-import-jobs.repository.ts';
import { createOrgLibraryRepository, type NewOrgItem } from './org-library.repository.ts';

/** Rows written per transaction. */
const BATCH = 250;
/** Changes undone per transaction. */
const UNDO_BATCH = 1000;
/** A running job not touched for this long, and not run by this process, was left by a stopped server. */
const STALE_MS = 60_000;

export interface ImportFile {
  role: 'symbol' | 'footprint';
  /** files with the same key are stored once per job (a footprint shared by symbols) */
  key: string;
  name: string;
  mime: string;
  bytes: Uint8Array;
}

export interface ImportWrite {
  item: NewOrgItem;
  /** the organisation's item this row updates, or null: a new item */
  targetId: number | null;
  files?: ImportFile[];
}

export const jobView = (row: JobRow): OrgImportJob => ({
  id: row.id,
  kind: row.kind === 'kicad' ? 'kicad' : 'sheet',
  fileName: row.file_name,
  status: row.status,
  cancelRequested: row.cancel_requested,
  total: row.total,
  processed: row.processed,
  added: row.added,
  updated: row.updated,
  rejected: row.rejected,
  rejects: row.rejects,
  error: row.error,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
});

const jobNotFound = () => new AppError(ErrorCode.notFound, OrgImportMessage.jobNotFound, 404);

// long because it is the closure that holds the job runner's steps over shared dependencies; each step is short
export function createOrgImportJobs(deps: {
  db: Kysely<Database>;
  files: FilesService;
  search: SearchService;
  /** the audit log's recorder: a finished import is one audit line, committed with the job's end */
  audit: AuditRecorder;
  log?: FastifyBaseLogger;
}) {
  const jobs = createOrgImportJobsRepository(deps.db);
  /** jobs this process runs: id → its run */
  const running = new Map<number, Promise<void>>();
  /** the server is closing: running jobs stop after their batch and are undone */
  let stopping = false;

  async function undo(jobId: number): Promise<void> {
    for (;;) {
      const { storageKeys, more } = await deps.db
        .transaction()
        .execute((trx) => createOrgImportJobsRepository(trx).undoBatch(jobId, UNDO_BATCH));
      await deps.files.removeStored(storageKeys);
      if (!more) return;
      await yieldToOthers();
    }
  }

  /** Store a batch's new files (outside the transaction: storage is no database); key → file id. */
  async function storeFiles(batch: ImportWrite[], known: Map<string, string>) {
    const fresh = new Map<string, { id: string; key: string }>();
    for (const write of batch) {
      for (const file of write.files ?? []) {
        if (known.has(file.key) || fresh.has(file.key)) continue;
        const record = await deps.files.storeOrgFile({
          ownerId: write.item.createdBy,
          orgId: write.item.orgId,
          name: file.name,
          mime: file.mime,
          bizCode: `org-kicad-${file.role}`,
          bytes: file.bytes,
        });
        fresh.set(file.key, { id: record.id, key: file.key });
      }
    }
    return fresh;
  }

  async function writeBatch(
    jobId: number,
    batch: ImportWrite[],
    fileIds: (key: string) => string | undefined,
    freshFiles: string[],
  ): Promise<void> {
    await deps.db.transaction().execute(async (trx) => {
      const repo = createOrgLibraryRepository(trx);
      const log = createOrgImportJobsRepository(trx);
      for (const id of freshFiles) await log.logChange(jobId, { fileId: id });
      let added = 0;
      let updated = 0;
      for (const write of batch) {
        const before =
          write.targetId === null ? undefined : await repo.updateItem(write.targetId, write.item);
        let itemId = write.targetId;
        if (before === undefined) {
          itemId = await repo.insertItem(write.item);
          await log.logChange(jobId, { itemId });
          added++;
        } else {
          await log.logChange(jobId, { itemId: itemId as number, before });
          updated++;
        }
        for (const file of write.files ?? []) {
          const fileId = fileIds(file.key);
          if (fileId) await repo.setItemFile(itemId as number, file.role, fileId);
        }
      }
      await log.addProgress(jobId, { processed: batch.length, added, updated });
    });
  }

  async function run(job: JobRow, writes: ImportWrite[]): Promise<void> {
    const files = new Map<string, string>();
    try {
      for (let at = 0; at < writes.length; at += BATCH) {
        if (stopping || (await jobs.cancelRequested(job.id))) {
          await undo(job.id);
          if (stopping) await jobs.finish(job.id, 'failed', OrgImportMessage.jobInterrupted);
          else await jobs.finish(job.id, 'cancelled', OrgImportMessage.jobCancelled);
          return;
        }
        const batch = writes.slice(at, at + BATCH);
        const fresh = await storeFiles(batch, files);
        const freshIds = [...fresh.values()].map((f) => f.id);
        const idOf = (key: string) => files.get(key) ?? fresh.get(key)?.id;
        try {
          await writeBatch(job.id, batch, idOf, freshIds);
        } catch (error) {
          await removeFileRows(freshIds);
          throw error;
        }
        for (const [key, f] of fresh) files.set(key, f.id);
        await yieldToOthers();
      }
      await jobs.forgetUndo(job.id);
      await finishDone(job.id);
    } catch (error) {
      deps.log?.error({ err: error, job: job.id }, 'org import job failed');
      const taken = uniqueViolation(error) === 'item_org_internal_code_key';
      // a failed undo leaves the job running: the next import of the organisation undoes it (clearStale)
      await undo(job.id)
        .then(() =>
          jobs.finish(job.id, 'failed', taken ? OrgImportMessage.rejected(1) : OrgImportMessage.jobFailed),
        )
        .catch((err: unknown) => deps.log?.error({ err, job: job.id }, 'org import undo failed'));
    } finally {
      deps.search.forgetOrg(job.org_id);
    }
  }

  /** The job's writes are kept: its end and its audit line (who, what file, the counts) commit together. */
  async function finishDone(jobId: number): Promise<void> {
    await deps.db.transaction().execute(async (trx) => {
      const done = await createOrgImportJobsRepository(trx).finish(jobId, 'done', null);
      if (!done) return;
      const counts = { added: done.added, updated: done.updated, rejected: done.rejected };
      await deps.audit(trx, {
        orgId: done.org_id,
        actorId: done.created_by,
        action: AuditAction.importCommit,
        targetType: 'import',
        targetId: jobId,
        summary: `导入 ${done.file_name}：新增 ${done.added}，更新 ${done.updated}，拒绝 ${done.rejected}`,
        before: null,
        after: { kind: done.kind, fileName: done.file_name, ...counts },
      });
    });
  }

  /** Files stored for a batch whose transaction failed: their rows and objects go. */
  async function removeFileRows(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const gone = await deps.db
      .deleteFrom('file_object')
      .where('id', 'in', ids)
      .returning('storage_key')
      .execute();
    await deps.files.removeStored(gone.map((f) => f.storage_key));
  }

  /** A running job of the organisation left by a stopped server: undone and marked, so a new one may start. */
  async function clearStale(orgId: number): Promise<void> {
    const job = await jobs.runningJob(orgId);
    if (!job || running.has(job.id) || Date.now() - job.updated_at.getTime() < STALE_MS) return;
    await undo(job.id);
    await jobs.finish(job.id, 'failed', OrgImportMessage.jobInterrupted);
  }

  return {
    /** Start writing `writes` in the background; 409-like 400 when the organisation has a job running. */
    async start(job: NewJob, writes: ImportWrite[]): Promise<OrgImportJob> {
      await clearStale(job.orgId);
      const row = await jobs.insertJob(job);
      if (!row) throw new AppError(ErrorCode.invalidParams, OrgImportMessage.jobRunning, 409);
      const work = runInBackground(() => run(row, writes))
        .catch((err: unknown) => deps.log?.error({ err, job: row.id }, 'org import job failed'))
        .finally(() => running.delete(row.id));
      running.set(row.id, work);
      return jobView(row);
    },

    async get(scope: TenantScope, id: number): Promise<OrgImportJob> {
      const row = await jobs.findJob(scope, id);
      if (!row) throw jobNotFound();
      return jobView(row);
    },

    async latest(scope: TenantScope): Promise<OrgImportJob[]> {
      return (await jobs.latestJobs(scope, 20)).map(jobView);
    },

    /** Ask a running job to stop (it undoes what it wrote, then reads cancelled). */
    async cancel(scope: TenantScope, id: number): Promise<OrgImportJob> {
      if (!(await jobs.requestCancel(scope, id))) {
        const row = await jobs.findJob(scope, id);
        if (!row) throw jobNotFound();
        throw new AppError(ErrorCode.invalidParams, OrgImportMessage.jobFinished, 400);
      }
      return jobView((await jobs.findJob(scope, id)) as JobRow);
    },

    /** Server shutdown: running jobs stop after their current batch and undo what they wrote. */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type OrgImportJobs = ReturnType<typeof createOrgImportJobs>;

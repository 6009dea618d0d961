/**
 * SQL of uploaded files (file_object) and large uploads in progress (file_upload), migration 0011.
 */
import { type Kysely, sql } from 'kysely';
import type { FileObjectTable, FileUploadTable, UploadState } from '../../db/files.tables.ts';
import type { Database } from '../../db/schema.ts';

export type FileRow = Omit<FileObjectTable, 'created_at'> & { created_at: Date };
export type UploadRow = Omit<FileUploadTable, 'created_at' | 'state'> & {
  created_at: Date;
  state: UploadState;
};
export type NewFile = Omit<FileRow, 'created_at'>;
export type NewUpload = Omit<UploadRow, 'created_at' | 'state' | 'size' | 'sha256' | 'mime' | 'file_id'>;

export function createFilesRepository(db: Kysely<Database>) {
  return {
    async insertFile(file: NewFile): Promise<FileRow> {
      return (await db
        .insertInto('file_object')
        .values(file)
        .returningAll()
        .executeTakeFirstOrThrow()) as FileRow;
    },

    async findFile(id: string): Promise<FileRow | undefined> {
      return (await db.selectFrom('file_object').selectAll().where('id', '=', id).executeTakeFirst()) as
        | FileRow
        | undefined;
    },

    /** Bytes a user holds: files, plus merged uploads not yet filed. */
    async bytesUsed(ownerId: number): Promise<number> {
      const row = await sql<{ used: string | number | null }>`
        select coalesce((select sum(size) from file_object where owner_id = ${ownerId}), 0)
             + coalesce((select sum(size) from file_upload where owner_id = ${ownerId} and state = 'completed'), 0)
             as used`.execute(db);
      return Number(row.rows[0]?.used ?? 0);
    },

    /**
     * Insert an upload unless the owner already has `maxOpen` unfinished ones: decided under a lock on
     * the owner's row, so parallel inits cannot pass the limit together. Answers false when refused.
     */
    async insertUploadWithin(upload: NewUpload, maxOpen: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', upload.owner_id).forUpdate().execute();
        const open = await trx
          .selectFrom('file_upload')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('owner_id', '=', upload.owner_id)
          .where('state', '=', 'open')
          .executeTakeFirstOrThrow();
        if (Number(open.n) >= maxOpen) return false;
        await trx.insertInto('file_upload').values(upload).execute();
        return true;
      });
    },

    async findUpload(id: string): Promise<UploadRow | undefined> {
      return (await db.selectFrom('file_upload').selectAll().where('id', '=', id).executeTakeFirst()) as
        | UploadRow
        | undefined;
    },

    async findUploadByStoreId(storeUploadId: string): Promise<UploadRow | undefined> {
      return (await db
        .selectFrom('file_upload')
        .selectAll()
        .where('store_upload_id', '=', storeUploadId)
        .executeTakeFirst()) as UploadRow | undefined;
    },

    /** open → completed, once: answers false when another request completed it first. */
    async markCompleted(
      id: string,
      facts: { size: number; sha256: string; mime: string; fileId: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('file_upload')
        .set({
          state: 'completed',
          size: facts.size,
          sha256: facts.sha256,
          mime: facts.mime,
          file_id: facts.fileId,
        })
        .where('id', '=', id)
        .where('state', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** completed → created with its file row, in one transaction; answers the file (the existing one if filed). */
    async fileUpload(id: string, file: NewFile): Promise<FileRow> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('file_upload')
          .set({ state: 'created' })
          .where('id', '=', id)
          .where('state', '=', 'completed')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) {
          return (await trx
            .insertInto('file_object')
            .values(file)
            .returningAll()
            .executeTakeFirstOrThrow()) as FileRow;
        }
        return (await trx
          .selectFrom('file_object')
          .selectAll()
          .where('upload_id', '=', id)
          .executeTakeFirstOrThrow()) as FileRow;
      });
    },

    /** Unfinished uploads (open or merged but never filed) past their expiry. */
    async expiredUploads(now: Date, limit: number): Promise<UploadRow[]> {
      return (await db
        .selectFrom('file_upload')
        .selectAll()
        .where('expires_at', '<', now)
        .where('state', '!=', 'created')
        .orderBy('expires_at')
        .limit(limit)
        .execute()) as UploadRow[];
    },

    async deleteUpload(id: string): Promise<void> {
      await db.deleteFrom('file_upload').where('id', '=', id).where('state', '!=', 'created').execute();
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;

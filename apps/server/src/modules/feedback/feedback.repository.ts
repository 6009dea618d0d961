/**
 * SQL of feedback and brand entry applications (tables feedback and brand_entry, migration 0012), and of
 * who is an operator (the user's account and role permissions).
 *
 *   const id = await repo.insertFeedback({ userId, type: 3, message: '…', imageIds: ['12'] });
 *   const page = await repo.pageFeedback({ status: 'open', offset: 0, limit: 20 });
 */
import type { Kysely, Selectable } from 'kysely';
import type { BrandEntryTable, FeedbackTable } from '../../db/feedback.tables.ts';
import type { Database } from '../../db/schema.ts';

export type FeedbackRow = Selectable<FeedbackTable> & { username?: string; nickname?: string };
export type BrandEntryRow = Selectable<BrandEntryTable> & { username?: string; nickname?: string };

export interface NewFeedback {
  userId: number;
  type: number;
  message: string;
  mobile: string;
  email: string;
  orgName: string;
  imageIds: string[];
}

export interface NewBrandEntry {
  userId: number;
  companyName: string;
  contactName: string;
  mobile: string;
  email: string;
  brands: string;
  description: string;
  documentIds: string[];
}

export interface PageArgs {
  status: string | undefined;
  offset: number;
  limit: number;
}

/** The two tables share the answer columns; the operator's calls name the table. */
export type AnsweredTable = 'feedback' | 'brand_entry';

// long because it is the closure that holds the repository's methods over shared dependencies; each method is measured on its own and stays short
export function createFeedbackRepository(db: Kysely<Database>) {
  const page = async <T extends AnsweredTable>(table: T, args: PageArgs) => {
    let query = db
      .selectFrom(`${table} as t` as 'feedback as t')
      .innerJoin('users as u', 'u.id', 't.user_id');
    if (args.status !== undefined) query = query.where('t.status', '=', args.status);
    const [rows, count] = await Promise.all([
      query
        .selectAll('t')
        .select(['u.username', 'u.nickname'])
        .orderBy('t.id', 'desc')
        .offset(args.offset)
        .limit(args.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows as unknown as (T extends 'feedback' ? FeedbackRow : BrandEntryRow)[],
      total: Number(count.n),
    };
  };

  return {
    async insertFeedback(row: NewFeedback): Promise<FeedbackRow> {
      return db
        .insertInto('feedback')
        .values({
          user_id: row.userId,
          type: row.type,
          message: row.message,
          mobile: row.mobile,
          email: row.email,
          org_name: row.orgName,
          image_ids: row.imageIds,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async feedbackOf(userId: number): Promise<FeedbackRow[]> {
      return db
        .selectFrom('feedback')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },

    async pageFeedback(args: PageArgs) {
      return page('feedback', args);
    },

    async insertBrandEntry(row: NewBrandEntry): Promise<BrandEntryRow> {
      return db
        .insertInto('brand_entry')
        .values({
          user_id: row.userId,
          company_name: row.companyName,
          contact_name: row.contactName,
          mobile: row.mobile,
          email: row.email,
          brands: row.brands,
          description: row.description,
          document_ids: row.documentIds,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async brandEntriesOf(userId: number): Promise<BrandEntryRow[]> {
      return db
        .selectFrom('brand_entry')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },

    async pageBrandEntries(args: PageArgs) {
      return page('brand_entry', args);
    },

    /** The state of one row, or undefined. */
    async statusOf(table: AnsweredTable, id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom(table as 'feedback')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.status;
    },

    /** Answers a row that is not closed (a repeated answer replaces the earlier one); false if none was. */
    async answer(table: AnsweredTable, id: number, answer: string, by: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable(table as 'feedback')
        .set({ answer, answered_by: by, answered_at: at, status: 'answered' })
        .where('id', '=', id)
        .where('status', '<>', 'closed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Closes a row that is not closed yet; false if none was. */
    async close(table: AnsweredTable, id: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable(table as 'feedback')
        .set({ status: 'closed', closed_at: at })
        .where('id', '=', id)
        .where('status', '<>', 'closed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Uploaded files by id (file_object of the files module, migration 0011): owner, name, size, content type. */
    async findFiles(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('file_object')
        .select(['id', 'owner_id', 'name', 'size', 'mime'])
        .where('id', 'in', [...ids])
        .execute();
    },

    /** The user's phone, e-mail and the permissions of their enabled roles (who is an operator). */
    async accessOf(
      userId: number,
    ): Promise<{ mobile: string | null; email: string | null; permissions: string[] }> {
      const [user, rows] = await Promise.all([
        db.selectFrom('users').select(['mobile', 'email']).where('id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('user_role as ur')
          .innerJoin('role as r', 'r.id', 'ur.role_id')
          .innerJoin('role_permission as rp', 'rp.role_id', 'r.id')
          .select('rp.permission')
          .where('ur.user_id', '=', userId)
          .where('r.enabled', '=', true)
          .execute(),
      ]);
      return {
        mobile: user?.mobile ?? null,
        email: user?.email ?? null,
        permissions: rows.map((row) => row.permission),
      };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

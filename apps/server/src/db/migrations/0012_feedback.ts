/**
 * Feedback (咨询反馈, spec §3 Feedback submission, §7 POST /operation/behavior/message/to/platform/create) and
 * brand entry applications (品牌入驻), both answered and closed by operators (issue 13).
 *
 * - feedback: what a signed-in user sent (type 1..4, the texts as typed, stored as text and never
 *   rendered as HTML), the uploaded image ids (at most 3), and the operator's answer and state:
 *   open (待处理) → answered (已答复) → closed (已关闭); open may be closed without an answer.
 * - brand_entry: a manufacturer's application (company, contact, phone/e-mail, brands, description, the
 *   uploaded document ids, at most 5), with the same answer and state.
 * - the role `operator` (运营人员) holding the permission operation:feedback:manage. Users get it by
 *   user_role, or by being listed in OPERATOR_ACCOUNTS (README: Feedback and brand entry).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'smallint', (col) => col.notNull())
    .addColumn('message', 'varchar(500)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('org_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('image_ids', sql`varchar(64)[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('answer', 'varchar(1000)')
    .addColumn('answered_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('feedback_type', sql`type between 1 and 4`)
    .addCheckConstraint('feedback_status', sql`status in ('open', 'answered', 'closed')`)
    .addCheckConstraint('feedback_images', sql`cardinality(image_ids) <= 3`)
    .execute();
  await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('feedback_status_idx').on('feedback').columns(['status', 'id']).execute();

  await db.schema
    .createTable('brand_entry')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('contact_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('brands', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .addColumn('document_ids', sql`varchar(64)[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('answer', 'varchar(1000)')
    .addColumn('answered_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('brand_entry_status', sql`status in ('open', 'answered', 'closed')`)
    .addCheckConstraint('brand_entry_documents', sql`cardinality(document_ids) <= 5`)
    .execute();
  await db.schema.createIndex('brand_entry_user_idx').on('brand_entry').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('brand_entry_status_idx').on('brand_entry').columns(['status', 'id']).execute();

  const role = await db
    .insertInto('role')
    .values({ code: 'operator', name: '运营人员' })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (role) {
    await db
      .insertInto('role_permission')
      .values({ role_id: role.id, permission: 'operation:feedback:manage' })
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role').where('code', '=', 'operator').execute();
  await db.schema.dropTable('brand_entry').execute();
  await db.schema.dropTable('feedback').execute();
}

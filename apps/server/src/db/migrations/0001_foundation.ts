/**
 * Foundation: the dictionary (dict_data, seeded with system_config) and the client log table (front_log).
 * Migrations take Kysely<any>: they describe the database as it was at their time, not today's types.
 */
import { type Kysely, sql } from 'kysely';

/** Minutes. spec §3/§7: token_expire_time sets the token expiry, from_expire_time the from cookie lifetime. */
export const SYSTEM_CONFIG_SEED = [
  { label: 'token_expire_time', value: '120', sort: 1, remark: '访问令牌有效期（分钟）' },
  { label: 'from_expire_time', value: '1440', sort: 2, remark: '来源渠道 from cookie 有效期（分钟）' },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dict_data')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('dict_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('label', 'varchar(100)', (col) => col.notNull())
    .addColumn('value', 'varchar(500)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('remark', 'varchar(500)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('dict_data_type_label_key', ['dict_type', 'label'])
    .execute();

  await db
    .insertInto('dict_data')
    .values(SYSTEM_CONFIG_SEED.map((entry) => ({ dict_type: 'system_config', ...entry })))
    .execute();

  await db.schema
    .createTable('front_log')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('message', 'text')
    .addColumn('stack', 'text')
    .addColumn('code', 'varchar(64)')
    .addColumn('url', 'varchar(2048)')
    .addColumn('position', 'varchar(512)')
    .addColumn('name', 'varchar(256)')
    .addColumn('level', 'integer')
    .addColumn('type', 'varchar(64)')
    .addColumn('hash', 'varchar(128)')
    .addColumn('client_time', 'varchar(64)')
    .addColumn('extra', 'jsonb')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('front_log_created_at_idx').on('front_log').column('created_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('front_log').execute();
  await db.schema.dropTable('dict_data').execute();
}

/**
 * The slider's proof-of-work (issue 18): each slider challenge carries an ALTCHA challenge whose work
 * grows with the recent asks and failures of the asking IP and with the recent sends to a target. The
 * counts are read from slider_challenge itself (so every process sees them), which gains the IP that
 * asked, the work level it was given, the signed ALTCHA challenge, and the hash of the phone or e-mail
 * its token was spent on. slider_pow_key holds the HMAC key when SLIDER_POW_SECRET is not set: made
 * once, shared by every process of the deployment.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('slider_challenge')
    .addColumn('ip', 'varchar(64)')
    .addColumn('pow_level', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pow_challenge', 'text')
    .addColumn('target_hash', 'char(64)')
    .execute();
  await db.schema
    .createIndex('slider_challenge_ip_idx')
    .on('slider_challenge')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('slider_challenge_target_idx')
    .on('slider_challenge')
    .columns(['target_hash', 'token_used_at'])
    .execute();
  await db.schema
    .createTable('slider_pow_key')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('secret', 'varchar(128)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('slider_pow_key').execute();
  await db.schema.dropIndex('slider_challenge_target_idx').execute();
  await db.schema.dropIndex('slider_challenge_ip_idx').execute();
  await db.schema
    .alterTable('slider_challenge')
    .dropColumn('target_hash')
    .dropColumn('pow_challenge')
    .dropColumn('pow_level')
    .dropColumn('ip')
    .execute();
}

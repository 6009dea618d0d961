/**
 * Search (issue 4): a change log of the item table that the in-process search index follows.
 * Statement-level triggers with transition tables write one row per changed item (op I, U or D), so a
 * bulk insert of the seed costs one extra insert … select per statement. The search service polls rows
 * with id greater than the last it applied (about every 250 ms) and prunes old ones.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_change')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('item_id', 'bigint', (col) => col.notNull())
    .addColumn('op', 'char(1)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function search_change_insert() returns trigger language plpgsql as $$
    begin
      insert into search_change (item_id, op) select id, 'I' from new_rows;
      return null;
    end $$`.execute(db);
  await sql`
    create function search_change_update() returns trigger language plpgsql as $$
    begin
      insert into search_change (item_id, op) select id, 'U' from new_rows;
      return null;
    end $$`.execute(db);
  await sql`
    create function search_change_delete() returns trigger language plpgsql as $$
    begin
      insert into search_change (item_id, op) select id, 'D' from old_rows;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_search_insert after insert on item referencing new table as new_rows
    for each statement execute function search_change_insert()`.execute(db);
  await sql`create trigger item_search_update after update on item referencing new table as new_rows
    for each statement execute function search_change_update()`.execute(db);
  await sql`create trigger item_search_delete after delete on item referencing old table as old_rows
    for each statement execute function search_change_delete()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists item_search_insert on item`.execute(db);
  await sql`drop trigger if exists item_search_update on item`.execute(db);
  await sql`drop trigger if exists item_search_delete on item`.execute(db);
  await sql`drop function if exists search_change_insert()`.execute(db);
  await sql`drop function if exists search_change_update()`.execute(db);
  await sql`drop function if exists search_change_delete()`.execute(db);
  await db.schema.dropTable('search_change').execute();
}

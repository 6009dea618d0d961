/**
 * Alternates (modules/alternates): the candidates of an item are the public items of its category with the
 * same main size value (size_si: resistance, capacitance, inductance, bearing bore d ...) and, for components,
 * the same package; this index finds them without reading the category. A second index answers a part number
 * typed in any case (upper(model)).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index item_alternates_idx on item (category_id, size_si, package) where org_id is null`.execute(
    db,
  );
  await sql`create index item_model_upper_idx on item (upper(model)) where org_id is null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists item_model_upper_idx`.execute(db);
  await sql`drop index if exists item_alternates_idx`.execute(db);
}

/**
 * The catalogue: brands, the category tree of each library, items and their numeric parameters, and
 * catalog_meta (which catalogue version and size the seed last wrote). The rows themselves are seeded at
 * start from @jianku/catalog (modules/catalog/catalog-seed.service.ts), not here.
 *
 * - item.org_id null is the public library; a later issue adds private libraries (org_id set). Every
 *   query of public data filters `org_id is null`.
 * - item.source: 'seed' (written by the seed, which may update or delete it) or 'import' (written by the
 *   import command; the seed never touches it).
 * - item.params: key → { display, si, unit, siMax? } (si in SI units); item_param repeats the numeric ones
 *   (si not null) as rows for range filters.
 * - category.item_count / brand.item_count, brand.category_counts: public items directly in the
 *   category / of the brand (per category), refreshed by the seed and the import after their writes.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalog_meta')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('brand')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name_zh', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('country', 'varchar(8)', (col) => col.notNull().defaultTo(''))
    .addColumn('website', 'varchar(512)')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('kinds', sql`smallint[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('item_count', 'integer', (col) => col.notNull().defaultTo(0))
    // category id → public items of the brand in it (the brand page's category list)
    .addColumn('category_counts', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('category')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('kind', 'smallint', (col) => col.notNull())
    .addColumn('parent_id', 'bigint', (col) => col.references('category.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    // 0 for a root
    .addColumn('depth', 'smallint', (col) => col.notNull().defaultTo(0))
    // ids of the ancestors, root first, without the category itself
    .addColumn('path', sql`bigint[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    // ParamDef[] (empty on inner nodes)
    .addColumn('params', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('item_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('category_kind_idx').on('category').columns(['kind', 'sort']).execute();
  await db.schema.createIndex('category_parent_idx').on('category').column('parent_id').execute();

  await db.schema
    .createTable('item')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('kind', 'smallint', (col) => col.notNull())
    .addColumn('category_id', 'bigint', (col) => col.notNull().references('category.id'))
    .addColumn('brand_id', 'bigint', (col) => col.references('brand.id'))
    // null: the public library; set: that organisation's private library (a later issue)
    .addColumn('org_id', 'bigint')
    .addColumn('model', 'varchar(128)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('series', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    .addColumn('standard', 'varchar(128)')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('lifecycle', 'varchar(16)')
    .addColumn('package', 'varchar(64)')
    .addColumn('datasheet_url', 'varchar(2048)')
    .addColumn('params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('material', 'jsonb')
    // si of the category's main size parameter (its first numeric parameter), 'Infinity' when the item
    // has none: the order of siblings (never null, so that (size_si, model, id) compares as a row)
    .addColumn('size_si', 'double precision', (col) => col.notNull().defaultTo(sql`'Infinity'`))
    .addColumn('source', 'varchar(8)', (col) => col.notNull().defaultTo('import'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('item_kind_category_idx')
    .on('item')
    .columns(['kind', 'category_id', 'id'])
    .execute();
  await db.schema.createIndex('item_brand_idx').on('item').columns(['brand_id', 'category_id']).execute();
  // siblings: same category and series, in (size_si, model, id) order; byte order for model, so that
  // both engines (and every database locale) give the same order
  await sql`create index item_series_idx on item (category_id, series, size_si, (model collate "C"), id)`.execute(
    db,
  );
  await db.schema
    .createIndex('item_org_idx')
    .on('item')
    .column('org_id')
    .where(sql.ref('org_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('item_param')
    .addColumn('item_id', 'bigint', (col) => col.notNull().references('item.id').onDelete('cascade'))
    .addColumn('key', 'varchar(64)', (col) => col.notNull())
    .addColumn('si', 'double precision', (col) => col.notNull())
    .addColumn('si_max', 'double precision')
    .execute();
  await db.schema.createIndex('item_param_key_si_idx').on('item_param').columns(['key', 'si']).execute();
  await db.schema.createIndex('item_param_item_idx').on('item_param').column('item_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['item_param', 'item', 'category', 'brand', 'catalog_meta']) {
    await db.schema.dropTable(table).execute();
  }
}

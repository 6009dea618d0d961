import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { itemVisibleTo, scopeOf } from '../../db/tenant-scope.ts';

export interface PersonalItemRow {
  id: number;
  code: string;
  kind: number;
  model: string;
  name: string;
  brand: string;
  category: string;
  at: Date;
}

type List = 'item_favourite' | 'item_view';

/** Favourites and recent views. An item is visible when public (org_id null) or of the reader's organisation. */
export interface PersonalRepository {
  itemVisible(itemId: number, orgId: number): Promise<boolean>;
  isFavourite(userId: number, itemId: number): Promise<boolean>;
  /** false when it was one already */
  addFavourite(userId: number, itemId: number): Promise<boolean>;
  removeFavourite(userId: number, itemId: number): Promise<void>;
  count(list: List, userId: number, orgId: number): Promise<number>;
  /** newest first */
  list(list: List, userId: number, orgId: number, limit: number, offset: number): Promise<PersonalItemRow[]>;
  /** upserts the view and keeps the newest `keep` of the user */
  recordView(userId: number, itemId: number, at: Date, keep: number): Promise<void>;
}

export function createPersonalRepository(db: Kysely<Database>): PersonalRepository {
  // the one visibility predicate (db/tenant-scope.ts); orgId is the request's tenant (0: none)
  const visible = (orgId: number) => itemVisibleTo(scopeOf(orgId));
  /** a user's list rows of items they may see: `from <list> l join item i` and its `where` */
  const from = (list: List) => sql`from ${sql.table(list)} l join item i on i.id = l.item_id`;
  const where = (userId: number, orgId: number) => sql`where l.user_id = ${userId} and ${visible(orgId)}`;
  const at = (list: List) => sql.ref(list === 'item_favourite' ? 'l.created_at' : 'l.viewed_at');
  return {
    async itemVisible(itemId, orgId) {
      const row = await db
        .selectFrom('item as i')
        .select('i.id')
        .where('i.id', '=', itemId)
        .where(visible(orgId))
        .executeTakeFirst();
      return row !== undefined;
    },
    async isFavourite(userId, itemId) {
      const row = await db
        .selectFrom('item_favourite')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async addFavourite(userId, itemId) {
      const result = await db
        .insertInto('item_favourite')
        .values({ user_id: userId, item_id: itemId })
        .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async removeFavourite(userId, itemId) {
      await db
        .deleteFrom('item_favourite')
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .execute();
    },
    async count(list, userId, orgId) {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n ${from(list)} ${where(userId, orgId)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async list(list, userId, orgId, limit, offset) {
      const { rows } = await sql<PersonalItemRow>`
        select i.id, i.code, i.kind, i.model, i.name, coalesce(b.name_zh, '') as brand,
               coalesce(c.name, '') as category, ${at(list)} as at
        ${from(list)}
        left join category c on c.id = i.category_id
        left join brand b on b.id = i.brand_id
        ${where(userId, orgId)}
        order by ${at(list)} desc, i.id desc
        limit ${limit} offset ${offset}`.execute(db);
      return rows.map((row) => ({ ...row, id: Number(row.id), kind: Number(row.kind) }));
    },
    async recordView(userId, itemId, at, keep) {
      await db
        .insertInto('item_view')
        .values({ user_id: userId, item_id: itemId, viewed_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ viewed_at: at }))
        .execute();
      await sql`
        delete from item_view
        where user_id = ${userId}
          and item_id not in (
            select item_id from item_view where user_id = ${userId} order by viewed_at desc, item_id desc limit ${keep}
          )`.execute(db);
    },
  };
}

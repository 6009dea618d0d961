/**
 * The personal item lists' API shapes (/to/api/personal/...): favourites and recently viewed items, declared once
 * as TypeBox schemas (the server validates and documents with them; the web imports the static types).
 */
import { type Static, Type } from 'typebox';

/** Most favourites a user keeps. */
export const FAVOURITES_MAX = 1000;
/** Recently viewed items kept per user. */
export const RECENT_VIEWS_KEPT = 50;

export const PersonalMessage = {
  itemNotFound: '条目不存在',
  favouritesFull: `收藏最多${FAVOURITES_MAX}个，请先取消一些收藏`,
} as const;

export const ItemIdBodySchema = Type.Object(
  { itemId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description: '条目 ID' }) },
  { additionalProperties: false },
);
export type ItemIdBody = Static<typeof ItemIdBodySchema>;

export const PersonalListQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);

export const PersonalItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: Type.Integer({ description: '1 零部件，2 元器件，4 材料' }),
  model: Type.String(),
  name: Type.String(),
  brand: Type.String({ description: '厂商中文名；无厂商为空串' }),
  category: Type.String(),
  at: Type.String({ description: '收藏或最近浏览的时间，ISO 8601' }),
});
export type PersonalItem = Static<typeof PersonalItemSchema>;

export const PersonalItemPageSchema = Type.Object({
  list: Type.Array(PersonalItemSchema),
  total: Type.Integer(),
});
export type PersonalItemPage = Static<typeof PersonalItemPageSchema>;

export const FavouriteStateSchema = Type.Object({ favourite: Type.Boolean() });
export type FavouriteState = Static<typeof FavouriteStateSchema>;

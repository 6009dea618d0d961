/**
 * The personal centre's item lists (issue 14): favourites (a star on the item pages, at most 1000) and the
 * recently viewed items (the newest 50 kept). Only items the user may see count: public ones and, later, those of
 * the user's organisation (item.org_id); an item of another organisation is answered as not found.
 */
import { ErrorCode } from '@jianku/rules';
import {
  FAVOURITES_MAX,
  type FavouriteState,
  type PersonalItemPage,
  PersonalMessage,
  RECENT_VIEWS_KEPT,
} from '@jianku/rules/personal-schemas';
import { AppError } from '../../lib/app-error.ts';
import type { PersonalItemRow, PersonalRepository } from './personal.repository.ts';

export interface PersonalUser {
  id: number;
  orgId: number;
}

const toPage = (rows: PersonalItemRow[], total: number): PersonalItemPage => ({
  list: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  total,
});

export function createPersonalService(deps: { repository: PersonalRepository; now: () => Date }) {
  const { repository, now } = deps;
  async function visibleItem(user: PersonalUser, itemId: number): Promise<void> {
    if (!(await repository.itemVisible(itemId, user.orgId))) {
      throw new AppError(ErrorCode.notFound, PersonalMessage.itemNotFound, 404);
    }
  }
  return {
    async favouriteState(user: PersonalUser, itemId: number): Promise<FavouriteState> {
      return { favourite: await repository.isFavourite(user.id, itemId) };
    },
    async addFavourite(user: PersonalUser, itemId: number): Promise<FavouriteState> {
      await visibleItem(user, itemId);
      if (await repository.isFavourite(user.id, itemId)) return { favourite: true };
      if ((await repository.count('item_favourite', user.id, user.orgId)) >= FAVOURITES_MAX) {
        throw new AppError(ErrorCode.invalidParams, PersonalMessage.favouritesFull);
      }
      await repository.addFavourite(user.id, itemId);
      return { favourite: true };
    },
    async removeFavourite(user: PersonalUser, itemId: number): Promise<FavouriteState> {
      await repository.removeFavourite(user.id, itemId);
      return { favourite: false };
    },
    async favourites(user: PersonalUser, page: number, pageSize: number): Promise<PersonalItemPage> {
      const [rows, total] = await Promise.all([
        repository.list('item_favourite', user.id, user.orgId, pageSize, (page - 1) * pageSize),
        repository.count('item_favourite', user.id, user.orgId),
      ]);
      return toPage(rows, total);
    },
    async recordView(user: PersonalUser, itemId: number): Promise<void> {
      await visibleItem(user, itemId);
      await repository.recordView(user.id, itemId, now(), RECENT_VIEWS_KEPT);
    },
    async recent(user: PersonalUser): Promise<PersonalItemPage> {
      const rows = await repository.list('item_view', user.id, user.orgId, RECENT_VIEWS_KEPT, 0);
      return toPage(rows, rows.length);
    },
  };
}
export type PersonalService = ReturnType<typeof createPersonalService>;

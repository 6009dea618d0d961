/** The personal item lists' calls (our server's personal module; paths under /to/api). */
import type { FavouriteState, PersonalItem, PersonalItemPage } from '@jianku/rules/personal-schemas';
import { get, post } from '../../../lib/http.ts';

export type { PersonalItem, PersonalItemPage };

export const PersonalPath = {
  favourites: '/personal/favourite/list',
  state: '/personal/favourite/state',
  add: '/personal/favourite/add',
  remove: '/personal/favourite/remove',
  view: '/personal/recent/add',
  recent: '/personal/recent/list',
} as const;

export const PERSONAL_QUERY_KEY = ['personal'] as const;

export const favouriteState = (itemId: number) => get<FavouriteState>(PersonalPath.state, { itemId });
export const addFavourite = (itemId: number) => post<FavouriteState>(PersonalPath.add, { itemId });
export const removeFavourite = (itemId: number) => post<FavouriteState>(PersonalPath.remove, { itemId });
export const listFavourites = (page: number, pageSize: number) =>
  get<PersonalItemPage>(PersonalPath.favourites, { page, pageSize });
export const listRecent = () => get<PersonalItemPage>(PersonalPath.recent);
/** A view of an item page; a failure is nobody's concern (the list is a convenience). */
export const recordView = (itemId: number) =>
  post<boolean>(PersonalPath.view, { itemId }, { skipErrorHandler: true }).catch(() => false);

/**
 * The item page's first answers (the item and its series), asked for by the entry before the first render
 * (app/first-page.ts, issue 17): kept under the keys of useItem and useSiblings, so the page draws them at once.
 * Asked quietly: a failure keeps nothing and the page's own request shows it (the 404 page, a toast).
 */
import type { QueryClient } from '@tanstack/react-query';
import { keepAnswer } from '../../../lib/query-client.ts';
import { fetchItem, fetchSiblings } from './catalog.api.ts';
import { catalogKeys } from './catalog.queries.ts';

const QUIET = { skipErrorHandler: true } as const;

export async function prefetchItemPage(client: QueryClient, id: number): Promise<void> {
  await Promise.all([
    keepAnswer(client, catalogKeys.item(id), () => fetchItem(id, QUIET)),
    keepAnswer(client, catalogKeys.siblings(id), () => fetchSiblings(id, undefined, QUIET)),
  ]);
}

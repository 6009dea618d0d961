/**
 * Search (issue 4; contract in CONTRACT.md): keyword search with units, part numbers and Chinese words,
 * filters, facets and suggestions over the three libraries, answered from in-process indexes (engine/),
 * one per kind. Two parts: the index keeper (search-index-keeper.ts) builds them and follows the change
 * log; the query translator (search-translator.ts) turns a request into an index query and its answer.
 */
import { ErrorCode, OrgMessage } from '@jianku/rules';
import type { LibraryScope } from '@jianku/rules/search-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { PUBLIC_SCOPE, type TenantScope } from '../../db/tenant-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { IndexOptions } from './engine/index.ts';
import type { SearchRepository } from './search.repository.ts';
import type { SearchConsumersRepository } from './search-consumers.repository.ts';
import { createSearchIndexes } from './search-index-keeper.ts';
import type { SnapshotOptions } from './search-index-snapshot.ts';
import { createOrgIndexes } from './search-org-indexes.ts';
import { createSearchTranslator, type SearchQuery } from './search-translator.ts';

export type { SearchIndexState } from './search-index-keeper.ts';
export { type SearchQuery, searchQueryOf } from './search-translator.ts';

export interface SearchServiceDeps {
  repository: SearchRepository;
  /** this process's position in the change log, for pruning that spares other processes */
  consumers: SearchConsumersRepository;
  log?: FastifyBaseLogger;
  /** the engine's tuning (tests set small values to reach the paths large catalogues take) */
  indexOptions?: IndexOptions;
  /** snapshots of the indexes on disk (SEARCH_SNAPSHOT_DIR); none when absent */
  snapshot?: SnapshotOptions;
}

export function createSearchService({
  repository,
  consumers,
  log,
  indexOptions,
  snapshot,
}: SearchServiceDeps) {
  const indexes = createSearchIndexes({
    repository,
    consumers,
    ...(log ? { log } : {}),
    ...(indexOptions ? { indexOptions } : {}),
    ...(snapshot ? { snapshot } : {}),
  });
  const translator = createSearchTranslator({ indexes });
  const orgIndexes = createOrgIndexes(repository, indexOptions);
  /** the library a request reads: the caller's organisation's (its own index) or the public one */
  const sourceOf = async (library: LibraryScope | undefined, tenant: TenantScope) => {
    if (library !== 'org') return undefined;
    if (tenant.orgId === null) throw new AppError(ErrorCode.forbidden, OrgMessage.noOrg);
    return orgIndexes.sourceFor(tenant);
  };

  return {
    /** Build the indexes and start following the change log (idempotent). */
    start: indexes.start,
    /** not-started, building (no index yet: searches wait), ready, or failed (retried on the next change) */
    indexState: indexes.indexState,
    /** Stop the poller and wait for a running step (before the database closes). */
    stop: indexes.stop,
    /** Apply every pending change now (tests; after a bulk write). */
    sync: indexes.sync,
    /** Rebuild from the database now. */
    rebuild: indexes.rebuild,
    /** Write a snapshot of the indexes now (tests, the bench); false when off or nothing to anchor it to. */
    saveSnapshot: indexes.saveSnapshot,
    /** Prune the applied change log now (sparing what any live process still needs). */
    pruneChangeLog: indexes.pruneChangeLog,
    stats: indexes.stats,
    /**
     * One page of results with facets (search-translator.ts): of the public library, or with scope 'org' of
     * the tenant's organisation (search-org-indexes.ts; no organisation: 403 您还没有加入企业).
     */
    async search(query: SearchQuery, tenant: TenantScope = PUBLIC_SCOPE) {
      return translator.search(query, await sourceOf(query.scope, tenant));
    },
    /** Suggestions for the search box: part numbers and names starting with the keyword (same scopes). */
    async suggest(
      keyword: string,
      size: number,
      kinds: readonly number[],
      library?: LibraryScope,
      tenant: TenantScope = PUBLIC_SCOPE,
    ) {
      return translator.suggest(keyword, size, kinds, await sourceOf(library, tenant));
    },
    /** Drop an organisation's cached indexes now (after its writes; the next query rebuilds them). */
    forgetOrg: (orgId: number) => orgIndexes.forget(orgId),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

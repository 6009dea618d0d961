import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type Paging, readPaging, writePaging } from '../model/catalog.model.ts';

/**
 * Paging kept in the address (page, pageSize), so that a reload or a shared link shows the same page.
 * `setPaging` pushes a history entry; `setQuery` changes other parameters and goes back to page 1.
 */
export function useUrlPaging(defaultPageSize = DEFAULT_PAGE_SIZE) {
  const [search, setSearch] = useSearchParams();
  const paging = useMemo(() => readPaging(search, defaultPageSize), [search, defaultPageSize]);

  const setPaging = useCallback(
    (next: Paging) => setSearch((current) => writePaging(current, next, defaultPageSize)),
    [setSearch, defaultPageSize],
  );

  const setQuery = useCallback(
    (values: Record<string, string | null>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return writePaging(
          next,
          { page: 1, pageSize: readPaging(current, defaultPageSize).pageSize },
          defaultPageSize,
        );
      }),
    [setSearch, defaultPageSize],
  );

  return { ...paging, search, setPaging, setQuery };
}

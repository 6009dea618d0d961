import { useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readSearchState, type SearchPatch, writeSearchState } from '../model/search-state.ts';

/**
 * The results page's state from the address, and a way to change it (a new history entry, so Back returns to
 * the previous filters). The page is kept alive in a hidden tab while another page is shown: then it keeps
 * the last address of its own path instead of reading the other page's query.
 */
export function useSearchAddress(ownPath: string) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const own = location.pathname === ownPath;
  const last = useRef(location.search);
  if (own) last.current = location.search;
  const search = last.current;
  const state = useMemo(() => readSearchState(new URLSearchParams(search)), [search]);
  const update = (patch: SearchPatch) => {
    if (!own) return;
    setParams(writeSearchState(params, patch));
  };
  return { state, update, active: own };
}

/**
 * Keeps a signed-in user's compare tray on the server: at sign-in (or page load when signed in) the
 * server's tray and this browser's are merged (tray.api.ts mergeTrays), then every change is saved.
 * Anonymous visitors keep the tray in local storage only. Failures are silent: the local tray stays.
 */
import { useEffect } from 'react';
import { useCompareTrayStore } from '../../stores/compare-tray.store.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { fetchServerTray, mergeTrays, sameTray, saveServerTray } from './tray.api.ts';

export function useTraySync(): void {
  const userId = useSessionStore((s) => s.user?.id ?? null);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    let ready = false;
    const save = () => {
      const { kind, ids } = useCompareTrayStore.getState();
      saveServerTray({ kind, ids }).catch(() => {});
    };
    fetchServerTray()
      .then((server) => {
        if (cancelled) return;
        const { kind, ids } = useCompareTrayStore.getState();
        const merged = mergeTrays(server, { kind, ids });
        if (!sameTray(merged, { kind, ids })) useCompareTrayStore.getState().replace(merged);
        if (!sameTray(merged, server)) save();
      })
      .catch(() => {})
      .finally(() => {
        ready = true;
      });
    const unsubscribe = useCompareTrayStore.subscribe((state, previous) => {
      if (ready && !cancelled && (state.ids !== previous.ids || state.kind !== previous.kind)) save();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [userId]);
}

/**
 * The compare tray (参数对比, issue 10): the items a visitor picked to compare, one library at a time, at
 * most 10. Persisted to localStorage (zustand persist), so it survives a reload; for a signed-in user the
 * tray is also kept on the server (components/compare-tray/use-tray-sync.ts), so it follows them to
 * another browser.
 *
 *   const error = useCompareTrayStore.getState().add({ id: 12, kind: 2, model: 'RC0603FR-0710KL' });
 *   if (error) toast.warning(error);   // 对比栏中是元器件，不能加入零部件…
 *
 * The rules (limit, one library, no materials) are @jianku/rules checkTrayAdd, the server's too.
 */
import { COMPARE_MAX_ITEMS, type CompareKind, type CompareTray, checkTrayAdd } from '@jianku/rules';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const COMPARE_TRAY_KEY = 'jk_compare_tray';

export interface TrayItemInput {
  id: number;
  kind: number;
  /** shown in the tray */
  model: string;
}

export interface CompareTrayState extends CompareTray {
  /** id → model, for the tray's list (items added on another browser show their id until compared) */
  models: Record<string, string>;
  /** Adds an item; the Chinese message why not, or null when added. */
  add: (item: TrayItemInput) => string | null;
  remove: (id: number) => void;
  clear: () => void;
  /** Replaces the tray (the server's copy, or the ids of a comparison). */
  replace: (tray: CompareTray, models?: Record<string, string>) => void;
}

const empty = (): CompareTray & { models: Record<string, string> } => ({ kind: null, ids: [], models: {} });

export const useCompareTrayStore = create<CompareTrayState>()(
  persist(
    (set, get) => ({
      ...empty(),
      add(item) {
        const { kind, ids, models } = get();
        const next = checkTrayAdd({ kind, ids }, item);
        if ('error' in next) return next.error;
        set({ kind: next.kind, ids: next.ids, models: { ...models, [item.id]: item.model } });
        return null;
      },
      remove(id) {
        const ids = get().ids.filter((i) => i !== id);
        const models = { ...get().models };
        delete models[id];
        set({ ids, models, kind: ids.length > 0 ? get().kind : null });
      },
      clear() {
        set(empty());
      },
      replace(tray, models = {}) {
        const known = { ...get().models, ...models };
        const kept = Object.fromEntries(
          tray.ids.filter((id) => known[id]).map((id) => [id, known[id] as string]),
        );
        set({ kind: tray.ids.length > 0 ? tray.kind : null, ids: [...tray.ids], models: kept });
      },
    }),
    {
      name: COMPARE_TRAY_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ kind, ids, models }) => ({ kind, ids, models }),
      // a stored tray that breaks the rules (edited by hand, an older version) starts empty
      merge: (stored, current) => ({ ...current, ...validStored(stored) }),
    },
  ),
);

function validStored(stored: unknown): Partial<CompareTrayState> {
  if (!stored || typeof stored !== 'object') return {};
  const { kind, ids, models } = stored as Record<string, unknown>;
  const okKind = kind === 1 || kind === 2;
  const okIds =
    Array.isArray(ids) &&
    ids.length <= COMPARE_MAX_ITEMS &&
    ids.every((id) => Number.isSafeInteger(id) && id > 0) &&
    new Set(ids).size === ids.length;
  if (!okKind || !okIds || ids.length === 0) return empty();
  return {
    kind: kind as CompareKind,
    ids: ids as number[],
    models: models && typeof models === 'object' ? (models as Record<string, string>) : {},
  };
}

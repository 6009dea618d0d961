/**
 * The signed-in user's compare tray on the server (GET/PUT /to/api/compare/tray), and how a tray kept in
 * this browser merges with it at sign-in: the server's items first, then this browser's items of the same
 * library that it lacks, at most COMPARE_MAX_ITEMS.
 */
import { COMPARE_MAX_ITEMS, type CompareTray } from '@jianku/rules';
import { get, put } from '../../lib/http.ts';

const TRAY = '/compare/tray';

export function fetchServerTray(): Promise<CompareTray> {
  return get<CompareTray>(TRAY, undefined, { skipErrorHandler: true });
}

export function saveServerTray(tray: CompareTray): Promise<CompareTray> {
  return put<CompareTray>(
    TRAY,
    { kind: tray.ids.length > 0 ? tray.kind : null, ids: tray.ids },
    { skipErrorHandler: true },
  );
}

export function mergeTrays(server: CompareTray, local: CompareTray): CompareTray {
  if (server.ids.length === 0) return { kind: local.ids.length > 0 ? local.kind : null, ids: [...local.ids] };
  const extra = local.kind === server.kind ? local.ids.filter((id) => !server.ids.includes(id)) : [];
  return { kind: server.kind, ids: [...server.ids, ...extra].slice(0, COMPARE_MAX_ITEMS) };
}

export const sameTray = (a: CompareTray, b: CompareTray) =>
  a.kind === b.kind && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);

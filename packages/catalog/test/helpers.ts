import { families, type Item } from '../src/index.ts';

const byCode = new Map<string, Item>();
let indexedFamilies = 0;

/**
 * An item of the full catalogue by code. Families are indexed in catalogue order, only as far as the code is
 * found (parts and the base families come first), so a lookup does not build the whole catalogue unless the
 * code is absent.
 */
export function itemByCode(code: string): Item {
  const all = families();
  while (!byCode.has(code) && indexedFamilies < all.length) {
    const f = all[indexedFamilies++];
    if (!f) break;
    for (let i = 0; i < f.count(); i++) {
      const it = f.item(i);
      byCode.set(it.code, it);
    }
  }
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

/** SI value of a parameter (throws if absent). */
export function si(item: Item, key: string): number {
  const v = item.params[key]?.si;
  if (v === null || v === undefined) throw new Error(`${item.code}: no numeric ${key}`);
  return v;
}

/** Millimetres of a length parameter. */
export function mmOf(item: Item, key: string): number {
  return Math.round(si(item, key) * 1e6) / 1000;
}

import { families, type Item } from '../src/index.ts';

let byCode: Map<string, Item> | null = null;

/** Every item of the full catalogue by code (built once per test file). */
export function itemByCode(code: string): Item {
  if (!byCode) {
    byCode = new Map();
    for (const f of families())
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

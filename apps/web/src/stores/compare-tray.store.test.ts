import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_TRAY_KEY, useCompareTrayStore } from './compare-tray.store.ts';

// The compare tray's rules (one library, no materials, at most 10, no repeats) and its local storage.

const tray = () => useCompareTrayStore.getState();
const stored = () => JSON.parse(localStorage.getItem(COMPARE_TRAY_KEY) ?? 'null')?.state;

beforeEach(() => {
  localStorage.clear();
  tray().clear();
});
afterEach(() => {
  tray().clear();
  localStorage.clear();
});

describe('compare tray store', () => {
  it('adds items of one library in order, remembers their models, and stores them in local storage', () => {
    expect(tray().add({ id: 5, kind: 2, model: 'RC0603FR-0710KL' })).toBeNull();
    expect(tray().add({ id: 9, kind: 2, model: 'CR0603-FX-1002ELF' })).toBeNull();
    expect(tray()).toMatchObject({
      kind: 2,
      ids: [5, 9],
      models: { 5: 'RC0603FR-0710KL', 9: 'CR0603-FX-1002ELF' },
    });
    expect(stored()).toEqual({
      kind: 2,
      ids: [5, 9],
      models: { 5: 'RC0603FR-0710KL', 9: 'CR0603-FX-1002ELF' },
    });
  });

  it('refuses a part in a component tray, a material, a repeat and an eleventh item, with Chinese messages', () => {
    tray().add({ id: 5, kind: 2, model: 'A' });
    expect(tray().add({ id: 6, kind: 1, model: 'GB/T 5782 M10×50' })).toBe(
      '对比栏中是元器件，不能加入零部件；请先清空对比栏',
    );
    expect(tray().add({ id: 7, kind: 4, model: '316L' })).toBe(
      '材料不支持参数对比，请到材料库使用“材料对比”',
    );
    expect(tray().add({ id: 5, kind: 2, model: 'A' })).toBe('该条目已在对比栏中');
    for (let id = 10; id < 19; id++) expect(tray().add({ id, kind: 2, model: `M${id}` })).toBeNull();
    expect(tray().ids).toHaveLength(10);
    expect(tray().add({ id: 99, kind: 2, model: 'M99' })).toBe(
      '对比栏已满：最多对比 10 个条目，请先移除一些',
    );
    expect(tray().ids).toHaveLength(10);
  });

  it('an emptied tray takes the other library', () => {
    tray().add({ id: 5, kind: 2, model: 'A' });
    tray().remove(5);
    expect(tray()).toMatchObject({ kind: null, ids: [] });
    expect(tray().add({ id: 6, kind: 1, model: 'B' })).toBeNull();
    expect(tray().kind).toBe(1);
  });

  it('restores a valid stored tray and ignores a broken one', async () => {
    localStorage.setItem(
      COMPARE_TRAY_KEY,
      JSON.stringify({ state: { kind: 1, ids: [3, 4], models: { 3: 'X' } }, version: 0 }),
    );
    await useCompareTrayStore.persist.rehydrate();
    expect(tray()).toMatchObject({ kind: 1, ids: [3, 4], models: { 3: 'X' } });
    for (const broken of [
      { kind: 4, ids: [1] },
      { kind: 2, ids: [1, 1] },
      { kind: 2, ids: ['x'] },
      { kind: 2, ids: Array.from({ length: 11 }, (_, i) => i + 1) },
    ]) {
      localStorage.setItem(COMPARE_TRAY_KEY, JSON.stringify({ state: broken, version: 0 }));
      await useCompareTrayStore.persist.rehydrate();
      expect(tray(), JSON.stringify(broken)).toMatchObject({ kind: null, ids: [] });
    }
  });
});

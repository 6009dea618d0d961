import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAB, TAB_LIMIT, tabNameForPath, useTabsStore } from './tabs.store.ts';

const open = (n: number, cache = false) =>
  useTabsStore
    .getState()
    .openTab({ name: `/p${n}`, title: `页面${n}`, path: `/p${n}`, ...(cache ? { cache } : {}) });
const names = () => useTabsStore.getState().tabs.map((t) => t.name);
const active = () =>
  useTabsStore
    .getState()
    .tabs.filter((t) => t.active)
    .map((t) => t.name);

describe('tabs store', () => {
  beforeEach(() => useTabsStore.getState().reset());

  it('SPEC-2.01 SPEC-2.32 starts with the home tab, active, with title, name, path and active flag', () => {
    expect(useTabsStore.getState().tabs).toEqual([HOME_TAB]);
    expect(HOME_TAB).toMatchObject({ title: '首页', name: 'home', path: '/home', active: true });
    expect(tabNameForPath('/')).toBe('home');
    expect(tabNameForPath('/home')).toBe('home');
    expect(tabNameForPath('/part/')).toBe('/part');
  });

  it('SPEC-2.32 opening adds an active tab; opening it again activates it and updates its path', () => {
    open(1, true);
    open(2);
    expect(names()).toEqual(['home', '/p1', '/p2']);
    expect(active()).toEqual(['/p2']);
    expect(useTabsStore.getState().tabs[1]).toMatchObject({ cache: true, title: '页面1' });
    useTabsStore.getState().openTab({ name: '/p1', title: '页面1', path: '/p1?tab=category', cache: true });
    expect(names()).toEqual(['home', '/p1', '/p2']);
    expect(active()).toEqual(['/p1']);
    expect(useTabsStore.getState().tabs[1]?.path).toBe('/p1?tab=category');
  });

  it('SPEC-2.31 SPEC-9.02 holds at most 10 tabs: when full, the second tab is dropped before a new one is added', () => {
    expect(TAB_LIMIT).toBe(10);
    for (let i = 1; i <= 9; i++) open(i);
    expect(names()).toHaveLength(10);
    expect(names()[1]).toBe('/p1');
    open(10);
    expect(names()).toHaveLength(10);
    expect(names()).toEqual(['home', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10']);
    open(11);
    expect(names()).toEqual(['home', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10', '/p11']);
    expect(active()).toEqual(['/p11']);
  });

  it('SPEC-2.01 the home tab is never closed and always first', () => {
    open(1);
    expect(useTabsStore.getState().closeTab('home')).toBeNull();
    expect(names()[0]).toBe('home');
  });

  it('closing the active tab activates its left neighbour and returns its path', () => {
    open(1);
    open(2);
    expect(useTabsStore.getState().closeTab('/p2')).toBe('/p1');
    expect(names()).toEqual(['home', '/p1']);
    expect(active()).toEqual(['/p1']);
    // closing an inactive tab keeps the active one
    open(3);
    expect(useTabsStore.getState().closeTab('/p1')).toBeNull();
    expect(names()).toEqual(['home', '/p3']);
    expect(active()).toEqual(['/p3']);
  });
});

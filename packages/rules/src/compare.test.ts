import { describe, expect, it } from 'vitest';
import { COMPARE_ITEM_ROWS, checkTrayAdd, formatCompareIds, parseCompareIds } from './compare.ts';

describe('compare ids', () => {
  it('reads comma-separated positive integers, spaces and empty parts ignored', () => {
    expect(parseCompareIds('1,2,3')).toEqual({ ids: [1, 2, 3] });
    expect(parseCompareIds(' 7 , 8,,')).toEqual({ ids: [7, 8] });
    expect(formatCompareIds([7, 8])).toBe('7,8');
  });

  it('refuses none, junk, repeats and more than 10, naming the fault in Chinese', () => {
    expect(parseCompareIds('')).toEqual({ error: expect.stringContaining('请选择要对比的条目') });
    expect(parseCompareIds(null)).toEqual({ error: expect.stringContaining('请选择要对比的条目') });
    expect(parseCompareIds('1,x')).toEqual({ error: '对比条目 ID 不正确：“x” 不是正整数' });
    for (const junk of ['0', '-1', '1.5', '1e3', '0x10', '1234567890123456']) {
      expect(parseCompareIds(junk), junk).toEqual({ error: expect.stringContaining('不是正整数') });
    }
    expect(parseCompareIds('5,6,5')).toEqual({ error: '对比条目重复：ID 5 出现了不止一次' });
    expect(parseCompareIds('1,2,3,4,5,6,7,8,9,10,11')).toEqual({
      error: '最多同时对比 10 个条目，当前为 11 个',
    });
    expect(parseCompareIds('x'.repeat(100))).toEqual({
      error: `对比条目 ID 不正确：“${'x'.repeat(20)}…” 不是正整数`,
    });
  });
});

describe('compare tray', () => {
  it('takes parts or components of one library, up to 10, no repeats, no materials', () => {
    expect(checkTrayAdd({ kind: null, ids: [] }, { id: 1, kind: 2 })).toEqual({ kind: 2, ids: [1] });
    expect(checkTrayAdd({ kind: 2, ids: [1] }, { id: 2, kind: 2 })).toEqual({ kind: 2, ids: [1, 2] });
    expect(checkTrayAdd({ kind: 2, ids: [1] }, { id: 2, kind: 1 })).toEqual({
      error: '对比栏中是元器件，不能加入零部件；请先清空对比栏',
    });
    expect(checkTrayAdd({ kind: 1, ids: [1] }, { id: 2, kind: 4 })).toEqual({
      error: '材料不支持参数对比，请到材料库使用“材料对比”',
    });
    expect(checkTrayAdd({ kind: 1, ids: [1] }, { id: 1, kind: 1 })).toEqual({ error: '该条目已在对比栏中' });
    const full = { kind: 1 as const, ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };
    expect(checkTrayAdd(full, { id: 11, kind: 1 })).toEqual({
      error: '对比栏已满：最多对比 10 个条目，请先移除一些',
    });
  });

  it('item rows show the lifecycle in Chinese', () => {
    const lifecycle = COMPARE_ITEM_ROWS.find((r) => r.key === 'lifecycle');
    const item = {
      model: 'X',
      name: '',
      series: '',
      standard: null,
      package: null,
      brand: null,
      category: { name: '' },
    };
    expect(lifecycle?.text({ ...item, lifecycle: 'nrnd' })).toBe('不推荐新设计');
    expect(lifecycle?.text({ ...item, lifecycle: null })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount (issue 17: counts without Intl)', () => {
  it("writes every count as Node's own zh-CN formatter does", () => {
    const values = [
      0, 1, 9, 10, 95, 999, 1000, 1001, 12_345, 99_999, 100_000, 1_000_000, 1_234_567, 98_765_432_1,
    ];
    for (const value of [...values, ...values.filter((v) => v > 0).map((v) => -v)]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('zh-CN'));
    }
  });

  it('leaves what is not a whole count as it is', () => {
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});

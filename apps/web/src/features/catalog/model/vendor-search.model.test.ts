import { describe, expect, it } from 'vitest';
import { capVendorInput, checkVendorSearch } from './vendor-search.model.ts';

describe('the brand search rules', () => {
  it('SPEC-5.20 SPEC-5.21 SPEC-5.22 SPEC-5.23 the vendor search: empty → message, trimmed, 128 at most', () => {
    expect(checkVendorSearch('')).toEqual({ error: '请输入内容再进行搜索' });
    expect(checkVendorSearch('   ')).toEqual({ error: '请输入内容再进行搜索' });
    expect(checkVendorSearch('  村田  ')).toEqual({ keyWords: '村田' });
    const long = '国'.repeat(200);
    expect(capVendorInput(long)).toHaveLength(128);
    expect(checkVendorSearch(long)).toEqual({ keyWords: '国'.repeat(128) });
    expect(capVendorInput('YAGEO')).toBe('YAGEO');
  });
});

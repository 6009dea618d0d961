/**
 * The search engine's query scratch (scratch.ts): the distances of a page by nearness (nearest-page.ts), 8 bytes a
 * slot, are made on the first such page and then reused, not with the index.
 */
import { describe, expect, it } from 'vitest';
import { QueryScratch } from '../src/modules/search/engine/scratch.ts';

describe('query scratch', () => {
  it('makes the nearness distances on the first page by nearness, then reuses them; a resize remakes them', () => {
    const scratch = new QueryScratch(1000);
    const eager = scratch.byteSize();
    const distances = scratch.nearnessDistances();
    expect(distances).toHaveLength(1000);
    expect(scratch.byteSize() - eager).toBe(8 * 1000);
    expect(scratch.nearnessDistances()).toBe(distances);
    scratch.resize(2000);
    expect(scratch.byteSize()).toBe(2 * eager);
    expect(scratch.nearnessDistances()).toHaveLength(2000);
  });
});

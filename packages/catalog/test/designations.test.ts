// The synonym and designation table (issue 15): each lookup against the standard or maker rule it copies.
import { describe, expect, it } from 'vitest';
import {
  BEARING_SEAL_GROUPS,
  FINISH_SYNONYMS,
  STANDARD_EQUIVALENTS,
} from '../src/designations/designations.data.ts';
import {
  bearingEquivalents,
  bearingOfOldCode,
  equivalentStandards,
  finishSynonyms,
  inchChipSize,
  isMaterialSystemWord,
  toleranceOfLetter,
} from '../src/index.ts';

describe('designations: the synonym table', () => {
  it('every group names its source and no spelling is in two groups', () => {
    for (const groups of [BEARING_SEAL_GROUPS, FINISH_SYNONYMS, STANDARD_EQUIVALENTS]) {
      const seen = new Set<string>();
      for (const g of groups) {
        expect(g.source.length, g.words.join(',')).toBeGreaterThan(5);
        expect(g.words.length).toBeGreaterThanOrEqual(2);
        for (const w of g.words) {
          expect(seen.has(w), w).toBe(false);
          seen.add(w);
        }
      }
    }
  });

  it('chip sizes: metric codes read as the EIA inch size, inch codes stay as they are', () => {
    expect(inchChipSize('1608M')).toBe('0603');
    expect(inchChipSize('1608')).toBe('0603');
    expect(inchChipSize('2012')).toBe('0805');
    expect(inchChipSize('3216m')).toBe('1206');
    // 0603 written bare is the inch size; with M it is the metric 0603 = 0201
    expect(inchChipSize('0603')).toBeNull();
    expect(inchChipSize('0603M')).toBe('0201');
    expect(inchChipSize('1234')).toBeNull();
  });

  it('tolerance letters of IEC 60062 that mean one percentage', () => {
    expect(toleranceOfLetter('F')).toBe(1);
    expect(toleranceOfLetter('j')).toBe(5);
    expect(toleranceOfLetter('K')).toBe(10);
    // B, C, D are pF for small capacitors: not read
    expect(toleranceOfLetter('B')).toBeNull();
  });

  it('bearing seals across makers: 2RS1 = 2RS = 2RSH = DDU = LLU = 2RSR; 2Z = ZZ; 2RZ = VV', () => {
    expect(bearingEquivalents('6205-2RS1')).toEqual([
      '6205-2RS',
      '6205-2RS1',
      '6205-2RSH',
      '6205DDU',
      '6205LLU',
      '6205-2RSR',
    ]);
    expect(bearingEquivalents('6205DDU')).toContain('6205-2RSH');
    expect(bearingEquivalents('6204ZZ/C3')).toEqual(['6204-2Z/C3', '6204ZZ/C3', '6204-2ZR/C3']);
    expect(bearingEquivalents('6205-2RZ')).toEqual(['6205-2RZ', '6205-2RSL', '6205VV', '6205LLB']);
    expect(bearingEquivalents('6205')).toEqual([]);
    expect(bearingEquivalents('M8x30')).toEqual([]);
  });

  it('old GB bearing codes: 180205 = 6205-2RS, 80205 = 6205-2Z, 160305 = 6305-RS, 60204 = 6204-Z', () => {
    expect(bearingOfOldCode('180205')).toBe('6205-2RS');
    expect(bearingOfOldCode('80205')).toBe('6205-2Z');
    expect(bearingOfOldCode('160305')).toBe('6305-RS');
    expect(bearingOfOldCode('60204')).toBe('6204-Z');
    expect(bearingOfOldCode('6205')).toBeNull();
    expect(bearingOfOldCode('100205')).toBeNull();
  });

  it('standards across systems, finishes and designation-system words', () => {
    expect(equivalentStandards('DIN 931')).toEqual(['GB/T 5782', 'ISO 4014', 'DIN 931']);
    expect(equivalentStandards('gb/t 70.1')).toContain('ISO 4762');
    expect(equivalentStandards('GB/T 99999')).toEqual([]);
    expect(finishSynonyms('蓝白锌')).toContain('镀锌钝化');
    expect(finishSynonyms('发黑')).toContain('氧化');
    expect(finishSynonyms('螺栓')).toEqual([]);
    expect(isMaterialSystemWord('aisi')).toBe(true);
    expect(isMaterialSystemWord('316L')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { families } from '../src/generate.ts';
import { MOUNTING_RULES, mountingOf } from '../src/mounting/mounting.ts';
import { Kind } from '../src/types.ts';

describe('mounting read from the package (issue 15)', () => {
  it('chip sizes, MELF, tantalum cases and JEDEC SMD outlines are 贴片; DIN and axial bodies, DO-41, TO-220 and DIP are 插件', () => {
    const cases: Array<[string, string | null]> = [
      ['0603', 'smd'],
      ['0201', 'smd'],
      ['2512', 'smd'],
      ['0603×4', 'smd'],
      ['2×0603 (4 端子)', 'smd'],
      ['1206 (4×0603)', 'smd'],
      ['0204', 'smd'], // Vishay MMA 0204 MiniMELF
      ['MBB 0207 (DIN 0207)', 'tht'], // Vishay MBB 0207, leaded
      ['MFR-25 (6.3×Ø2.4 mm)', 'tht'],
      ['3528-21', 'smd'],
      ['SMA (DO-214AC)', 'smd'],
      ['SOT-23', 'smd'],
      ['LQFP48', 'smd'],
      ['QFN56 (7×7 mm)', 'smd'],
      ['DO-41', 'tht'],
      ['TO-220AB', 'tht'],
      ['PDIP28', 'tht'],
      ['直插 4P', 'tht'],
      ['THT 2×20', 'tht'],
      ['SMT 30P', 'smd'],
      ['胶壳', 'other'],
      ['', null],
      [' ', null],
      ['TO-999', null],
      ['06031', null],
    ];
    for (const [pkg, mounting] of cases) expect(mountingOf(pkg), pkg).toBe(mounting);
    for (const rule of MOUNTING_RULES) expect(rule.source.length, String(rule.pattern)).toBeGreaterThan(10);
  });

  it('every package of every component family of the catalogue is read by a rule', () => {
    const unread = new Set<string>();
    let seen = 0;
    for (const family of families()) {
      if (family.kind !== Kind.component) continue;
      const packages = new Set<string>();
      for (let i = 0; i < family.count(); i++) {
        const pkg = family.item(i).package;
        if (pkg) packages.add(pkg);
      }
      for (const pkg of packages) {
        seen++;
        if (mountingOf(pkg) === null) unread.add(pkg);
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect([...unread]).toEqual([]);
  }, 300_000);
});

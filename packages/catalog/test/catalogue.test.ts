// Integrity of the whole catalogue and of the generator (determinism, coverage, uniqueness, speed).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  brandByCode,
  brands,
  categories,
  categoryByCode,
  countByFamily,
  DEFAULT_SEED_SIZE,
  families,
  fullSize,
  generateItems,
  type Item,
  isLeaf,
  Kind,
  MUST_HAVE_FROM,
  materials,
  minimumSize,
  sampleIndices,
} from '../src/index.ts';

function firstLast(size: number): { first: string; last: string; n: number } {
  let first = '';
  let last = '';
  let n = 0;
  for (const it of generateItems({ size })) {
    if (!first) first = it.code;
    last = it.code;
    n++;
  }
  return { first, last, n };
}

describe('categories and brands', () => {
  it('tree is consistent: unique codes, parents exist, same kind, leaves have params', () => {
    const cats = categories();
    const codes = new Set(cats.map((c) => c.code));
    expect(codes.size).toBe(cats.length);
    for (const c of cats) {
      if (c.parentCode) {
        const parent = categoryByCode(c.parentCode);
        expect(parent, c.code).toBeDefined();
        expect(parent?.kind).toBe(c.kind);
      }
      if (isLeaf(c.code)) expect(c.params.length, c.code).toBeGreaterThan(0);
      const keys = c.params.map((p) => p.key);
      expect(new Set(keys).size, c.code).toBe(keys.length);
    }
    for (const k of [Kind.part, Kind.component, Kind.material]) {
      expect(cats.some((c) => c.kind === k && c.parentCode === null)).toBe(true);
    }
  });
  it('brands are unique with Chinese and English names', () => {
    const bs = brands();
    expect(new Set(bs.map((b) => b.code)).size).toBe(bs.length);
    for (const b of bs) {
      for (const text of [b.nameZh, b.nameEn, b.description]) expect(text.trim(), b.code).not.toBe('');
      expect(b.country, b.code).toMatch(/^[A-Z]{2}$/);
      expect(b.kinds.length, b.code).toBeGreaterThan(0);
      for (const k of b.kinds) expect([Kind.part, Kind.component, Kind.material], b.code).toContain(k);
    }
    // every item's maker lists the item's library among its kinds
    for (const f of families()) {
      const it = f.item(0);
      if (!it.brandCode) continue;
      expect(brandByCode(it.brandCode)?.kinds, `${f.id} ${it.brandCode}`).toContain(it.kind);
    }
  });
});

describe('every item of the full catalogue', () => {
  // walks all 1,008,123 items: about 25 s of CPU, more on a loaded machine
  it('fits its category, brand and parameter definitions; codes are unique', { timeout: 300_000 }, () => {
    const seen = new Set<string>();
    let n = 0;
    const check = (it: Item) => {
      n++;
      expect(seen.has(it.code), it.code).toBe(false);
      seen.add(it.code);
      const cat = categoryByCode(it.categoryCode);
      if (!cat || cat.kind !== it.kind || !isLeaf(cat.code))
        throw new Error(`${it.code}: bad category ${it.categoryCode}`);
      if (it.brandCode !== null) {
        const b = brandByCode(it.brandCode);
        if (!b?.kinds.includes(it.kind)) throw new Error(`${it.code}: bad brand ${it.brandCode}`);
      }
      if (!it.model || !it.name) throw new Error(`${it.code}: no model/name`);
      const defs = new Map(cat.params.map((p) => [p.key, p]));
      for (const [k, v] of Object.entries(it.params)) {
        const def = defs.get(k);
        if (!def) throw new Error(`${it.code}: param ${k} not defined in ${cat.code}`);
        if (
          def.type === 'numeric' &&
          def.dimension !== 'hardness' &&
          (v.si === null || !Number.isFinite(v.si))
        )
          throw new Error(`${it.code}: ${k} has no SI value`);
        if (def.type === 'enum' && !def.options?.includes(v.display))
          throw new Error(`${it.code}: ${k} = ${v.display} not an option`);
      }
      for (const def of cat.params) {
        if (def.required && !it.params[def.key]) throw new Error(`${it.code}: missing required ${def.key}`);
      }
      if (it.kind === Kind.component && (!it.lifecycle || it.package === undefined))
        throw new Error(`${it.code}: component without lifecycle/package`);
      if (it.kind === Kind.material && !it.material) throw new Error(`${it.code}: material without extras`);
      if (it.datasheetUrl !== null && !/^https:\/\//.test(it.datasheetUrl))
        throw new Error(`${it.code}: bad URL`);
    };
    for (const f of families()) for (let i = 0; i < f.count(); i++) check(f.item(i));
    expect(n).toBe(fullSize());
  });
  it('materials are complete with standard, equivalents and conditioned properties', () => {
    const ms = materials();
    expect(ms.length).toBeGreaterThanOrEqual(55);
    for (const m of ms) {
      // a published standard with its number (and edition where it has one): GB/T n-yyyy, JIS X n:yyyy, ASTM Xn
      expect(m.standard, m.code).toMatch(/^(GB\/T \d+(\.\d+)?-\d{4}|JIS [A-Z] \d+:\d{4}|ASTM [A-Z]\d+)/);
      expect(m.material?.properties.length, m.code).toBeGreaterThan(0);
      for (const p of m.material?.properties ?? []) {
        expect(p.condition.trim(), `${m.code} ${p.key}`).not.toBe('');
      }
    }
    const q235 = ms.find((m) => m.model === 'Q235B');
    expect(q235?.params.yield_strength?.si).toBe(235e6);
    expect(q235?.material?.equivalents.en).toContain('S235JR');
    const s304 = ms.find((m) => m.model === '06Cr19Ni10');
    expect(s304?.material?.numericCode).toBe('S30408');
    expect(s304?.material?.equivalents.aisi).toBe('304');
    expect(ms.find((m) => m.model === '45')?.params.tensile_strength?.si).toBe(600e6);
    expect(ms.find((m) => m.model === '6061-T6')?.params.density?.si).toBe(2700);
  });
});

describe('generator', () => {
  it('same size gives the same items in the same order', () => {
    const a = firstLast(20_000);
    const b = firstLast(20_000);
    expect(a).toEqual(b);
    expect(a.n).toBe(20_000);
    const x = [...generateItems({ size: 5000 })].map((i) => i.code);
    const y = [...generateItems({ size: 5000 })].map((i) => i.code);
    expect(x).toEqual(y);
  });
  it('different sizes still cover every family and all three libraries', () => {
    expect(countByFamily(10).reduce((s, f) => s + f.count, 0)).toBe(minimumSize());
    for (const size of [10, 5_000, 20_000, DEFAULT_SEED_SIZE]) {
      const plan = countByFamily(size);
      expect(plan.reduce((s, f) => s + f.count, 0)).toBe(Math.max(minimumSize(), Math.min(size, fullSize())));
      for (const f of plan) {
        // Extension families are drawn from only above the base catalogue.
        // … and the default-only families at the default catalogue's size and above
        if (f.extension || (f.defaultOnly && size < MUST_HAVE_FROM))
          expect(f.count, `${f.id} @ ${size}`).toBe(0);
        else expect(f.count, `${f.id} @ ${size}`).toBeGreaterThan(0);
        if (f.kind === Kind.material) expect(f.count).toBe(f.total);
      }
      const kinds = new Set<number>();
      const cats = new Set<string>();
      for (const it of generateItems({ size })) {
        kinds.add(it.kind);
        cats.add(it.categoryCode);
      }
      expect([...kinds].sort()).toEqual([1, 2, 4]);
      const leaves = categories()
        .filter((c) => isLeaf(c.code))
        .map((c) => c.code);
      // leaves whose items all come from extension families are drawn from only above the base catalogue
      const baseCats = new Set(
        families()
          .filter((f) => !f.extension)
          .map((f) => f.item(0).categoryCode),
      );
      const extOnly = new Set(
        families()
          .filter((f) => f.extension)
          .map((f) => f.item(0).categoryCode)
          .filter((c) => !baseCats.has(c)),
      );
      // … and leaves whose items all come from default-only families (the crystals) only from the default size on
      const drawnCats = new Set(
        families()
          .filter((f) => !f.extension && !f.defaultOnly)
          .map((f) => f.item(0).categoryCode),
      );
      const defaultOnlyCats = new Set(
        families()
          .filter((f) => f.defaultOnly)
          .map((f) => f.item(0).categoryCode)
          .filter((c) => !drawnCats.has(c)),
      );
      expect(defaultOnlyCats.has('comp.passive.crystal')).toBe(true);
      const notYet = (c: string) => size < MUST_HAVE_FROM && defaultOnlyCats.has(c);
      expect(leaves.filter((c) => !cats.has(c) && !extOnly.has(c) && !notYet(c))).toEqual([]);
    }
  });
  it('spreads the sample proportionally to the families’ real sizes', () => {
    const plan = countByFamily(DEFAULT_SEED_SIZE);
    // families with must-have items (cores, the parts families whole at this size) take those first
    const withCore = new Set(
      families()
        .filter((f) => f.core)
        .map((f) => f.id),
    );
    const big = plan.filter(
      (f) => f.total > 1000 && !f.extension && f.kind !== Kind.part && !withCore.has(f.id),
    );
    expect(big.length).toBeGreaterThan(5);
    const ratios = big.map((f) => f.count / f.total);
    expect(Math.max(...ratios) - Math.min(...ratios)).toBeLessThan(0.01);
  });
  it('per-family counts: the full size takes every real item of every family, the default size what it plans', () => {
    const atDefault = countByFamily(DEFAULT_SEED_SIZE);
    const atFull = countByFamily(fullSize());
    // the full size is the sum of the families' real items, and its plan takes each family whole
    expect(atFull.reduce((n, f) => n + f.total, 0)).toBe(fullSize());
    for (const f of atFull) expect(f.count, f.id).toBe(f.total);
    // the default size: never more than a family holds, materials whole, extension families not drawn from
    for (const f of atDefault) {
      expect(f.count, f.id).toBeLessThanOrEqual(f.total);
      if (f.kind === Kind.material) expect(f.count, f.id).toBe(f.total);
      if (f.extension) expect(f.count, f.id).toBe(0);
    }
    // and the generator yields exactly the planned number of items of each library
    const planned = new Map<number, number>();
    for (const f of atDefault) planned.set(f.kind, (planned.get(f.kind) ?? 0) + f.count);
    const generated = new Map<number, number>();
    for (const it of generateItems({ size: DEFAULT_SEED_SIZE })) {
      generated.set(it.kind, (generated.get(it.kind) ?? 0) + 1);
    }
    expect(generated).toEqual(planned);
    console.table(
      atDefault.map((f, i) => ({ id: f.id, [`@${DEFAULT_SEED_SIZE}`]: f.count, full: atFull[i]?.count })),
    );
    console.log(`full catalogue (max distinct real items): ${fullSize()}`);
  });
  it('1M request: every family of the catalogue, each code once (hash set); generation time printed', () => {
    // The extension families raise the distinct real items to fullSize(); a 1M request gives them all, each
    // code once: no two families (base or extension) share a part number. Reaching 1M real part numbers needs
    // more series (see resistors/registry.ts).
    const size = 1_000_000;
    const t0 = performance.now();
    const hashes = new Set<string>();
    let n = 0;
    for (const it of generateItems({ size })) {
      hashes.add(createHash('sha1').update(it.code).digest('base64').slice(0, 12));
      n++;
    }
    const ms = performance.now() - t0;
    console.log(`generateItems({ size: ${size} }) → ${n} items in ${ms.toFixed(0)} ms`);
    expect(hashes.size).toBe(n);
    expect(n).toBe(Math.min(size, fullSize()));
  });
});

describe('sampleIndices', () => {
  it('holds the core indices and spreads the rest evenly outside them, ascending, each once', () => {
    expect([...sampleIndices(10, 4)]).toEqual([0, 2, 5, 7]);
    const core = [1, 2, 3, 9];
    const got = [...sampleIndices(12, 7, core)];
    expect(got).toHaveLength(7);
    for (const c of core) expect(got).toContain(c);
    expect([...got].sort((a, b) => a - b)).toEqual(got);
    expect(new Set(got).size).toBe(7);
    // outside the core: 0 4 5 6 7 8 10 11; positions 0, 2, 5 of them
    expect(got.filter((i) => !core.includes(i))).toEqual([0, 5, 8]);
    expect([...sampleIndices(5, 5, [0, 4])]).toEqual([0, 1, 2, 3, 4]);
  });
});

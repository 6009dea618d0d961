// The materials library: every grade complete (nine core properties or a documented exception), values in
// SI and in plausible ranges, conditions on everything, and spot checks against the standards.
import { describe, expect, it } from 'vitest';
import { categoryByCode, generateItems, type Item, isLeaf, Kind, materials } from '../src/index.ts';
import {
  CORE_PROPERTY_KEYS,
  MATERIAL_PROPERTY_EXCEPTIONS,
  MATERIALS,
} from '../src/materials/materials.data.ts';
import type { MaterialProperty } from '../src/types.ts';

const ms = materials();
const byModel = new Map(ms.map((m) => [m.model, m]));

function grade(model: string): Item {
  const m = byModel.get(model);
  if (!m) throw new Error(`no grade ${model}`);
  return m;
}

function props(model: string, key: string): MaterialProperty[] {
  return (grade(model).material?.properties ?? []).filter((p) => p.key === key);
}

/** The property of a key whose condition contains `cond`. */
function prop(model: string, key: string, cond: string): MaterialProperty {
  const p = props(model, key).find((x) => x.condition.includes(cond));
  if (!p) throw new Error(`${model}: no ${key} with condition containing ${cond}`);
  return p;
}

const SI_UNIT: Record<string, string> = {
  density: 'kg/m³',
  elastic_modulus: 'Pa',
  tensile_strength: 'Pa',
  yield_strength: 'Pa',
  elongation: '',
  thermal_conductivity: 'W/(m·K)',
  thermal_expansion: '1/K',
  melting_range: 'K',
  glass_transition: 'K',
};
const HARDNESS_SCALES = new Set([
  'HBW',
  'HB',
  'HB (500 kg)',
  'HRC',
  'HRB',
  'HRF',
  'HV',
  'HRR',
  'HRM',
  'Shore D',
]);

describe('materials library', () => {
  it('has 90 grades or more, unique codes and designations, each in a material leaf category', () => {
    expect(ms.length).toBeGreaterThanOrEqual(90);
    expect(new Set(ms.map((m) => m.code)).size).toBe(ms.length);
    expect(new Set(ms.map((m) => m.model)).size).toBe(ms.length);
    for (const m of ms) {
      const cat = categoryByCode(m.categoryCode);
      expect(cat?.kind, m.code).toBe(Kind.material);
      expect(isLeaf(m.categoryCode), m.code).toBe(true);
    }
  });

  it('every grade carries its standard, designation, equivalents object and sources', () => {
    for (const m of ms) {
      expect(m.standard, m.code).toMatch(/^(GB\/T|GB|JIS|ASTM|EN|ISO) /);
      expect(m.material?.designation, m.code).toBe(m.model);
      expect(typeof m.material?.equivalents, m.code).toBe('object');
      expect(m.material?.sources.length, m.code).toBeGreaterThan(0);
      for (const s of m.material?.sources ?? []) expect(s.trim(), m.code).not.toBe('');
    }
  });

  it('every grade has all nine core properties, except the documented exceptions (with reasons)', () => {
    const missing: string[] = [];
    for (const m of MATERIALS) {
      const keys = new Set(m.properties.map((p) => p.key));
      const exceptions = MATERIAL_PROPERTY_EXCEPTIONS[m.designation] ?? {};
      for (const key of CORE_PROPERTY_KEYS) {
        const reason = exceptions[key];
        if (reason) {
          // A documented exception must really be missing (otherwise the list is stale).
          expect(keys.has(key), `${m.designation} ${key} is listed as an exception but present`).toBe(false);
          expect(reason.length).toBeGreaterThan(1);
        } else if (!keys.has(key)) missing.push(`${m.designation}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    for (const d of Object.keys(MATERIAL_PROPERTY_EXCEPTIONS))
      expect(
        MATERIALS.some((m) => m.designation === d),
        `exception for unknown grade ${d}`,
      ).toBe(true);
    // The exception list stays short: most grades are complete.
    const incomplete = Object.keys(MATERIAL_PROPERTY_EXCEPTIONS).length;
    expect(incomplete).toBeLessThanOrEqual(Math.ceil(MATERIALS.length / 5));
  });

  it('every property has a condition, a unit of its key and a display with that unit', () => {
    for (const m of ms) {
      for (const p of m.material?.properties ?? []) {
        const where = `${m.code} ${p.key} (${p.condition})`;
        expect(p.condition.trim(), where).not.toBe('');
        // Typical values say so; standard values name their standard.
        expect(p.condition, where).toMatch(/典型|范围|最小值|上限|参考|换算|约值|GB|EN |ASTM|JIS/);
        expect(p.si, where).not.toBeNull();
        expect(Number.isFinite(p.si), where).toBe(true);
        if (p.siMax !== undefined) expect(p.siMax, where).toBeGreaterThan(p.si ?? 0);
        if (p.key === 'hardness') {
          expect(HARDNESS_SCALES.has(p.unit), where).toBe(true);
          expect(p.display.endsWith(p.unit), where).toBe(true);
        } else {
          expect(p.unit, where).toBe(SI_UNIT[p.key]);
        }
        if (p.key === 'elongation') expect(p.display, where).toMatch(/%$/);
        if (p.key === 'melting_range' || p.key === 'glass_transition')
          expect(p.display, where).toMatch(/°C$/);
      }
    }
  });

  it('SI values are in SI and physically plausible', () => {
    const range: Record<string, [number, number]> = {
      density: [800, 20000], // kg/m³
      elastic_modulus: [1e8, 5e11], // Pa (0.1 GPa PTFE .. steels)
      tensile_strength: [5e6, 3e9], // Pa
      yield_strength: [5e6, 3e9], // Pa
      elongation: [0.001, 10], // fraction
      thermal_conductivity: [0.1, 450], // W/(m·K)
      thermal_expansion: [1e-6, 3e-4], // 1/K
      melting_range: [273.15 + 50, 273.15 + 1800], // K
      glass_transition: [273.15 + 50, 273.15 + 300], // K
    };
    for (const m of ms) {
      for (const p of m.material?.properties ?? []) {
        if (p.key === 'hardness') {
          expect(p.si, `${m.code} hardness`).toBeGreaterThan(0);
          expect(p.si, `${m.code} hardness`).toBeLessThan(1000);
          continue;
        }
        const r = range[p.key];
        if (!r) throw new Error(`${m.code}: unexpected property key ${p.key}`);
        for (const v of [p.si, p.siMax]) {
          if (v === undefined || v === null) continue;
          expect(v, `${m.code} ${p.key} = ${p.display}`).toBeGreaterThanOrEqual(r[0]);
          expect(v, `${m.code} ${p.key} = ${p.display}`).toBeLessThanOrEqual(r[1]);
        }
      }
    }
    // Metals against polymers: one order of magnitude apart in stiffness and conductivity.
    expect(grade('45').params.elastic_modulus?.si).toBe(206e9);
    expect(grade('PA66').params.elastic_modulus?.si).toBeLessThan(5e9);
    expect(grade('T2').params.thermal_conductivity?.si).toBeGreaterThan(300);
    expect(grade('PTFE').params.thermal_conductivity?.si).toBeLessThan(1);
  });

  it('yield ≤ tensile, and the listed (first) value of each key is in the item params', () => {
    for (const m of ms) {
      const y = m.params.yield_strength;
      const t = m.params.tensile_strength;
      if (y?.si != null && t?.si != null) expect(y.si, m.code).toBeLessThanOrEqual(t.si);
      for (const p of m.material?.properties ?? [])
        expect(m.params[p.key], `${m.code} ${p.key}`).toBeDefined();
    }
    // Same condition, several ageing states of 17-4PH: Rp0.2 < Rm in each.
    for (const age of ['480', '550', '580', '620']) {
      const rm = prop('05Cr17Ni4Cu4Nb', 'tensile_strength', `${age}°C`).si ?? 0;
      expect(prop('05Cr17Ni4Cu4Nb', 'yield_strength', `${age}°C`).si).toBeLessThan(rm);
    }
  });

  it('amorphous plastics give the glass transition in the melting slot and say so', () => {
    for (const model of ['PC', 'ABS', 'PEI', 'PMMA', 'PVC-U']) {
      const [p] = props(model, 'melting_range');
      expect(p?.condition, model).toContain('玻璃化温度');
      expect(p?.si, model).toBe(props(model, 'glass_transition')[0]?.si);
    }
    // Semi-crystalline ones give the melting point.
    expect(prop('PEEK', 'melting_range', '熔点').si).toBeCloseTo(343 + 273.15, 6);
    expect(prop('PA66', 'melting_range', '熔点').si).toBeCloseTo(260 + 273.15, 6);
  });
});

describe('spot checks against the standards', () => {
  it('45: GB/T 699 Rm ≥ 600 MPa, ReL ≥ 355 MPa, A ≥ 16 %, delivery hardness ≤ 229 / 197 HBW', () => {
    expect(prop('45', 'tensile_strength', 'GB/T 699').si).toBe(600e6);
    expect(prop('45', 'yield_strength', 'GB/T 699').si).toBe(355e6);
    expect(prop('45', 'elongation', 'GB/T 699').si).toBe(0.16);
    expect(prop('45', 'hardness', '未热处理').si).toBe(229);
    expect(prop('45', 'hardness', '退火').si).toBe(197);
    expect(prop('45', 'tensile_strength', 'GB/T 699').display).toBe('≥ 600 MPa');
  });

  it('06Cr19Ni10 (304): GB/T 1220 Rm ≥ 520, Rp0.2 ≥ 205, A ≥ 40, ≤ 187 HBW; 304 physical values', () => {
    expect(prop('06Cr19Ni10', 'tensile_strength', 'GB/T 1220').si).toBe(520e6);
    expect(prop('06Cr19Ni10', 'yield_strength', 'GB/T 1220').si).toBe(205e6);
    expect(prop('06Cr19Ni10', 'elongation', 'GB/T 1220').si).toBe(0.4);
    expect(prop('06Cr19Ni10', 'hardness', 'GB/T 1220').si).toBe(187);
    expect(grade('06Cr19Ni10').params.density?.si).toBe(7930);
    expect(grade('06Cr19Ni10').params.thermal_expansion?.si).toBeCloseTo(17.2e-6, 12);
  });

  it('6061-T6: GB/T 3191 Rm ≥ 260 / Rp0.2 ≥ 240 MPa, typical Rm 310 ≥ 290 MPa', () => {
    expect(prop('6061-T6', 'tensile_strength', 'GB/T 3191').si).toBe(260e6);
    expect(prop('6061-T6', 'yield_strength', 'GB/T 3191').si).toBe(240e6);
    const typical = prop('6061-T6', 'tensile_strength', '典型值').si ?? 0;
    expect(typical).toBeGreaterThanOrEqual(290e6);
    expect(grade('6061-T6').params.density?.si).toBe(2700);
  });

  it('HT250: GB/T 9439 Rm ≥ 250 MPa (grey iron yield is the Rp0.1 proof stress)', () => {
    expect(prop('HT250', 'tensile_strength', 'GB/T 9439').si).toBe(250e6);
    const rp = props('HT250', 'yield_strength')[0];
    expect(rp?.name).toContain('Rp0.1');
    expect(rp?.si).toBe(165e6);
    expect(rp?.siMax).toBe(228e6);
  });

  it('other standard minimums: Q235B, Q355B, 40Cr, QT400-18, TC4, 2205', () => {
    expect(prop('Q235B', 'yield_strength', 'GB/T 700').si).toBe(235e6);
    expect(prop('Q235B', 'elongation', 'GB/T 700').si).toBe(0.26);
    expect(prop('Q355B', 'yield_strength', 'GB/T 1591-2018').si).toBe(355e6);
    expect(prop('40Cr', 'tensile_strength', 'GB/T 3077').si).toBe(980e6);
    expect(prop('40Cr', 'yield_strength', 'GB/T 3077').si).toBe(785e6);
    expect(prop('QT400-18', 'elongation', 'GB/T 1348').si).toBe(0.18);
    expect(prop('TC4', 'tensile_strength', 'ASTM B265').si).toBe(895e6);
    expect(prop('022Cr22Ni5Mo3N', 'yield_strength', 'GB/T 1220').si).toBe(450e6);
  });

  it('equivalents: 304 ↔ AISI 304 / 1.4301 / SUS304; 45 ↔ 1045 / C45E; near-equivalents marked 近似', () => {
    const e304 = grade('06Cr19Ni10').material?.equivalents;
    expect(e304).toMatchObject({ aisi: '304', uns: 'S30400', jis: 'SUS304' });
    expect(e304?.en).toContain('1.4301');
    expect(grade('45').material?.equivalents).toMatchObject({ aisi: '1045', jis: 'S45C' });
    expect(grade('Q235B').material?.equivalents.jis).toContain('近似');
    expect(grade('2A12-T4').material?.equivalents.astm).toContain('近似');
  });
});

describe('materials in the generated catalogue', () => {
  it('every grade is generated at every seed size, in the same order', () => {
    const codes = ms.map((m) => m.code);
    for (const size of [10, 5_000, 20_000]) {
      const got = [...generateItems({ size })].filter((i) => i.kind === Kind.material).map((i) => i.code);
      expect(got, `size ${size}`).toEqual(codes);
    }
  });
});

/**
 * Builds the judged queries of the forms engineers write (issue 15) over the catalogue sampled at 5087 items:
 * `npx tsx apps/server/test/search-forms-judged.build.ts` rewrites search-forms-judged.data.ts. Each query is a
 * real way of writing a part (a BOM's value column, a distributor's search box) and its expected items are
 * found by their parameters, never by the search: every item whose value, size, tolerance, voltage,
 * dielectric, standard, thread, length, seal, grade or designation is what the query says. Only queries that 1
 * to 5 items answer are kept (each must then be in the first 10 results). The data file is committed so the set
 * stays fixed; run this again when the catalogue changes (the relevance test fails on a stale code).
 */
import { writeFileSync } from 'node:fs';
import { generateItems, type Item } from '@jianku/catalog';
import { RELEVANCE_CASES, type RelevanceCase } from './search-relevance.data.ts';

const SEED_SIZE = 5087;
const OUT = new URL('./search-forms-judged.data.ts', import.meta.url);

type Case = Omit<RelevanceCase, 'type'> & { type: string };

const items = [...generateItems({ size: SEED_SIZE })];
const cases: Case[] = [];
// the hand-judged set's queries are not asked twice
const seen = new Set<string>(RELEVANCE_CASES.map((c) => `${c.kind}:${c.query.toLowerCase()}`));
function add(c: Case): boolean {
  const key = `${c.kind}:${c.query.toLowerCase()}`;
  if (seen.has(key) || c.expect.length < 1 || c.expect.length > 5) return false;
  seen.add(key);
  cases.push({ ...c, expect: [...c.expect].sort() });
  return true;
}
const near = (a: number | null | undefined, b: number) =>
  a !== null && a !== undefined && Math.abs(a - b) <= Math.abs(b) * 1e-9;
const si = (i: Item, key: string) => i.params[key]?.si ?? null;
const size = (i: Item) => i.params.case_size?.display ?? i.package ?? '';

// ---- chip resistors: value × size × tolerance in the BOM spellings ----------------------------------------
const METRIC: Record<string, string> = { '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216' };
const LETTER: Record<number, string> = { 1: 'F', 5: 'J' };
function ohmForms(r: number): string[] {
  if (r >= 1e6) return [`${r / 1e6}MΩ`, `${r / 1e6}M欧`];
  if (r >= 1e3) {
    const k = Number((r / 1e3).toPrecision(6));
    const kf = String(k).includes('.') ? String(k).replace('.', 'k') : `${k}k`;
    return [`${k}k`, `${k}K`, `${k}kΩ`, kf, `${k}千欧`];
  }
  return [`${r}Ω`, `${r}欧`, `${r}R`.replace(/^(\d+)\.(\d+)R$/, '$1R$2')];
}
/** EIA codes: 4 digits for ±1 % values of 100 Ω and more, 3 digits for ±5 % of 10 Ω and more */
function eiaCode(r: number, tol: number): string | null {
  const digits = tol === 1 ? 3 : 2;
  if (r < 10 ** (digits - 1)) return null;
  const exp = Math.round(Math.log10(r)) - digits + 1;
  const e = Math.floor(Math.log10(r) + 1e-9) - digits + 1;
  const mant = r / 10 ** e;
  if (!Number.isInteger(Math.round(mant * 1e6) / 1e6) || e < 0 || e > 9 || exp > 10) return null;
  return `${Math.round(mant)}${e}`;
}
const resistors = items.filter((i) => i.kind === 2 && si(i, 'resistance') !== null && i.params.tolerance);
const groups = new Map<string, Item[]>();
for (const r of resistors) {
  const key = `${si(r, 'resistance')}|${size(r)}|${si(r, 'tolerance')}`;
  groups.set(key, [...(groups.get(key) ?? []), r]);
}
let n = 0;
for (const [key, group] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
  const [rs, sz = '', ts] = key.split('|');
  const r = Number(rs);
  const tol = Math.round(Number(ts) * 100 * 1000) / 1000;
  if (!['0402', '0603', '0805', '1206'].includes(sz) || !(tol === 1 || tol === 5) || r <= 0) continue;
  if (n++ % 9 !== 0) continue;
  // the same value, size and tolerance in any library item (arrays and MELFs write the size too)
  const expect = resistors
    .filter((i) => near(si(i, 'resistance'), r) && size(i) === sz && near(si(i, 'tolerance'), tol / 100))
    .map((i) => i.code);
  if (expect.length !== group.length) continue;
  const forms = ohmForms(r);
  const v = forms[n % forms.length] as string;
  add({ query: `${v} ${sz} ${tol}%`, kind: 2, expect, type: 'unit', note: 'value size tolerance' });
  add({ query: `${sz} ${forms[0]} ±${tol}%`, kind: 2, expect, type: 'unit' });
  add({ query: `贴片电阻 ${forms[0]} ${tol}% ${sz}`, kind: 2, expect, type: 'chinese' });
  add({
    query: `${forms[0]} ${LETTER[tol]} ${sz}`,
    kind: 2,
    expect,
    type: 'tolerance-letter',
    note: `IEC 60062: ${LETTER[tol]} = ±${tol} %`,
  });
  add({
    query: `${forms[0]} ${METRIC[sz]}M ${tol}%`,
    kind: 2,
    expect,
    type: 'chip-size',
    note: 'metric size',
  });
  const code = eiaCode(r, tol);
  if (code && code.length === (tol === 1 ? 4 : 3)) {
    // a 3-digit code also reads as pF: the capacitors of that value, size and tolerance count too
    const caps = items.filter(
      (i) =>
        code.length === 3 &&
        near(si(i, 'capacitance'), Number(code.slice(0, 2)) * 10 ** Number(code[2]) * 1e-12) &&
        size(i) === sz &&
        near(si(i, 'tolerance'), tol / 100),
    );
    add({
      query: `${code} ${sz} ${tol}%`,
      kind: 2,
      expect: [...expect, ...caps.map((c) => c.code)],
      type: 'eia-code',
      note: `EIA code ${code}`,
    });
  }
}

// ---- MLCCs: value × voltage × dielectric × size, with the EIA code as Chinese BOMs write it ----------------
const mlccs = items.filter((i) => i.categoryCode === 'comp.passive.capacitor.mlcc');
const capGroups = new Map<string, Item[]>();
for (const c of mlccs) {
  const key = `${si(c, 'capacitance')}|${si(c, 'rated_voltage')}|${c.params.dielectric?.display}|${size(c)}`;
  capGroups.set(key, [...(capGroups.get(key) ?? []), c]);
}
function capCode(f: number): string | null {
  const pf = Math.round(f * 1e12 * 1e6) / 1e6;
  if (pf < 10) return Number.isInteger(pf * 10) ? `${Math.floor(pf)}R${Math.round((pf % 1) * 10)}` : null;
  const e = Math.floor(Math.log10(pf) + 1e-9) - 1;
  const mant = pf / 10 ** e;
  return Number.isInteger(Math.round(mant * 1e6) / 1e6) && e <= 6 ? `${Math.round(mant)}${e}` : null;
}
function faradForm(f: number): string {
  const pf = Math.round(f * 1e12 * 1e6) / 1e6;
  if (pf < 1000) return `${pf}pF`;
  if (pf < 1e6) return `${Number((pf / 1000).toPrecision(6))}nF`;
  return `${Number((pf / 1e6).toPrecision(6))}uF`;
}
n = 0;
for (const [key, group] of [...capGroups].sort((a, b) => a[0].localeCompare(b[0]))) {
  const [fs, vs, diel = '', sz = ''] = key.split('|');
  const f = Number(fs);
  const v = Number(vs);
  if (!Number.isFinite(f) || !Number.isFinite(v) || group.length > 5) continue;
  if (n++ % 3 !== 0) continue;
  const dielWord = diel.startsWith('C0G') ? 'C0G' : diel;
  const code = capCode(f);
  const shared = { kind: 2 as const, expect: group.map((i) => i.code) };
  if (code) {
    // a code also reads as a resistance; no resistor has a dielectric, so the capacitors are all it finds
    add({ ...shared, query: `${code} ${v}V ${dielWord} ${sz}`, type: 'eia-code', note: `EIA code ${code}` });
  }
  add({ ...shared, query: `${faradForm(f)} ${v}V ${dielWord} ${sz}`, type: 'combination' });
  add({
    ...shared,
    query: `${faradForm(f)}/${v}V ${sz} ${dielWord}`,
    type: 'combination',
    note: 'BOM comment',
  });
  if (METRIC[sz])
    add({ ...shared, query: `${faradForm(f)} ${v}V ${dielWord} ${METRIC[sz]}M`, type: 'chip-size' });
}

// ---- component part numbers: exact, lower case, without punctuation (every 12th, of every category) -----
const components = items.filter((i) => i.kind === 2).sort((a, b) => a.code.localeCompare(b.code));
const norm = (m: string) => m.toLowerCase().replace(/[^a-z0-9]/g, '');
n = 0;
for (const c of components) {
  if (n++ % 12 !== 0) continue;
  const same = components.filter((o) => norm(o.model) === norm(c.model)).map((o) => o.code);
  add({ query: c.model, kind: 2, expect: same, type: 'part-number' });
  if (/[^A-Za-z0-9]/.test(c.model) || /[A-Z]/.test(c.model))
    add({ query: norm(c.model), kind: 2, expect: same, type: 'part-number-variant' });
}

// ---- fasteners: standard × thread × length in every spelling, and across GB/ISO/DIN -----------------------
const EQUIV: Record<string, string[]> = {
  'GB/T 5782': ['ISO 4014', 'DIN 931'],
  'GB/T 5783': ['ISO 4017', 'DIN 933'],
  'GB/T 70.1': ['ISO 4762', 'DIN 912'],
  'GB/T 6170': ['ISO 4032', 'DIN 934'],
  'GB/T 97.1': ['ISO 7089', 'DIN 125'],
  'GB/T 119.1': ['ISO 2338', 'DIN 7'],
};
const SEP = ['x', '*', '×', '-', 'X'];
const FINISH_WORDS: Record<string, string> = {
  电镀: '镀锌',
  镀锌钝化: '蓝白锌',
  非电解锌片涂层: '达克罗',
  氧化: '发黑',
};
const fasteners = items.filter((i) => i.kind === 1 && i.params.thread && i.standard);
const stdOf = (i: Item) => (i.standard ?? '').replace(/-\d{4}$/, '');
n = 0;
for (const f of [...fasteners].sort((a, b) => a.code.localeCompare(b.code))) {
  const std = stdOf(f);
  const thread = f.params.thread?.display ?? '';
  const l = si(f, 'l');
  const lmm = l === null ? null : Math.round(l * 1e6) / 1e3;
  const same = fasteners.filter((o) => stdOf(o) === std && o.params.thread?.display === thread);
  if (n++ % 4 !== 0) continue;
  const sep = SEP[n % SEP.length] as string;
  if (lmm !== null) {
    const withL = same.filter((o) => near(si(o, 'l'), l as number));
    add({
      query: `${std} ${thread}${sep}${lmm}`,
      kind: 1,
      expect: withL.map((o) => o.code),
      type: 'thread-length',
    });
    const eq = EQUIV[std];
    if (eq)
      add({
        query: `${eq[n % 2]} ${thread}${SEP[(n + 1) % SEP.length]}${lmm}`,
        kind: 1,
        expect: withL.map((o) => o.code),
        type: 'standard-equivalent',
        note: `${eq[n % 2]} = ${std}`,
      });
    const cls = f.params.property_class?.display;
    const fin = f.params.finish?.display ?? '';
    const word = FINISH_WORDS[fin];
    if (cls && word) {
      add({
        query: `${thread}${sep}${lmm} ${cls} ${word}`,
        kind: 1,
        expect: fasteners
          .filter(
            (o) =>
              o.params.thread?.display === thread &&
              near(si(o, 'l'), l as number) &&
              o.params.property_class?.display === cls &&
              o.params.finish?.display === fin,
          )
          .map((o) => o.code),
        type: 'finish',
        note: `${word} = ${fin}`,
      });
    }
  } else {
    const eq = EQUIV[std];
    if (eq && same.length <= 5)
      add({
        query: `${eq[n % 2]} ${thread}`,
        kind: 1,
        expect: same.map((o) => o.code),
        type: 'standard-equivalent',
      });
  }
}

// ---- bearings: the other makers' seal and shield suffixes, and the old GB codes ---------------------------
const bearings = items.filter((i) => i.categoryCode === 'part.bearing.deep-groove-ball');
const SEAL_FORMS: Record<string, Array<[string, string]>> = {
  双面密封圈: [
    ['-2RS1', 'SKF'],
    ['-2RSH', 'SKF'],
    ['LLU', 'NTN'],
    ['DDU', 'NSK'],
    ['-2RSR', 'FAG'],
    [' 2RS', 'GB/T 272'],
  ],
  双面防尘盖: [
    ['ZZ', 'NSK/NTN'],
    ['-2Z', 'GB/T 272'],
    ['-2ZR', 'FAG'],
  ],
  单面密封圈: [
    ['-RS1', 'SKF'],
    ['LU', 'NTN'],
    ['DU', 'NSK'],
  ],
  单面防尘盖: [
    ['-Z', 'GB/T 272'],
    ['Z', 'NSK/NTN'],
  ],
};
const OLD: Record<string, string> = { 双面密封圈: '18', 双面防尘盖: '8', 单面密封圈: '16', 单面防尘盖: '6' };
const basics = new Set(
  bearings.map((b) => `${b.params.basic_designation?.display}|${b.params.seal?.display}`),
);
for (const key of [...basics].sort()) {
  const [basic = '', seal = ''] = key.split('|');
  const expect = bearings
    .filter((b) => b.params.basic_designation?.display === basic && b.params.seal?.display === seal)
    .map((b) => b.code);
  for (const [suffix, maker] of SEAL_FORMS[seal] ?? []) {
    add({
      query: `${basic}${suffix}`,
      kind: 1,
      expect,
      type: 'bearing-suffix',
      note: `${maker} ${suffix.trim()}`,
    });
  }
  const old = OLD[seal];
  if (old && /^6[23]\d\d$/.test(basic))
    add({ query: `${old}0${basic.slice(1)}`, kind: 1, expect, type: 'old-gb-bearing', note: 'GB 272-64' });
}

// ---- materials: a grade by the designation systems engineers type before it -------------------------------
const materials = items.filter((i) => i.kind === 4);
const SYSTEMS: Array<[string, (v: string) => string]> = [
  ['aisi', (v) => `AISI ${v}`],
  ['uns', (v) => `UNS ${v}`],
  ['jis', (v) => v],
  ['astm', (v) => `ASTM ${v}`],
];
for (const m of materials) {
  const eq = m.material?.equivalents ?? {};
  for (const [system, form] of SYSTEMS) {
    const value = eq[system as keyof typeof eq];
    if (!value || /[\s(]/.test(value)) continue;
    const expect = materials
      .filter((o) => (o.material?.equivalents as Record<string, string> | undefined)?.[system] === value)
      .map((o) => o.code);
    add({ query: form(value), kind: 4, expect, type: 'material-system', note: system.toUpperCase() });
  }
}

/** Queries kept per form at most, evenly spread over what was built (the set stays quick to run). */
const CAP: Record<string, number> = {
  unit: 30,
  chinese: 20,
  'tolerance-letter': 25,
  'chip-size': 30,
  'eia-code': 40,
  combination: 35,
  'part-number': 40,
  'part-number-variant': 20,
  'bearing-suffix': 40,
  'material-system': 40,
};
const kept: Case[] = [];
for (const type of new Set(cases.map((c) => c.type))) {
  const all = cases.filter((c) => c.type === type);
  const cap = CAP[type] ?? all.length;
  const step = all.length / Math.min(cap, all.length);
  for (let i = 0; i < Math.min(cap, all.length); i++) kept.push(all[Math.floor(i * step)] as Case);
}
cases.length = 0;
cases.push(...kept);

const header = `/**
 * The judged queries of the forms engineers write (issue 15), built by search-forms-judged.build.ts from the
 * catalogue sampled at ${SEED_SIZE} items: each query's expected items are every item whose parameters are what the
 * query says (found by parameters, not by the search). Generated; do not edit by hand: run
 * \`npx tsx apps/server/test/search-forms-judged.build.ts\`.
 */
import type { RelevanceCase } from './search-relevance.data.ts';

export const FORM_CASES: RelevanceCase[] = `;
writeFileSync(OUT, `${header}${JSON.stringify(cases, null, 2)};\n`);
const byType = new Map<string, number>();
for (const c of cases) byType.set(c.type, (byType.get(c.type) ?? 0) + 1);
console.log(`${cases.length} queries`, Object.fromEntries(byType));

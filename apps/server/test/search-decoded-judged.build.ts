/**
 * Builds the judged queries of part numbers the sample lacks (issue 15: a number read by its maker's ordering
 * code lists its nearest items) over the catalogue sampled at 5087 items: `npx tsx
 * apps/server/test/search-decoded-judged.build.ts` rewrites search-decoded-judged.data.ts (then `npx biome format
 * --write` it: the committed file is the formatted output, byte for byte). The numbers are the
 * decodable part numbers of the catalogue's families that the sample lacks (and no sample part number starts
 * with), and numbers of the decoders' documents beyond the families. The expected items are found by their
 * parameters, never by the search: the sample's drop-in items, of the same category and package, the same value
 * (resistance, capacitance, inductance, frequency, output voltage, VRRM, VCEO, VDS, positions) and kind
 * (polarity, channel, fixed or adjustable, diode and part type, pitch), a tolerance, frequency tolerance and
 * RDS(on) at most and a voltage or current at least the number's, the same dielectric, configuration, mounting,
 * entry and load capacitance. Only numbers that 1 to 5 items answer are kept, at
 * most PER_CATEGORY per category, spread over what was found.
 */
import { writeFileSync } from 'node:fs';
import { decodePartNumber, families, generateItems, type Item } from '@jianku/catalog';
import { VALUE_KEYS } from '../src/modules/search/search-decoded.ts';
import type { RelevanceCase } from './search-relevance.data.ts';

const SEED_SIZE = 5087;
const PER_CATEGORY = 8;
const OUT = new URL('./search-decoded-judged.data.ts', import.meta.url);

const SAME = [
  'polarity',
  'channel',
  'output_type',
  'diode_type',
  'part_type',
  'pitch',
  'dielectric',
  'configuration',
];
const SAME_TOO = ['mounting', 'orientation', 'load_capacitance'];
const AT_MOST = ['frequency_tolerance', 'rds_on'];
const AT_LEAST = ['rated_voltage', 'if_avg', 'ic', 'iout', 'id'];
/** numbers of the decoders' documents that no family of the catalogue builds (decode-discretes.ts …) */
const BEYOND = [
  'SS110',
  'SS310',
  'SS18',
  '1N4007-T',
  '1N4004-E3/54',
  'BAT54CW,115',
  'BAT54SWT1G',
  'BC847C,215',
  'BC857BW,115',
  'BC817-25LT1G',
  'BC807-16W,115',
  'MMBT3904LT3G',
  'MMBT5551LT3G',
  '2N7002LT3G',
  '2N7002,235',
  'ME6211C50M5G',
  'ME6211C15M5G',
  'LM317DCYR',
  'LQG15HSR12J02D',
];

const components = [...generateItems({ size: SEED_SIZE })].filter((i) => i.kind === 2);
const norm = (m: string) => m.toLowerCase().replace(/[^a-z0-9]/g, '');
const sampleNorms = components.map((c) => norm(c.model));
const near = (a: number | null | undefined, b: number) =>
  a !== null && a !== undefined && Math.abs(a - b) <= Math.abs(b) * 1e-9;
const si = (i: Item, key: string) => i.params[key]?.si ?? null;

/** The sample's drop-in items of a decodable part number, by their parameters. */
function dropIns(mpn: string): string[] {
  const d = decodePartNumber(mpn);
  if (!d) return [];
  const p = d.params;
  const valueKey = VALUE_KEYS.find((k) => p[k]?.si != null);
  const value = valueKey === undefined ? null : (p[valueKey]?.si ?? null);
  const fits = (i: Item) => {
    if (i.categoryCode !== d.categoryCode || i.package !== d.package) return false;
    if (valueKey && value !== null && !near(si(i, valueKey), value)) return false;
    for (const k of [...SAME, ...SAME_TOO]) {
      const v = p[k];
      if (!v) continue;
      if (v.si != null ? !near(si(i, k), v.si) : i.params[k]?.display !== v.display) return false;
    }
    const tol = p.tolerance?.si;
    if (tol != null && value !== 0 && !((si(i, 'tolerance') ?? Number.POSITIVE_INFINITY) <= tol * (1 + 1e-9)))
      return false;
    for (const k of AT_MOST) {
      const v = p[k]?.si;
      if (v != null && !((si(i, k) ?? Number.POSITIVE_INFINITY) <= v * (1 + 1e-9))) return false;
    }
    for (const k of AT_LEAST) {
      const v = p[k]?.si;
      if (v != null && !((si(i, k) ?? -1) >= v * (1 - 1e-9))) return false;
    }
    return true;
  };
  return components
    .filter(fits)
    .map((i) => i.code)
    .sort();
}

const candidates = [
  ...families().flatMap((f) => {
    const out: string[] = [];
    const step = Math.max(1, Math.floor(f.count() / 60));
    for (let i = 0; i < f.count(); i += step) {
      const it = f.item(i);
      if (it.kind === 2) out.push(it.model);
    }
    return out;
  }),
  ...BEYOND,
];
const byCategory = new Map<string, string[]>();
const seen = new Set<string>();
for (const mpn of candidates) {
  const key = norm(mpn);
  const d = decodePartNumber(mpn);
  if (!d || seen.has(key) || sampleNorms.some((m) => m.startsWith(key))) continue;
  seen.add(key);
  const expect = dropIns(mpn);
  if (expect.length < 1 || expect.length > 5) continue;
  byCategory.set(d.categoryCode, [...(byCategory.get(d.categoryCode) ?? []), mpn]);
}
const cases: RelevanceCase[] = [];
for (const [category, mpns] of byCategory) {
  // the documents' numbers first, then the families' spread evenly
  const beyond = mpns.filter((m) => BEYOND.includes(m));
  const rest = mpns.filter((m) => !BEYOND.includes(m));
  const room = Math.max(0, PER_CATEGORY - beyond.length);
  const step = rest.length / Math.max(1, Math.min(room, rest.length));
  const picked = [
    ...beyond,
    ...rest.filter((_, i) => i % Math.max(1, Math.round(step)) === 0).slice(0, room),
  ];
  for (const mpn of picked) {
    cases.push({ query: mpn, kind: 2, expect: dropIns(mpn), type: 'decoded-part-number', note: category });
  }
}

const header = `/**
 * The judged queries of part numbers the sample lacks, read by their makers' ordering codes (issue 15), built by
 * search-decoded-judged.build.ts from the catalogue sampled at ${SEED_SIZE} items: each query's expected items are
 * the sample's drop-in items, found by parameters, not by the search. Generated; do not edit by hand: run
 * \`npx tsx apps/server/test/search-decoded-judged.build.ts\`.
 */
import type { RelevanceCase } from './search-relevance.data.ts';

export const DECODED_CASES: RelevanceCase[] = `;
writeFileSync(OUT, `${header}${JSON.stringify(cases, null, 2)};\n`);
const byNote = new Map<string, number>();
for (const c of cases) byNote.set(c.note ?? '', (byNote.get(c.note ?? '') ?? 0) + 1);
console.log(`${cases.length} queries`, Object.fromEntries(byNote));

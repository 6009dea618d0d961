// Thick film extension series of further makers (resistors/thick-film/ralec.ts, …): real part numbers decoded
// field by field against the generated items, combinations outside the (narrowed) datasheet ranges absent,
// codes unique.
import { describe, expect, it } from 'vitest';
import { brandByCode, decodePartNumber, families, type Item } from '../../src/index.ts';
import { RALEC_THICK_SERIES } from '../../src/resistors/thick-film/ralec.ts';
import { TAI_THICK_SERIES } from '../../src/resistors/thick-film/tai.ts';
import { expectThickFilm, si, type ThickFilmCase } from '../helpers.ts';

const SERIES = [...RALEC_THICK_SERIES, ...TAI_THICK_SERIES];
const OWN_IDS = new Set(SERIES.map((d) => d.id));

/** Items of these families only, by code (the whole catalogue is not indexed). */
const byCode = new Map<string, Item>();
let total = 0;
const ownFamilies = families().filter((x) => OWN_IDS.has(x.id));
for (const f of ownFamilies)
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    byCode.set(it.code, it);
    total++;
  }

function itemByCode(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

const CASES: ThickFilmCase[] = [
  // RALEC RTT 05 (0805, 1/8 W, 150 V) 2203 (220 × 10³ = 220 kΩ) F (±1 %) TP (4 mm paper, 5,000 pcs)
  ['RALEC-RTT052203FTP', 220e3, 0.01, '0805', 1 / 8, 150, 100, '5000'],
  // RTT 06 (1206, 1/4 W, 200 V) 332 (33 × 10² = 3.3 kΩ) J (±5 %, ±200 ppm/°C)
  ['RALEC-RTT06332JTP', 3.3e3, 0.05, '1206', 1 / 4, 200, 200, '4mm'],
  // J 4R7 = 4.7 Ω and 206 = 20 MΩ, the ends of the ±5 % range
  ['RALEC-RTT054R7JTP', 4.7, 0.05, '0805', 1 / 8, 150, 200, '编带'],
  ['RALEC-RTT06206JTP', 20e6, 0.05, '1206', 1 / 4, 200, 200, '编带'],
  // F 10R2 = 10.2 Ω (the datasheet's own 4-digit example; TCR there differs between revisions: not stated)
  ['RALEC-RTT0510R2FTP', 10.2, 0.01, '0805', 1 / 8, 150, null, '编带'],
  // F 1003 = 100 kΩ (±100 ppm/°C); 1005 = 10 MΩ, the upper end (TCR not stated above 1 MΩ)
  ['RALEC-RTT061003FTP', 100e3, 0.01, '1206', 1 / 4, 200, 100, '编带'],
  ['RALEC-RTT061005FTP', 10e6, 0.01, '1206', 1 / 4, 200, null, '编带'],
  // F 4991 = 4.99 kΩ, an E96 value
  ['RALEC-RTT054991FTP', 4990, 0.01, '0805', 1 / 8, 150, 100, '编带'],
  // TA-I RM 02 (0201, 1/20 W, 25 V) F (±1 %) TN (paper tape, lead-free) 1200 (120 × 10⁰ = 120 Ω), ±200 ppm/°C
  ['TA-I-RM02FTN1200', 120, 0.01, '0201', 1 / 20, 25, 200, '纸带'],
  // J TN 102 = 1 kΩ, the datasheet's rated-voltage example RM02JTN102
  ['TA-I-RM02JTN102', 1e3, 0.05, '0201', 1 / 20, 25, 200, '无铅'],
  // the datasheet's 4-digit examples: 1540 = 154 Ω, 43R2 = 43.2 Ω
  ['TA-I-RM02FTN1540', 154, 0.01, '0201', 1 / 20, 25, 200, '编带'],
  ['TA-I-RM02FTN43R2', 43.2, 0.01, '0201', 1 / 20, 25, 200, '编带'],
  // J 106 = 10 MΩ and F 1004 = 1 MΩ, the upper ends; J 100 = 10 Ω, the lower end taken
  ['TA-I-RM02JTN106', 10e6, 0.05, '0201', 1 / 20, 25, 200, '编带'],
  ['TA-I-RM02FTN1004', 1e6, 0.01, '0201', 1 / 20, 25, 200, '编带'],
  ['TA-I-RM02JTN100', 10, 0.05, '0201', 1 / 20, 25, 200, '编带'],
];

describe('thick film extension part numbers (further makers) decode to their parameters', () => {
  for (const c of CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectThickFilm(it, c);
      expect(brandByCode(it.brandCode ?? '')).toBeDefined();
    });
});

describe('combinations outside the sources are absent (further makers)', () => {
  const absent: Array<[string, string]> = [
    ['RALEC-RTT06226JTP', '22 MΩ is above the 20 MΩ ±5 % range'],
    ['RALEC-RTT061065FTP', '10.6 MΩ is above the 10 MΩ ±1 % range'],
    ['RALEC-RTT059R10FTP', '±1 % below 10 Ω not taken'],
    ['RALEC-RTT05R91JTP', 'below 1 Ω not in the range'],
    ['RALEC-RTT052203DTP', '±0.5 % not taken'],
    ['RALEC-RTT05223FTP', '±1 % takes the 4-digit code'],
    ['RALEC-RTT052202JTP', '±5 % takes the 3-digit code'],
    ['RALEC-RTT05222JP2', 'the 10,000-piece reel P2 is not tied to a size'],
    ['RALEC-RTT032400FTP', '0603 not taken (its rating row not read)'],
    ['RALEC-RTT25103JTE', '2512 not taken'],
    ['RALEC-RTT05000JTP', 'jumpers not taken'],
    ['TA-I-RM02FTN1024', '1.02 MΩ is above the ±1 % range'],
    ['TA-I-RM02JTN116', '11 MΩ is above the ±5 % range'],
    ['TA-I-RM02JTN9R1', '1–9.1 Ω not taken'],
    ['TA-I-RM02GTN103', '±2 % not taken'],
    ['TA-I-RM02FTN103', '±1 % takes the 4-digit code'],
    ['TA-I-RM02JTN1002', '±5 % takes the 3-digit code'],
    ['TA-I-RM04JTN103', 'RM04 (0402) not taken'],
    ['TA-I-RM02JTN0', 'jumpers not taken'],
  ];
  for (const [code, why] of absent)
    it(`${code}: ${why}`, () => {
      expect(byCode.has(code), code).toBe(false);
    });
});

describe('families of further makers', () => {
  it('are registered as extension families with unique codes', () => {
    expect(ownFamilies.map((f) => f.id).sort()).toEqual([...OWN_IDS].sort());
    for (const f of ownFamilies) expect(f.extension, f.id).toBe(true);
    expect(byCode.size).toBe(total);
  });
  it('RALEC RTT: 0805 and 1206, J E24 1 Ω–20 MΩ, F E24+E96 10 Ω–10 MΩ', () => {
    const items = [...byCode.values()].filter((x) => x.brandCode === 'ralec');
    const perSize = new Map<string, number>();
    for (const x of items) perSize.set(x.package ?? '', (perSize.get(x.package ?? '') ?? 0) + 1);
    expect([...perSize.keys()].sort()).toEqual(['0805', '1206']);
    expect(perSize.get('0805')).toBe(perSize.get('1206'));
    const j = items.filter((x) => x.model.endsWith('JTP') && x.package === '0805');
    expect(j).toHaveLength(7 * 24 + 8); // 1 Ω–9.1 MΩ, then 10–20 MΩ (10, 11, 12, 13, 15, 16, 18, 20)
  });
  it('TA-I RM02: 0201 only, J E24 10 Ω–10 MΩ (145 values)', () => {
    const items = [...byCode.values()].filter((x) => x.brandCode === 'ta-i');
    expect(new Set(items.map((x) => x.package))).toEqual(new Set(['0201']));
    expect(items.filter((x) => /^RM02J/.test(x.model))).toHaveLength(6 * 24 + 1);
  });
});

describe('part numbers of further makers decode (decode.ts) to the parameters the items carry', () => {
  for (const [code] of CASES)
    it(code, () => {
      const it = itemByCode(code);
      const d = decodePartNumber(it.model);
      expect(d, code).not.toBeNull();
      expect(d?.brandCode).toBe(it.brandCode);
      expect(d?.package).toBe(it.package);
      expect(d?.params.resistance?.si).toBeCloseTo(si(it, 'resistance'), 6);
      expect(d?.params.tolerance?.si).toBe(it.params.tolerance?.si);
      expect(d?.params.power?.si).toBeCloseTo(si(it, 'power'), 9);
    });
  it('every RALEC and TA-I item decodes to its value and tolerance', () => {
    for (const it of byCode.values()) {
      const d = decodePartNumber(it.model);
      expect(d?.params.resistance?.si, it.code).toBeCloseTo(si(it, 'resistance'), 6);
      expect(d?.params.tolerance?.si, it.code).toBe(it.params.tolerance?.si);
      expect(d?.params.case_size?.display, it.code).toBe(it.package);
    }
  });
  it('decodes sizes and codes of the scheme beyond the catalogue, and rejects malformed ones', () => {
    const d = decodePartNumber('RTT031002FTP'); // 0603 10 kΩ ±1 % (power of the 0603 row not read)
    expect(d?.package).toBe('0603');
    expect(d?.params.resistance?.si).toBe(10e3);
    expect(d?.params.power).toBeUndefined();
    expect(decodePartNumber('RTT02000JTH')?.params.resistance?.si).toBe(0);
    expect(decodePartNumber('RTT251002FTE')?.params.power?.si).toBe(1);
    expect(decodePartNumber('RTT07103JTP')).toBeNull();
    expect(decodePartNumber('RTT05103JTX')).toBeNull();
    expect(decodePartNumber('RM02JTN0')?.params.resistance?.si).toBe(0);
    expect(decodePartNumber('RM02JCT103')).toBeNull();
  });
});

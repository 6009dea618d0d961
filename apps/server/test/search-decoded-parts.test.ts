/**
 * Part numbers the catalogue lacks, read by their makers' ordering codes (issue 15, Understanding), through
 * GET /to/api/search/items on the catalogue seeded at 5087 items (the relevance set's sample, which lacks most
 * inductors, discretes, regulators and headers): inductors show their inductance and tolerance; diodes,
 * transistors, MOSFETs, regulators and headers their ratings, hFE group, packing, output voltage, pitch and
 * positions; crystals their frequency and load capacitance; the list
 * is the nearest items of the same category and package. A number of no known code, a count the series lacks
 * or garbage decodes nothing and never fails; a keyword too long gets the Chinese message.
 */
import { decodePartNumber, families, generateItems } from '@jianku/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

const SEED_SIZE = 5087;

let app: App;
let models: Set<string>;

beforeAll(async () => {
  app = await createTestApp({ seedSize: SEED_SIZE });
  await app.services.catalog.seed({ size: SEED_SIZE });
  await app.services.search.sync();
  models = new Set(
    (await app.database.db.selectFrom('item').select('model').where('kind', '=', 2).execute()).map(
      (r) => r.model,
    ),
  );
}, 300_000);

afterAll(async () => {
  await app?.close();
});

interface Hit {
  code: string;
  model: string;
  name: string;
  package: string | null;
}
interface Decoded {
  partNumber: string;
  brand: string;
  series: string;
  category: string;
  params: { key: string; name: string; value: string }[];
  closeness: string;
}
interface Answer {
  total: number;
  list: Hit[];
  decoded?: Decoded;
}

async function search(keyWords: string, pageSize = 100): Promise<Answer> {
  const params = new URLSearchParams({ kind: '2', keyWords, pageSize: String(pageSize) });
  const res = await app.inject({ method: 'GET', url: `/to/api/search/items?${params}` });
  expect(res.statusCode, keyWords).toBe(200);
  const body = res.json() as { code: number; data: Answer };
  expect(body.code, keyWords).toBe(0);
  return body.data;
}

const meaningOf = (d: Decoded | undefined) =>
  Object.fromEntries((d?.params ?? []).map((p) => [p.key, p.value]));

/** The decoded answer of a number the sample lacks: its meaning, and a list of the category and package. */
async function decodedAnswer(mpn: string, category: string): Promise<Answer & { decoded: Decoded }> {
  expect(models.has(mpn), `${mpn} is in the sample`).toBe(false);
  const found = await search(mpn);
  expect(found.decoded?.partNumber, mpn).toBe(mpn);
  expect(found.decoded?.category, mpn).toBe(category);
  const part = decodePartNumber(mpn);
  if (found.decoded?.closeness === 'other-package') {
    // no item of the package has the value: the same value in other packages
    expect(found.total, mpn).toBeGreaterThan(0);
    for (const i of found.list) expect(i.package, `${mpn} → ${i.model}`).not.toBe(part?.package);
  } else if (found.decoded?.closeness !== 'none') {
    expect(found.total, mpn).toBeGreaterThan(0);
    for (const i of found.list) expect(i.package, `${mpn} → ${i.model}`).toBe(part?.package);
  } else {
    expect(found.total, mpn).toBe(0);
  }
  return found as Answer & { decoded: Decoded };
}

/**
 * A number the sample lacks, its category, the decoded params' values by key (toMatchObject), and their Chinese
 * names by key and the brand when checked.
 */
type Decoding = [
  mpn: string,
  category: string,
  meaning: Record<string, string>,
  also?: { names?: Record<string, string>; brand?: string },
];
type Answers = Record<string, Answer & { decoded: Decoded }>;
/** A decoder's test: its numbers, then what its list must hold (`more`, given the answers by number). */
interface DecoderCase {
  title: string;
  rows: Decoding[];
  more: (answers: Answers) => Promise<void>;
}

/** Every catalogue inductor of a decodable series that the sample lacks: its own inductance (at least 3). */
async function everyAbsentInductor(): Promise<void> {
  // when the sample holds an inductor of the same inductance and package, the list is those (drop-in or same value)
  const held = await app.database.db
    .selectFrom('item')
    .innerJoin('category', 'category.id', 'item.category_id')
    .select(['item.model', 'item.package'])
    .where('category.name', '=', '贴片电感')
    .execute();
  let checked = 0;
  for (const f of families().filter((x) => x.id.startsWith('ind.'))) {
    const absent = Array.from({ length: f.count() }, (_, i) => f.item(i)).find(
      (it) => !models.has(it.model) && decodePartNumber(it.model),
    );
    if (!absent) continue;
    const found = await decodedAnswer(absent.model, '贴片电感');
    expect(meaningOf(found.decoded).inductance, absent.model).toBe(absent.params.inductance?.display);
    if (['drop-in', 'value', 'other-package'].includes(found.decoded.closeness)) {
      for (const i of found.list)
        expect(i.name, absent.model).toContain(absent.params.inductance?.display.replace(' ', ''));
    }
    if (held.some((h) => h.package === absent.package))
      expect(found.decoded.closeness, absent.model).not.toBe('none');
    checked += 1;
  }
  expect(checked).toBeGreaterThanOrEqual(3);
}

/** The inductors' list checks: small values' tolerance in nH, another package's items, every absent inductor. */
async function moreInductors(): Promise<void> {
  // the small values' tolerance in nH (S = ±0.3 nH), on a catalogue part the sample lacks
  const small = ['1N0', '1N2', '1N5', '1N8', '2N2', '2N7', '3N3', '3N9', '4N7', '5N6']
    .map((v) => `LQG15HS${v}S02D`)
    .find((m) => !models.has(m));
  if (small) {
    const abs = await decodedAnswer(small, '贴片电感');
    expect(meaningOf(abs.decoded).tolerance_abs, small).toBe('±0.3 nH');
  }
  // TFM201610 1 µH: no catalogue item has that package; the sample's 1 µH inductors of other packages are listed
  const tfm1u = await decodedAnswer('TFM201610ALMA1R0MTAA', '贴片电感');
  const oneMicro = families()
    .filter((x) => x.id.startsWith('ind.'))
    .flatMap((f) => Array.from({ length: f.count() }, (_, i) => f.item(i)))
    .filter((it) => models.has(it.model) && it.params.inductance?.si === 1e-6);
  expect(tfm1u.decoded.closeness).toBe(oneMicro.length > 0 ? 'other-package' : 'none');
  expect(tfm1u.list.map((i) => i.model).sort()).toEqual(
    oneMicro
      .map((it) => it.model)
      .sort()
      .slice(0, 100),
  );
  await everyAbsentInductor();
}

const INDUCTOR = '贴片电感';
const DIODE = '开关/整流/肖特基二极管';
const BJT = '三极管(BJT)';
const LDO = '线性稳压器(LDO)';
const HEADER = '线对板连接器';

const DECODERS: DecoderCase[] = [
  {
    title:
      'inductors the catalogue lacks show their inductance and tolerance; the list has the same inductance first',
    rows: [
      // 120 nH: a value of the series the catalogue does not hold
      [
        'LQG15HSR12J02D',
        INDUCTOR,
        { inductance: '120 nH', tolerance: '±5 %', case_size: '0402' },
        { names: { inductance: '电感量', tolerance: '精度' }, brand: '村田' },
      ],
      ['SWPA3015S4R7MT', INDUCTOR, { inductance: '4.7 µH', tolerance: '±20 %' }],
      [
        'TFM201610ALMAR24MTAA',
        INDUCTOR,
        { inductance: '240 nH', tolerance: '±20 %', case_size: 'TFM201610', size: '2016 (2.0×1.6×1.0 mm)' },
      ],
      ['744393665220', INDUCTOR, { inductance: '22 µH', case_size: 'WE-XHMI 744393665' }],
    ],
    more: moreInductors,
  },
  {
    title: 'diodes and transistors: VRRM, current, configuration, hFE group; the nearest of the same package',
    rows: [
      ['SS110', DIODE, { vrrm: '100 V', if_avg: '1 A', diode_type: '肖特基二极管' }, { brand: '多家厂商' }],
      ['1N4007-T', DIODE, { vrrm: '1000 V', if_avg: '1 A', case_size: 'DO-41' }],
      ['BAT54CW,115', DIODE, { configuration: '双管共阴', vrrm: '30 V' }],
      [
        'BC847C,215',
        BJT,
        { polarity: 'NPN', vceo: '45 V', hfe_group: 'C (420–800)' },
        { names: { hfe_group: 'hFE 分档' } },
      ],
      // the 13-inch reel of a catalogue part
      ['MMBT3904LT3G', BJT, { polarity: 'NPN', vceo: '40 V', ic: '200 mA', reel: '13 英寸卷盘' }],
      ['BC817-25LT1G', BJT, { ic: '500 mA', hfe_group: '-25 (160–400)' }],
    ],
    more: async (a) => {
      // NPN only: a PNP is no near item of an NPN
      const bc = a['BC847C,215'];
      if (bc && bc.decoded.closeness !== 'size')
        for (const i of bc.list) expect(i.name, i.model).toContain('NPN');
      // the 7-inch reel part is a drop-in for the 13-inch reel when the sample holds it
      if (models.has('MMBT3904LT1G'))
        expect(a.MMBT3904LT3G?.list.map((i) => i.model)).toContain('MMBT3904LT1G');
    },
  },
  {
    title:
      'MOSFETs: channel, VDS, ID, RDS(on), packing and grade; N channel only; crystals: frequency and load capacitance',
    rows: [
      // the 13-inch reel of onsemi's 2N7002L
      [
        '2N7002LT3G',
        'MOSFET',
        { channel: 'N沟道', vds: '60 V', id: '115 mA', packing: '13 英寸卷盘', case_size: 'SOT-23' },
        { names: { packing: '包装' } },
      ],
      // a P-channel number
      ['BSC030P03NS3G', 'MOSFET', { channel: 'P沟道', vds: '30 V', rds_on: '3 mΩ' }, { brand: '英飞凌' }],
      ['2N7002KQ-13', 'MOSFET', { id: '380 mA', grade: '汽车级 (AEC-Q101)' }],
      [
        'ABM8-16.000MHZ-10-1-U-T',
        '无源晶振',
        { frequency: '16 MHz', load_capacitance: '10 pF', case_size: 'SMD3225-4P', size: '3.2×2.5 mm' },
      ],
      ['7M12000001', '无源晶振', { frequency: '12 MHz' }],
    ],
    more: async (a) => {
      // the 7-inch reel part is a drop-in for the 13-inch reel when the sample holds it
      const reel = a['2N7002LT3G'];
      if (models.has('2N7002LT1G')) {
        expect(reel?.decoded.closeness).toBe('drop-in');
        expect(reel?.list.map((i) => i.model)).toContain('2N7002LT1G');
      }
      // no N-channel item is near a P-channel number
      const p = a.BSC030P03NS3G;
      if (p && ['drop-in', 'value', 'near-value'].includes(p.decoded.closeness))
        for (const i of p.list) expect(i.name, i.model).toContain('P沟道');
    },
  },
  {
    title:
      'regulators and headers: output voltage, fixed or adjustable; pitch, positions, mounting and entry',
    rows: [
      ['ME6211C50M5G', LDO, { vout: '5 V', output_type: '固定', case_size: 'SOT-23-5' }],
      ['LM317DCYR', LDO, { output_type: '可调', iout: '1.5 A', case_size: 'SOT-223' }],
      ['S12B-PH-SM4-TB', HEADER, { pitch: '2 mm', positions: '12', mounting: '贴片' }],
      ['53048-1210', HEADER, { pitch: '1.25 mm', positions: '12', orientation: '卧式 (侧面插入)' }],
    ],
    more: async (a) => {
      const lm = a.LM317DCYR;
      if (lm?.decoded.closeness === 'value')
        for (const i of lm.list) expect(i.name, i.model).toContain('可调');
      const ph = a['S12B-PH-SM4-TB'];
      if (ph && ph.decoded.closeness !== 'size')
        for (const i of ph.list) expect(i.name, i.model).toContain('2mm');
    },
  },
];

describe(`decoded part numbers of more families (issue 15, ${TEST_ENGINE})`, () => {
  it.each(DECODERS.map((c) => [c.title, c] as const))('%s', async (_, { rows, more }) => {
    const answers: Answers = {};
    for (const [mpn, category, meaning, { names, brand } = {}] of rows) {
      const found = await decodedAnswer(mpn, category);
      expect(meaningOf(found.decoded), mpn).toMatchObject(meaning);
      for (const [key, name] of Object.entries(names ?? {}))
        expect(found.decoded.params.find((p) => p.key === key)?.name, `${mpn} ${key}`).toBe(name);
      if (brand) expect(found.decoded.brand, mpn).toBe(brand);
      answers[mpn] = found;
    }
    await more(answers);
  });

  it('items of other values are listed by nearness to the decoded value, the closest first', async () => {
    // values of no E series (123 Ω, 2.53 kΩ, 14 nF): near-value (±10 %); values in a gap of the sample's values
    // of the size (3.74 Ω 0201, 52.3 Ω 1210, 2.2 µF 0805): the size's items, the closest first
    const cases: Array<[string, string, string]> = [
      ['RC0603FR-07123RL', '贴片电阻', 'resistance'],
      ['RC0402FR-072K53L', '贴片电阻', 'resistance'],
      ['CC0603KRX7R9BB143', '多层陶瓷电容(MLCC)', 'capacitance'],
      ['RC0201FR-073R74L', '贴片电阻', 'resistance'],
      ['RC1210FR-0752R3L', '贴片电阻', 'resistance'],
      ['CC0805KRX7R9BB225', '多层陶瓷电容(MLCC)', 'capacitance'],
    ];
    // the sample's items (the catalogue seeded at SEED_SIZE is generateItems at that size)
    const byModel = new Map(
      [...generateItems({ size: SEED_SIZE })].filter((it) => it.kind === 2).map((it) => [it.model, it]),
    );
    let checked = 0;
    let sized = 0;
    for (const [mpn, category, key] of cases) {
      const found = await decodedAnswer(mpn, category);
      if (!['near-value', 'size'].includes(found.decoded.closeness)) continue;
      const part = decodePartNumber(mpn);
      const value = part?.params[key]?.si as number;
      const distance = (model: string) => {
        const x = byModel.get(model)?.params[key]?.si;
        return x == null || x <= 0 ? Number.POSITIVE_INFINITY : Math.abs(Math.log(x / value));
      };
      const d = found.list.map((i) => distance(i.model));
      for (let i = 1; i < d.length; i++)
        expect(d[i] as number, `${mpn}: ${found.list[i]?.model}`).toBeGreaterThanOrEqual(d[i - 1] as number);
      // the first page holds the closest of all the matches
      const all = [...byModel.values()]
        .filter((it) => it.categoryCode === part?.categoryCode && it.package === part?.package)
        .map((it) => distance(it.model))
        .sort((x, y) => x - y);
      if (found.decoded.closeness === 'size') {
        expect(d.slice(0, 10), mpn).toEqual(all.slice(0, Math.min(10, d.length)));
        sized += 1;
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(sized).toBeGreaterThan(0);
  });

  it('a held number is found as itself; bad input decodes nothing, never fails; too long: 关键字最多128个字符', async () => {
    const heldModel = ['B4B-XH-A', 'SS14-E3/61T', 'AMS1117-3.3', 'BC847B,215'].find((m) => models.has(m));
    if (heldModel) {
      const held = await search(heldModel);
      expect(held.decoded, heldModel).toBeUndefined();
      expect(held.list[0]?.model, heldModel).toBe(heldModel);
    }
    for (const bad of [
      'B17B-XH-A',
      'BC846C',
      'SS38',
      'ME6211C99M5G',
      '%%%',
      '53047-9910',
      'ＢＡＴ５４Ｑ',
      'BSC000N08NS5',
      '7M99000005',
    ]) {
      const found = await search(bad);
      expect(found.decoded, bad).toBeUndefined();
    }
    const res = await app.inject({
      method: 'GET',
      url: `/to/api/search/items?${new URLSearchParams({ kind: '2', keyWords: `B2B-XH-A${'A'.repeat(200)}` })}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: '关键字最多128个字符' });
  });
});

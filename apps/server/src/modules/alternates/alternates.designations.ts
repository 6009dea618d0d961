/**
 * The same standard part under its other designations, as data with sources:
 * - fastener standards: a GB/T standard and the ISO and DIN standards it corresponds to (the GB/T standard's
 *   foreword names the ISO standard it adopts; the DIN standards are the ones the ISO standard replaced);
 * - rolling bearing suffixes of shields and seals in each maker's system, and the old GB 272-88 codes.
 *
 *   designationsOf({ standard: 'GB/T 5782-2016', params })   // [{ designation: 'ISO 4014 M10×45 8.8', ... }]
 *   bearingDesignations('6205', '双面密封圈', 'CN')           // SKF 6205-2RSH, NSK 6205DDU, ... 旧 GB 180205
 *   decodeDesignation('180205')                               // { basic: '6205', seal: '双面密封圈', ... }
 *
 * Sources:
 * - GB/T 5782-2016 (ISO 4014:2011), GB/T 5783-2016 (ISO 4017:2014), GB/T 70.1-2008 (ISO 4762:2004),
 *   GB/T 6170-2015 (ISO 4032:2012), GB/T 97.1-2002 (ISO 7089:2000), GB/T 119.1-2000 (ISO 2338:1997),
 *   GB/T 3452.1-2005 (ISO 3601-1:2002), GB/T 93-1987 (no ISO standard; DIN 127 form B is the nearest),
 *   GB/T 1096-2003 (DIN 6885-1 form A is the nearest); the forewords' 采用程度 (IDT/MOD) decide "identical"
 *   or "equivalent". DIN 931/933/934 width across flats for M10, M12, M14, M22 (17/19/22/32 mm against
 *   ISO 16/18/21/34 mm): DIN 931-1:1987 and ISO 4014:2011 tables.
 * - Shield and seal suffixes: SKF Rolling bearings catalogue (PUB BU/P1 17000 EN, deep groove ball bearings:
 *   Z/2Z shields, RSH/2RSH contact seals, RSL/2RSL low-friction seals); NSK Rolling Bearings CAT. No. E1102e
 *   (Z/ZZ shields, DU/DDU contact seals, V/VV non-contact seals); Schaeffler HR 1 (Z/2Z shields, RSR/2RSR
 *   contact seals); NTN Ball and Roller Bearings CAT. No. 2202/E (Z/ZZ shields, LU/LLU contact seals, LB/LLB
 *   non-contact seals); GB/T 272-2017 (-Z/-2Z, -RS/-2RS).
 * - Old codes: GB 272-88 (superseded by GB/T 272-1993): type prefix 6 = one shield, 8 = two shields,
 *   16 = one seal, 18 = two seals in front of the old basic code 0 + diameter series + bore code
 *   (62/63 series: 6205 = 205, 180205 = 6205-2RS; 60 series: old diameter series 1, 6005 = 105).
 */

export type {
  AlternateDesignation as Designation,
  DesignationRelation as Relation,
} from '@jianku/rules/alternates-schemas';

import type {
  AlternateDesignation as Designation,
  DesignationRelation as Relation,
} from '@jianku/rules/alternates-schemas';

interface StandardCorrespondence {
  gb: string;
  /** the catalogue category its parts are in */
  category: string;
  iso?: { std: string; relation: Relation };
  din?: { std: string; relation: Relation; note?: string };
  source: string;
}

const DIN_FLATS =
  'DIN 的 M10、M12、M14、M22 对边宽度为 17、19、22、32 mm（ISO 为 16、18、21、34 mm），这四个规格扳手不通用';

/** GB/T fastener standards held in the catalogue and the ISO and DIN standards they correspond to. */
export const STANDARD_CORRESPONDENCE: readonly StandardCorrespondence[] = [
  {
    gb: 'GB/T 5782',
    category: 'part.fastener.bolt.hex',
    iso: { std: 'ISO 4014', relation: 'identical' },
    din: { std: 'DIN 931', relation: 'equivalent', note: DIN_FLATS },
    source: 'GB/T 5782-2016 前言 (ISO 4014:2011)；DIN 931-1:1987',
  },
  {
    gb: 'GB/T 5783',
    category: 'part.fastener.bolt.hex',
    iso: { std: 'ISO 4017', relation: 'identical' },
    din: { std: 'DIN 933', relation: 'equivalent', note: DIN_FLATS },
    source: 'GB/T 5783-2016 前言 (ISO 4017:2014)；DIN 933:1987',
  },
  {
    gb: 'GB/T 70.1',
    category: 'part.fastener.screw.socket-cap',
    iso: { std: 'ISO 4762', relation: 'identical' },
    din: { std: 'DIN 912', relation: 'equivalent' },
    source: 'GB/T 70.1-2008 前言 (ISO 4762:2004)；DIN 912:1983',
  },
  {
    gb: 'GB/T 6170',
    category: 'part.fastener.nut.hex',
    iso: { std: 'ISO 4032', relation: 'identical' },
    din: {
      std: 'DIN 934',
      relation: 'similar',
      note: `${DIN_FLATS}；DIN 934 螺母高度 m = 0.8d，低于 ISO 4032`,
    },
    source: 'GB/T 6170-2015 前言 (ISO 4032:2012)；DIN 934:1987',
  },
  {
    gb: 'GB/T 97.1',
    category: 'part.fastener.washer.plain',
    iso: { std: 'ISO 7089', relation: 'identical' },
    din: { std: 'DIN 125-1 A', relation: 'equivalent' },
    source: 'GB/T 97.1-2002 前言 (ISO 7089:2000)；DIN 125-1:1990',
  },
  {
    gb: 'GB/T 119.1',
    category: 'part.fastener.pin.parallel',
    iso: { std: 'ISO 2338', relation: 'identical' },
    din: { std: 'DIN 7', relation: 'equivalent' },
    source: 'GB/T 119.1-2000 前言 (ISO 2338:1997)；DIN 7:1970',
  },
  {
    gb: 'GB/T 3452.1',
    category: 'part.seal.o-ring',
    iso: { std: 'ISO 3601-1', relation: 'equivalent' },
    source: 'GB/T 3452.1-2005 前言 (修改采用 ISO 3601-1:2002)',
  },
  {
    gb: 'GB/T 93',
    category: 'part.fastener.washer.spring',
    din: { std: 'DIN 127 B', relation: 'similar', note: '截面尺寸不同，仅功能相近' },
    source: 'GB/T 93-1987；DIN 127:1987',
  },
];

/** The part of a catalogue model after the standard: '螺栓 GB/T 5782 M10×45 8.8' → 'M10×45 8.8'. */
function specOf(model: string, gb: string): string {
  const at = model.indexOf(gb);
  return at < 0 ? model : model.slice(at + gb.length).trim();
}

/** Other designations of a GB/T standard part (empty when its standard has no correspondence here). */
export function standardDesignations(standard: string | null, model: string): Designation[] {
  if (!standard) return [];
  const row = STANDARD_CORRESPONDENCE.find((r) => standard === r.gb || standard.startsWith(`${r.gb}-`));
  if (!row) return [];
  const spec = specOf(model, row.gb);
  const out: Designation[] = [];
  if (row.iso) {
    out.push({
      designation: `${row.iso.std} ${spec}`,
      system: row.iso.std,
      relation: row.iso.relation,
      note:
        row.iso.relation === 'identical'
          ? '国标等同采用该 ISO 标准，尺寸与性能要求相同'
          : '国标修改采用该 ISO 标准',
      source: row.source,
    });
  }
  if (row.din) {
    out.push({
      designation: `${row.din.std} ${spec}`,
      system: row.din.std,
      relation: row.din.relation,
      note: row.din.note ?? '尺寸相同',
      source: row.source,
    });
  }
  return out;
}

/** Seal forms in the catalogue (the 'seal' parameter of deep groove ball bearings). */
export type SealForm = '开式' | '单面防尘盖' | '双面防尘盖' | '单面密封圈' | '双面密封圈';

interface MakerSuffix {
  system: string;
  /** suffix per seal form; how it is joined to the basic designation */
  suffix: Partial<Record<SealForm, string>>;
  join: '' | '-';
  /** the maker's clearance C3 suffix and how it joins */
  c3: string;
  source: string;
}

export const BEARING_SUFFIXES: readonly MakerSuffix[] = [
  {
    system: 'GB/T 272',
    suffix: { 单面防尘盖: 'Z', 双面防尘盖: '2Z', 单面密封圈: 'RS', 双面密封圈: '2RS' },
    join: '-',
    c3: '/C3',
    source: 'GB/T 272-2017',
  },
  {
    system: 'SKF',
    suffix: { 单面防尘盖: 'Z', 双面防尘盖: '2Z', 单面密封圈: 'RSH', 双面密封圈: '2RSH' },
    join: '-',
    c3: '/C3',
    source: 'SKF Rolling bearings, PUB BU/P1 17000 EN',
  },
  {
    system: 'NSK',
    suffix: { 单面防尘盖: 'Z', 双面防尘盖: 'ZZ', 单面密封圈: 'DU', 双面密封圈: 'DDU' },
    join: '',
    c3: 'C3',
    source: 'NSK Rolling Bearings CAT. No. E1102e',
  },
  {
    system: 'Schaeffler (FAG)',
    suffix: { 单面防尘盖: 'Z', 双面防尘盖: '2Z', 单面密封圈: 'RSR', 双面密封圈: '2RSR' },
    join: '-',
    c3: '-C3',
    source: 'Schaeffler HR 1 Rolling Bearings',
  },
  {
    system: 'NTN',
    suffix: { 单面防尘盖: 'Z', 双面防尘盖: 'ZZ', 单面密封圈: 'LU', 双面密封圈: 'LLU' },
    join: '',
    c3: 'C3',
    source: 'NTN Ball and Roller Bearings CAT. No. 2202/E',
  },
];

/**
 * Other spellings of the same closures, read from published cross-reference tables (decoded, not written):
 * - SKF 2RS1 / RS1 (the contact seal before 2RSH / RSH): bearing dealer's prefix/suffix table
 *   http://eibc.in/prefix-suffix-guide.php rows "Two Contact seal" (NTN LLU, SKF 2RS1, FAG 2RSR, NSK DDU) and
 *   "One Contact seal" (LU, RS1, RSR, DU); https://allpartsin.com/blog/bearing-cross-reference-skf-fag-nsk-ntn;
 * - FAG 2ZR (two shields): the allpartsin page ("SKF 2Z, FAG 2ZR, NSK ZZ and NTN ZZ");
 * - Koyo 2RU (two contact seals): https://www.toolgrit.com/guides/bearing-decoder-guide ("2RS or 2RU in Koyo")
 *   and https://boretbearings.com/identify-bearing-manufacturer-part-number/ ("Koyo's suffix 2RU = double
 *   sealed").
 */
export const SUFFIX_ALIASES: ReadonlyArray<{ suffix: string; seal: SealForm; system: string }> = [
  { suffix: '2RS1', seal: '双面密封圈', system: 'SKF' },
  { suffix: 'RS1', seal: '单面密封圈', system: 'SKF' },
  { suffix: '2ZR', seal: '双面防尘盖', system: 'Schaeffler (FAG)' },
  { suffix: '2RU', seal: '双面密封圈', system: 'Koyo' },
];

/** Suffixes that look like seals but are non-contact or low-friction: not the same as a contact seal (2RS). */
export const NON_CONTACT_SEALS: Readonly<Record<string, string>> = {
  '2RSL': 'SKF 低摩擦密封',
  '2RZ': 'SKF 非接触密封',
  VV: 'NSK 非接触密封',
  LLB: 'NTN 非接触密封',
};

const OLD_PREFIX: Partial<Record<SealForm, string>> = {
  单面防尘盖: '6',
  双面防尘盖: '8',
  单面密封圈: '16',
  双面密封圈: '18',
};

/** The old GB 272-88 code of a 60/62/63 series deep groove ball bearing ('6205', '双面密封圈' → '180205'). */
export function oldGbCode(basic: string, seal: SealForm): string | null {
  const m = /^6([023])(\d\d)$/.exec(basic);
  if (!m) return null;
  const diameter = m[1] === '0' ? '1' : m[1];
  const old = `${diameter}${m[2]}`;
  if (seal === '开式') return old;
  const prefix = OLD_PREFIX[seal];
  return prefix ? `${prefix}0${old}` : null;
}

/** A deep groove ball bearing's designation in each maker's suffix system, and its old GB code. */
export function bearingDesignations(basic: string, seal: string, clearance: string): Designation[] {
  const form = seal as SealForm;
  const out: Designation[] = [];
  for (const m of BEARING_SUFFIXES) {
    if (form !== '开式' && !m.suffix[form]) continue;
    const sealPart = form === '开式' ? '' : `${m.join}${m.suffix[form]}`;
    const c3 = clearance === 'C3' ? m.c3 : clearance === 'CN' ? '' : null;
    if (c3 === null) continue;
    out.push({
      designation: `${basic}${sealPart}${c3}`,
      system: m.system,
      relation: 'identical',
      note: form === '开式' ? '开式轴承' : `${form}（${m.system} 后缀 ${m.suffix[form]}）`,
      source: m.source,
    });
  }
  const old = clearance === 'CN' ? oldGbCode(basic, form) : null;
  if (old) {
    out.push({
      designation: old,
      system: '旧国标 GB 272-88',
      relation: 'identical',
      note: '1993 年以前的国标代号',
      source: 'GB 272-88；GB/T 272-1993',
    });
  }
  return out;
}

export interface DecodedBearing {
  basic: string;
  seal: SealForm;
  clearance: 'CN' | 'C3';
  /** how the input was read, in Chinese */
  reading: string;
}

/**
 * Reads a deep groove ball bearing designation in any of the systems above (6205LLU, 6205-2RSH/C3, 180205)
 * as basic designation + seal form + clearance; null when it is not one.
 */
export function decodeDesignation(input: string): DecodedBearing | null {
  // '6205 2RS1' and '6205 - 2RS1' read as '6205-2RS1'
  const text = input
    .trim()
    .toUpperCase()
    .replace(/\s*([-/])\s*/g, '$1')
    .replace(/\s+/g, '-');
  const old = /^(?:(18|16|8|6)0)?([123])(\d\d)$/.exec(text);
  if (old) {
    const series = old[2] === '1' ? '0' : old[2];
    const basic = `6${series}${old[3]}`;
    const prefix = old[1] ?? '';
    const seal = (Object.entries(OLD_PREFIX).find(([, p]) => p === prefix)?.[0] ?? '开式') as SealForm;
    return {
      basic,
      seal,
      clearance: 'CN',
      reading: `旧国标代号 ${text} 即 ${basic}${seal === '开式' ? '' : `（${seal}）`}`,
    };
  }
  // 4- and 5-digit basic designations, 6x/dd, and the 3-digit miniature ones (608, 623, 636)
  const m = /^(6[0-3]\d\d|16\d{3}|6[0-3]\/\d+|61[89]\d\d|6[0-3]\d)(?!\d)(.*)$/.exec(text);
  if (!m) return null;
  const basic = m[1] ?? '';
  let rest = (m[2] ?? '').replace(/^[-/]/, '');
  let clearance: 'CN' | 'C3' = 'CN';
  const c3 = /[-/]?C3$/.exec(rest);
  if (c3) {
    clearance = 'C3';
    rest = rest.slice(0, c3.index);
  }
  rest = rest.replace(/^-/, '');
  if (rest === '') return { basic, seal: '开式', clearance, reading: `${basic} 开式` };
  if (NON_CONTACT_SEALS[rest]) return null;
  for (const s of BEARING_SUFFIXES) {
    const hit = Object.entries(s.suffix).find(([, suffix]) => suffix === rest);
    if (hit) {
      const seal = hit[0] as SealForm;
      return { basic, seal, clearance, reading: `${s.system} 后缀 ${rest} 即${seal}` };
    }
  }
  const alias = SUFFIX_ALIASES.find((a) => a.suffix === rest);
  if (alias)
    return { basic, seal: alias.seal, clearance, reading: `${alias.system} 后缀 ${rest} 即${alias.seal}` };
  return null;
}

export interface StandardLookup {
  gb: string;
  category: string;
  /** the size and class after the standard ('M10×45 8.8'), × for x */
  spec: string;
  reading: string;
}

/**
 * Reads an ISO or DIN designation ('ISO 4014 M10x45 8.8', 'DIN 934 M12') as the GB/T standard that corresponds to
 * it and the rest of the designation; null when the standard is not in the table.
 */
export function decodeStandardDesignation(input: string): StandardLookup | null {
  const m = /^(ISO|DIN)\s*([0-9][0-9.-]*(?:\s+[AB](?=\s))?)\s+(.+)$/i.exec(input.trim());
  if (!m) return null;
  const std = `${(m[1] ?? '').toUpperCase()} ${m[2]}`;
  const row = STANDARD_CORRESPONDENCE.find((r) => r.iso?.std === std || r.din?.std === std);
  if (!row) return null;
  const spec = (m[3] ?? '')
    .trim()
    .replace(/(\d)\s*[xX*]\s*(\d)/g, '$1×$2')
    .replace(/\s+/g, ' ');
  return {
    gb: row.gb,
    category: row.category,
    spec,
    reading: `${std} 对应 ${row.gb}，按 ${row.gb} ${spec} 查找`,
  };
}

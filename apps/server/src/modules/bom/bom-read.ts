/**
 * A BOM line read as a search would be (issue 15): its part number, and otherwise the words of its value,
 * footprint and description the search understands (query-forms.ts reads quantities, %, EIA codes, chip sizes):
 *   "贴片电阻 10K 1% 0603" → 10K, 1%, 0603 (required) and 贴片电阻;
 *   "0.1uF/50V X7R" + "Capacitor_SMD:C_0603_1608Metric" → 0.1uF, 50V, X7R, 0603;
 *   "LM358" with "Package_SO:SOIC-8_3.9x4.9mm" → the part number LM358, the package SOIC-8.
 * The designator's letters tell the category to search in (R → 电阻, C → 电容 ...). Pure.
 */
import type { BomLineInput } from '@jianku/rules';
import { queryQuantity } from '../search/search.text.ts';

/** Category names (component library) by the designator's letters (IEEE 315 / IEC 81346 letter codes). */
const DESIGNATOR_CATEGORIES: ReadonlyArray<[RegExp, string]> = [
  [/^(RN|RP|RA)$/, '排阻'],
  [/^(R|VR)$/, '电阻'],
  [/^(C|CP|EC|TC)$/, '电容'],
  [/^(L|FB)$/, '电感'],
  [/^(D|ZD|TVS|LED|VD)$/, '二极管'],
  [/^(Q|T|VT)$/, '晶体管'],
  [/^(U|IC)$/, '集成电路'],
  [/^(J|P|CN|CON|USB)$/, '连接器'],
];

/** Chip sizes (inch) as KiCad and makers write them. */
const CHIP = /(?:^|[^0-9])(01005|0201|0402|0603|0805|1206|1210|1812|2010|2512)(?:[^0-9]|$)/;
/** Metric chip sizes (IEC 60115-8 / EIA-198 code pairs) → the inch size. */
const METRIC_CHIP: Readonly<Record<string, string>> = {
  '0603': '0201',
  '1005': '0402',
  '1608': '0603',
  '2012': '0805',
  '3216': '1206',
  '3225': '1210',
  '4532': '1812',
  '5025': '2010',
  '6332': '2512',
};
const METRIC = /(?:^|[^0-9])(1005|1608|2012|3216|3225|4532|5025|6332)(?:_[A-Z]|M|Metric)/i;
/** Through-hole footprints (KiCad names: R_Axial_DIN0207, CP_Radial_D5.0mm, DIP-8_W7.62mm, TO-92, *_THT:). */
const THROUGH_HOLE = /(_THT:|Axial|Radial|Disc|DIP-?\d|TO-92|TO-220|DO-35|DO-41|HC-?49|Package_DIP:)/i;
/** IC and discrete packages: SOIC-8, SOT-23-5, SOT-223, SOD-123, TO-220, LQFP-48, DO-35 ... */
const PACKAGE =
  /(?:^|[^A-Z])(SOIC|SSOP|TSSOP|MSOP|SOP|QFN|DFN|TQFP|LQFP|QFP|PDIP|DIP|SOT|SOD|TO|DO|SMA|SMB|SMC)[-_]?(\d{1,3}(?:[-_]\d)?)?(?=[^0-9]|$)/i;

export interface LineRead {
  /** part numbers to look up exactly (the MPN, or a value written as one) */
  codes: string[];
  /** value words that must hold (quantities, %, dielectrics) */
  values: string[];
  /** the package word that must hold, if the footprint or description tells one */
  pkg: string | null;
  /** other words searched (Chinese names) */
  words: string[];
  /** the category name the designator tells */
  category: string | null;
  /** the designator's letters tell a kind the catalogue has no category for (RV, Y, SW ...) */
  unknownKind: string | null;
  /** footprint text that told no package */
  unreadFootprint: string | null;
  /** the footprint is a through-hole one */
  throughHole: boolean;
  /** texts the matched item's name must show (a pin header's 2.54mm and 1×3P) */
  mustShow: string[];
}

const PIN_HEADER = /PinHeader_(\d)x(\d{1,2})_P2\.54mm/i;
const CHIP_WORD = /^(01005|0201|0402|0603|0805|1206|1210|1812|2010|2512)$/;
const DIELECTRIC = /^(X[5-8][RSTPV]|Y5[VU]|C0G|NP0|COG)$/i;
const EIA = /^(\d{3,4}|\d+R\d+|R\d+)$/i;
const HAS_CJK = /[\u4e00-\u9fff]/;
const PART_NUMBER = /^(?=.*\d)(?=.*[A-Z])[A-Z0-9][A-Z0-9\-+./#]{3,39}$/i;

/** The category the designator's letters tell ("R12" → 电阻; "C1, C2" → 电容). */
export function categoryOfDesignator(designator: string): string | null {
  const letters = designatorLetters(designator);
  if (!letters) return null;
  return DESIGNATOR_CATEGORIES.find(([re]) => re.test(letters))?.[1] ?? null;
}

/** The letters of the first designator ("RV1, RV2" → RV), or null. */
export function designatorLetters(designator: string): string | null {
  const first = designator.split(/[\s,，;；、]+/)[0] ?? '';
  return /^([A-Z]+)\d/i.exec(first)?.[1]?.toUpperCase() ?? null;
}

/** The package a footprint or description names ("R_0603_1608Metric" → 0603, "SOIC-8_3.9x4.9mm" → SOIC-8). */
export function packageOf(text: string): string | null {
  const afterLib = text.includes(':') ? text.slice(text.indexOf(':') + 1) : text;
  const metric = METRIC.exec(afterLib);
  if (metric && !CHIP.test(afterLib)) return METRIC_CHIP[metric[1] as string] ?? null;
  const chip = CHIP.exec(afterLib);
  if (chip && !/^(SOT|SOD|TO|DO)/i.test(afterLib)) return chip[1] as string;
  const p = PACKAGE.exec(afterLib);
  if (!p) return null;
  const family = (p[1] as string).toUpperCase();
  if (!p[2] && !/^SM[ABC]$/.test(family)) return null;
  return p[2] ? `${family}-${p[2].replace('_', '-')}` : family;
}

/** "10 k" → "10k", "0.1 uF" → "0.1uF" (a number and its unit written apart). */
function joinUnits(text: string): string {
  return text.replace(/(\d)\s+(?=(?:[pnuµμmkKMG]?(?:F|H|Ω|ohm)|[kKMR]|V|W|A|%)(?:[\s/,，;]|$))/g, '$1');
}

/** A value or description word → its class. */
function classify(
  word: string,
  category: string | null,
): { kind: 'value' | 'code' | 'word' | 'skip'; text: string } {
  // a resistance in megohms without its unit (1M, 2.2M): M is not milli here
  if (category === '电阻' && /^\d+(\.\d+)?M$/.test(word)) return { kind: 'value', text: `${word}Ω` };
  if (/^\d+(\.\d+)?$/.test(word)) {
    // a bare number: an EIA code where it reads as one (104, 4702), ohms on a resistor, else skipped
    if (category === '电阻' && !/^[1-9]\d[1-6]\d?$/.test(word)) return { kind: 'value', text: `${word}Ω` };
    if (category === '电容' && /^\d{1,2}$/.test(word)) return { kind: 'value', text: `${word}pF` };
    return EIA.test(word) ? { kind: 'value', text: word } : { kind: 'skip', text: word };
  }
  if (/^±?\d+(\.\d+)?%$/.test(word) || DIELECTRIC.test(word) || EIA.test(word))
    return { kind: 'value', text: word };
  if (queryQuantity(word)) return { kind: 'value', text: word };
  if (HAS_CJK.test(word)) return { kind: 'word', text: word };
  if (PART_NUMBER.test(word)) return { kind: 'code', text: word };
  return { kind: 'skip', text: word };
}

/** Reads one line. */
export function readLine(input: BomLineInput): LineRead {
  const category = categoryOfDesignator(input.designator);
  const codes: string[] = [];
  if (input.mpn.trim() !== '') codes.push(input.mpn.trim());
  const values: string[] = [];
  const words: string[] = [];
  const seen = new Set<string>();
  const pkgFromFootprint = input.footprint ? packageOf(input.footprint) : null;
  let pkg = pkgFromFootprint;
  for (const [source, text] of [
    ['value', input.value],
    ['description', input.description],
  ] as const) {
    if (source === 'description' && !pkg) pkg = packageOf(text);
    // a decimal comma (4,7K) is a decimal point
    const oneWord = !/\s/.test(text.trim());
    for (const raw of joinUnits(text.replace(/(\d),(\d)/g, '$1.$2')).split(/[\s/,，;；、]+/)) {
      const word = raw.replace(/^[([（]+|[)\]）]+$/g, '');
      if (word === '' || seen.has(word.toLowerCase())) continue;
      seen.add(word.toLowerCase());
      if (CHIP_WORD.test(word)) {
        pkg ??= word;
        continue;
      }
      const c = classify(word, category);
      if (c.kind === 'value') values.push(c.text);
      else if (c.kind === 'word') words.push(c.text);
      // a value of one word is a part number (LM358N, XC4003/PQ100); in a longer value, only a word that
      // starts with two letters is (12MHz 50ppm 16-20pF holds none)
      else if (
        c.kind === 'code' &&
        source === 'value' &&
        !packageOf(word) &&
        (oneWord || /^[A-Z]{2}/i.test(word))
      )
        codes.push(oneWord ? input.value.trim() : c.text);
    }
  }
  const header = PIN_HEADER.exec(input.footprint);
  if (header) {
    // KiCad's Connector_PinHeader_2.54mm:PinHeader_1x03_P2.54mm_Vertical → 排针 2.54mm 1×3P
    const size = `${Number(header[1])}×${Number(header[2])}P`;
    return {
      codes: [],
      values: [],
      pkg: null,
      words: ['排针', size],
      category: '排针',
      unreadFootprint: null,
      throughHole: true,
      unknownKind: null,
      mustShow: ['2.54mm', size],
    };
  }
  return {
    codes: [...new Set(codes)],
    values,
    pkg,
    words,
    category,
    unreadFootprint: input.footprint && !pkgFromFootprint ? input.footprint : null,
    throughHole: THROUGH_HOLE.test(input.footprint),
    unknownKind: category === null ? designatorLetters(input.designator) : null,
    mustShow: [],
  };
}

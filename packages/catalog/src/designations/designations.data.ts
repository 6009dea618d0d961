// How engineers write the same thing in different ways: the synonym and designation table search reads
// (issue 15, Understanding). Every entry says where it comes from: a standard, or a maker's catalogue whose
// designation system it copies. Only real equivalences are listed; where two spellings only resemble each
// other (SKF CM clearance and C3, GB/T 93 and DIN 127 spring washers) they are left out on purpose.

/** A group of spellings that name one thing, with its source. */
export interface SynonymGroup {
  /** the spellings; the first is the one the catalogue writes (when it writes one of them) */
  words: readonly string[];
  /**
   * the wider class the catalogue may write instead, found by the group's words but not the other way round
   * (镀锌 is one of the 电镀 coatings of GB/T 5267.1, which the hex bolt standards name as the finish)
   */
  broader?: readonly string[];
  source: string;
}

/**
 * Chip sizes: EIA (inch) code ↔ metric code. Source: EIA-198 / IEC 60115-8 and IEC 60384-22 size codes, as the
 * makers print them side by side (YAGEO RC_L datasheet "0603 / 1608", Murata GRM "18 = 1.6×0.8 mm (0603)",
 * TDK C series "C1608 = 0603"). The metric code is written with an M where it is ambiguous ("0603M" = 0201).
 */
export const CHIP_SIZES: ReadonlyArray<readonly [inch: string, metric: string]> = [
  ['01005', '0402'],
  ['0201', '0603'],
  ['0402', '1005'],
  ['0603', '1608'],
  ['0805', '2012'],
  ['1206', '3216'],
  ['1210', '3225'],
  ['1812', '4532'],
  ['2010', '5025'],
  ['2512', '6332'],
];
export const CHIP_SIZES_SOURCE =
  'EIA-198 / IEC 60115-8 chip size codes (inch ↔ metric), as printed by YAGEO, Murata, TDK';

/**
 * Tolerance code letters of resistors and capacitors, in percent. Source: IEC 60062:2016 (Marking codes for
 * resistors and capacitors), the tolerance code letters; the same letters end the makers' part numbers (YAGEO RC…F = ±1 %,
 * …J = ±5 %; MLCC …K = ±10 %). B, C and D are ±0.1/0.25/0.5 pF for capacitors under 10 pF, so only the letters
 * that mean the same percentage for both are read from free text.
 */
export const TOLERANCE_LETTERS: Readonly<Record<string, number>> = { F: 1, G: 2, J: 5, K: 10, M: 20 };
export const TOLERANCE_LETTERS_SOURCE = 'IEC 60062:2016 (tolerance code letters)';

/**
 * Surface finishes of fasteners: the everyday names of one treatment. Sources: GB/T 5267.1-2002 (紧固件 电镀层:
 * zinc Fe/Zn with a passivation: 光亮/蓝白 (漂白)/彩虹/黑色), GB/T 5267.2-2017 (非电解锌片涂层, sold as 达克罗
 * Dacromet and 久美特 Geomet), GB/T 15519-2002 (化学转化膜 钢铁黑色氧化膜: 发黑, 发蓝), GB/T 11376-1997 (磷化).
 */
export const FINISH_SYNONYMS: readonly SynonymGroup[] = [
  {
    words: ['镀锌钝化', '镀锌', '电镀锌', '蓝白锌', '白锌', '彩锌', '镀彩锌', '镀白锌', '蓝锌'],
    broader: ['电镀'],
    source: 'GB/T 5267.1-2002 (电镀锌及其钝化：蓝白、彩虹、黑色；电镀锌是其电镀层之一)',
  },
  { words: ['氧化', '发黑', '发蓝', '黑色氧化'], source: 'GB/T 15519-2002 (钢铁化学氧化膜，俗称发黑、发蓝)' },
  {
    words: ['非电解锌片涂层', '锌片涂层', '达克罗', '久美特'],
    source: 'GB/T 5267.2-2017 (非电解锌片涂层；达克罗 Dacromet、久美特 Geomet 为其商品名)',
  },
  { words: ['磷化', '磷化处理'], source: 'GB/T 11376-1997 (金属的磷酸盐转化膜)' },
];

/**
 * Seal and shield suffixes of deep groove ball bearings that name the same arrangement across makers, each group
 * with its sources: GB/T 272-2017 (-Z, -2Z, -RS, -2RS contact, -RZ, -2RZ non-contact), SKF General Catalogue
 * (-Z, -2Z, -RS1, -2RS1, -RSH, -2RSH contact; -RZ, -2RZ, -RSL, -2RSL low-friction), NSK CAT. E1102 Table 7.6
 * (Z, ZZ shields; DU, DDU contact; V, VV non-contact), NTN Ball and Roller Bearings catalogue, bearing
 * number suffixes (Z, ZZ; LU, LLU contact; LB, LLB non-contact), Schaeffler FAG / ZVL (-ZR, -2ZR shields; -RSR, -2RSR contact). The first suffix of each group
 * is GB/T 272's.
 */
export const BEARING_SEAL_GROUPS: readonly SynonymGroup[] = [
  {
    words: ['-2RS', '-2RS1', '-2RSH', 'DDU', 'LLU', '-2RSR'],
    source:
      'GB/T 272-2017 -2RS; SKF -2RS1/-2RSH; NSK DDU; NTN LLU; FAG/ZVL -2RSR (两面接触式密封圈); cross-reference ' +
      'tables: http://eibc.in/prefix-suffix-guide.php (Two Contact seal: NTN LLU, SKF 2RS1, FAG 2RSR, NSK DDU), ' +
      'https://allpartsin.com/blog/bearing-cross-reference-skf-fag-nsk-ntn',
  },
  {
    words: ['-RS', '-RS1', '-RSH', 'DU', 'LU', '-RSR'],
    source:
      'GB/T 272-2017 -RS; SKF -RS1/-RSH; NSK DU; NTN LU; FAG/ZVL -RSR (一面接触式密封圈); ' +
      'http://eibc.in/prefix-suffix-guide.php (One Contact seal: NTN LU, SKF RS1, FAG RSR, NSK DU)',
  },
  {
    words: ['-2Z', 'ZZ', '-2ZR'],
    source:
      'GB/T 272-2017 and SKF -2Z; NSK/NTN ZZ; FAG/ZVL -2ZR (两面防尘盖); ' +
      'https://allpartsin.com/blog/bearing-cross-reference-skf-fag-nsk-ntn (SKF 2Z, FAG 2ZR, NSK ZZ, NTN ZZ)',
  },
  {
    words: ['-Z', 'Z', '-ZR'],
    source:
      'GB/T 272-2017 and SKF -Z; NSK/NTN Z; FAG/ZVL -ZR (一面防尘盖); ' +
      'http://eibc.in/prefix-suffix-guide.php (One Shields: Z)',
  },
  {
    words: ['-2RZ', '-2RSL', 'VV', 'LLB'],
    source:
      'GB/T 272-2017 -2RZ; SKF -2RZ/-2RSL (低摩擦); NSK VV; NTN LLB (两面非接触式密封圈); ' +
      'http://eibc.in/prefix-suffix-guide.php (Two Non-Contact seals: NTN LLB, SKF 2RZ, NSK VV)',
  },
  {
    // NSK's V (one non-contact seal) is left out: a number followed by V is read as volts (1000V)
    words: ['-RZ', '-RSL', 'LB'],
    source:
      'GB/T 272-2017 -RZ; SKF -RZ/-RSL; NTN LB (一面非接触式密封圈); ' +
      'http://eibc.in/prefix-suffix-guide.php (One Non-Contact seal: NTN LB, SKF RZ, NSK V)',
  },
];

/**
 * Old Chinese bearing designations (the GB 272-64 system, replaced by GB/T 272-1993): the structure digits
 * written before "0" (type: deep groove ball bearing), the diameter series digit and the bore code, as the
 * 新旧代号对照 tables of the Chinese bearing handbooks print them (e.g. 180205 = 6205-2RS, 80205 = 6205-2Z). Only the four
 * seal and shield structures and the diameter series 2 and 3 (62.., 63.., written the same in both systems)
 * are read.
 */
export const OLD_GB_BEARING_STRUCTURES: Readonly<Record<string, string>> = {
  '6': '-Z',
  '8': '-2Z',
  '16': '-RS',
  '18': '-2RS',
};
export const OLD_GB_BEARING_SOURCE = 'GB 272-64 old designations (新旧代号对照 with GB/T 272-1993)';

/**
 * Product standards of fasteners that are the same part under another system: GB/T (the catalogue's) ↔ ISO ↔
 * DIN (↔ JIS where the JIS standard is the ISO one). Sources: the forewords of the GB/T standards, which name
 * the ISO standard they are identical to or modified from (e.g. GB/T 5782-2016 "修改采用 ISO 4014:2011"), and
 * DIN's replacement notes (DIN 931 → DIN EN ISO 4014, DIN 933 → ISO 4017, DIN 912 → ISO 4762, DIN 934 → ISO
 * 4032, DIN 125 → ISO 7089, DIN 7 → ISO 2338, DIN 913–916 → ISO 4026–4029, DIN 7991 → ISO 10642, DIN 439 →
 * ISO 4035, DIN 471/472 retaining rings ↔ GB/T 894/893).
 */
export const STANDARD_EQUIVALENTS: readonly SynonymGroup[] = [
  {
    words: ['GB/T 5782', 'ISO 4014', 'DIN 931'],
    source: 'GB/T 5782-2016 前言 (ISO 4014); DIN 931 → ISO 4014',
  },
  {
    words: ['GB/T 5783', 'ISO 4017', 'DIN 933'],
    source: 'GB/T 5783-2016 前言 (ISO 4017); DIN 933 → ISO 4017',
  },
  {
    words: ['GB/T 5780', 'ISO 4016', 'DIN 601'],
    source: 'GB/T 5780-2016 前言 (ISO 4016); DIN 601 → ISO 4016',
  },
  {
    words: ['GB/T 5781', 'ISO 4018', 'DIN 558'],
    source: 'GB/T 5781-2016 前言 (ISO 4018); DIN 558 → ISO 4018',
  },
  {
    words: ['GB/T 70.1', 'ISO 4762', 'DIN 912', 'JIS B 1176'],
    source: 'GB/T 70.1-2008 前言 (ISO 4762); DIN 912 → ISO 4762; JIS B 1176 (ISO 4762)',
  },
  {
    words: ['GB/T 70.2', 'ISO 10642', 'DIN 7991'],
    source: 'GB/T 70.2-2015 前言 (ISO 10642); DIN 7991 → ISO 10642',
  },
  { words: ['GB/T 70.3', 'ISO 7380'], source: 'GB/T 70.3-2008 前言 (ISO 7380)' },
  {
    words: ['GB/T 6170', 'ISO 4032', 'DIN 934'],
    source: 'GB/T 6170-2015 前言 (ISO 4032); DIN 934 → ISO 4032',
  },
  {
    words: ['GB/T 6172.1', 'ISO 4035', 'DIN 439'],
    source: 'GB/T 6172.1-2016 前言 (ISO 4035); DIN 439 → ISO 4035',
  },
  {
    words: ['GB/T 97.1', 'ISO 7089', 'DIN 125'],
    source: 'GB/T 97.1-2002 前言 (ISO 7089); DIN 125 → ISO 7089',
  },
  { words: ['GB/T 77', 'ISO 4026', 'DIN 913'], source: 'GB/T 77-2007 前言 (ISO 4026); DIN 913 → ISO 4026' },
  { words: ['GB/T 78', 'ISO 4027', 'DIN 914'], source: 'GB/T 78-2007 前言 (ISO 4027); DIN 914 → ISO 4027' },
  { words: ['GB/T 79', 'ISO 4028', 'DIN 915'], source: 'GB/T 79-2007 前言 (ISO 4028); DIN 915 → ISO 4028' },
  { words: ['GB/T 80', 'ISO 4029', 'DIN 916'], source: 'GB/T 80-2007 前言 (ISO 4029); DIN 916 → ISO 4029' },
  { words: ['GB/T 119.1', 'ISO 2338', 'DIN 7'], source: 'GB/T 119.1-2000 前言 (ISO 2338); DIN 7 → ISO 2338' },
  { words: ['GB/T 894', 'DIN 471'], source: 'GB/T 894-2017 轴用弹性挡圈 (DIN 471 同型)' },
  { words: ['GB/T 893', 'DIN 472'], source: 'GB/T 893-2017 孔用弹性挡圈 (DIN 472 同型)' },
];

/**
 * Names of designation systems typed before a material grade ("AISI 316L", "UNS S31603", "W.Nr. 1.4404"):
 * they say which system the grade is in, not a word to find. Source: the systems of the catalogue's
 * equivalents (materials/equivalents.ts DESIGNATION_SYSTEMS) and the Werkstoffnummer of EN 10027-2.
 */
export const MATERIAL_SYSTEM_WORDS: readonly string[] = [
  'AISI',
  'ASTM',
  'UNS',
  'SAE',
  'W.NR.',
  'W.NR',
  'WNR',
  'WERKSTOFF',
];

// Vishay Draloric RCA e3 sulfur resistant thick film chip resistors (AEC-Q200), RCG e3 green thick film
// chip resistors, D/CRCW-IF e3 pulse proof thick film chip resistors, RCS e3 anti-surge high power and RCL e3
// long side termination thick film chip resistors; extension series (see resistors/registry.ts). The D/CRCW, CRCW...C and CRCW-HP families are in resistors/vishay-tnpw-crcw.ts.
import { letterFourCode, type ResistorSeries, type SizeSpec } from '../chip-resistors.ts';

/** Packaging text of a Vishay packaging code (the quantity behind each code was not read). */
const packLabel = (code: string) => `编带 (包装代码 ${code})`;

const vSize = (size: string, power: number, maxV: number): SizeSpec => ({ size, power, maxV });

export const VISHAY_THICK_SERIES: ResistorSeries[] = [
  {
    // Vishay Draloric "RCA e3, Automotive, Sulfur Resistant Lead (Pb)-Free Thick Film, Rectangular Chip
    // Resistors", document number 20037 (revision 08-Apr-14), standard electrical specifications (power
    // rating P70 / limiting element voltage / TCR / tolerance / range / series):
    //   RCA0402 0.063 W 50 V: ±100 ppm/K ±0.5 % 10 Ω–1.0 MΩ; ±100 ±1 % 10 Ω–10 MΩ; ±200 ±1 % 1.0–9.76 Ω;
    //     ±200 ±5 % 1.0 Ω–10 MΩ
    //   RCA0603 0.10 W 75 V, RCA0805 0.125 W 150 V, RCA1206 0.25 W 200 V: ±100 ±0.5 % 10 Ω–10 MΩ;
    //     ±100 ±1 % 1.0 Ω–10 MΩ; ±200 ±5 % 1.0 Ω–10 MΩ
    //   RCA1210 0.5 W 200 V: ±100 ±0.5 % 10 Ω–1.0 MΩ; ±100 ±1 % 1.0 Ω–10 MΩ; ±200 ±5 % 1.0 Ω–10 MΩ
    //   RCA2010 0.75 W 400 V: ±100 ±0.5 % 10 Ω–10 MΩ; ±100 ±1 % 1.0 Ω–10 MΩ; ±5 % (the row is cut off in
    //     our copy; the older revision "RCA.... e3" and the current revision's technical specifications
    //     give 1 Ω–10 MΩ at ±200 ppm/K)
    // E24 + E96 for ±0.5 % and ±1 %, E24 for ±5 %. The current revision ("Sulfur Resistant Thick Film Chip
    // Resistors") has the same P70 and Umax per size.
    // Part number (as D/CRCW e3): RCA + size + value (4 characters, R/K/M as the decimal point) + tolerance
    // (D, F, J) + TCR (K = ±100, N = ±200 ppm/K) + packaging, e.g. RCA040210K0FKED, RCA04021K00JNED,
    // RCA06031K00FKEA, RCA0603100KJNEC, RCA06036M19FKEA, RCA080510K0FKEA, RCA12061K00JNEA,
    // RCA12101K24DKEA (±0.5 % with K), RCA20102K49FKEF. Packaging codes taken only where a real part
    // number carries them for the size: 0402 ED, 0603 EA and EC, 0805/1206/1210 EA, 2010 EF.
    // Left out: ±50 ppm/K (its TCR letter not read), ±1 % 1.0–9.76 Ω of 0402 (±200 ppm/K: letter N with
    // ±1 % not confirmed by a part number), sizes 1218 and 2512 (no part number confirmed their packaging
    // code), other packaging codes (EB, EE, …), jumpers (0 Ω; the part numbers read use another
    // tolerance/TCR code, e.g. RCA12060000ZSEA, not tied to the sheet), the long-side (RCA-LS) and high
    // power (RCA-HP) versions.
    id: 'res.vishay.rca',
    brandCode: 'vishay',
    series: 'RCA e3',
    technology: '厚膜',
    aec: true,
    sizes: [
      vSize('0402', 0.063, 50),
      vSize('0603', 0.1, 75),
      vSize('0805', 0.125, 150),
      vSize('1206', 0.25, 200),
      vSize('1210', 0.5, 200),
      vSize('2010', 0.75, 400),
    ],
    tols: [
      {
        pct: 0.5,
        letter: 'D',
        values: 'E24+E96',
        min: 10,
        max: 10e6,
        rangeBySize: { '0402': [10, 1e6], '1210': [10, 1e6] },
      },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 10e6, rangeBySize: { '0402': [10, 10e6] } },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: (
      [
        ['ED', ['0402']],
        ['EA', ['0603', '0805', '1206', '1210']],
        ['EC', ['0603']],
        ['EF', ['2010']],
      ] as const
    ).map(([code, sizes]) => ({ code, label: packLabel(code), sizes: [...sizes] })),
    tcr: (_r, t) => (t.letter === 'J' ? 200 : 100),
    mpn: (s, t, r, v) =>
      `RCA${s.size}${letterFourCode(r)}${t?.letter}${t?.letter === 'J' ? 'N' : 'K'}${v.code}`,
    datasheet: () => 'https://www.vishay.com/doc?20037',
    source: 'Vishay Draloric RCA e3 sulfur resistant thick film chip resistors datasheet (document 20037)',
  },
  {
    // Vishay Draloric "RCG e3, Green Thick Film Chip Resistors" (does not use RoHS exemptions), standard
    // electrical specifications (case size / P70 / limiting element voltage Umax / TCR / tolerance / range /
    // series), revision with ±0.5 % and ±1 %:
    //   RCG0603 0.1 W 75 V, RCG0805 0.125 W 150 V, RCG1206 0.25 W 200 V: ±100 ppm/K ±0.5 %, ±1 % and
    //   ±200 ppm/K ±5 %, 1.0 Ω to 10 MΩ (one range cell for both rows; the older revision gives 1R0 to 10M for
    //   ±1 % and ±5 %), E24; E96 for ±0.5 %/±1 %, E24 for ±5 %. Not AEC-Q200 (consumer, connectivity).
    // Part number as D/CRCW e3: RCG + size + value (4 characters) + tolerance + TCR (K = ±100, N = ±200
    // ppm/K) + packaging, e.g. RCG06031K00FKEA, RCG060310K0FKEA, RCG0603100KFKEA, RCG08051M00FKEA,
    // RCG080515K0FKEA, RCG080510K0JNEA, RCG080547R0JNEA, RCG0805240RDKEA (±0.5 % with K), RCG1206220RJNEA —
    // all on packaging EA, the only code taken.
    // Left out: RCG0402 (its ±150 ppm/K row has no TCR letter we could read, and no part number confirmed
    // its packaging code), other packaging codes (e.g. the 2 mm pitch option for 0603), jumpers.
    id: 'res.vishay.rcg',
    brandCode: 'vishay',
    series: 'RCG e3',
    technology: '厚膜',
    aec: false,
    sizes: [vSize('0603', 0.1, 75), vSize('0805', 0.125, 150), vSize('1206', 0.25, 200)],
    tols: [
      { pct: 0.5, letter: 'D', values: 'E24+E96', min: 1, max: 10e6 },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 10e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: [{ code: 'EA', label: packLabel('EA') }],
    tcr: (_r, t) => (t.letter === 'J' ? 200 : 100),
    mpn: (s, t, r, v) =>
      `RCG${s.size}${letterFourCode(r)}${t?.letter}${t?.letter === 'J' ? 'N' : 'K'}${v.code}`,
    datasheet: () => null, // the document number was not read
    source: 'Vishay Draloric RCG e3 green thick film chip resistors datasheet',
  },
  {
    // Vishay "D/CRCW-IF e3, Pulse Proof Thick Film Chip Resistors", document number 20024 (revision
    // 17-Mar-15), standard electrical specifications: every size ±200 ppm/K, ±5 % and ±10 %, 1.0 Ω to
    // 100 kΩ, E24; P70 / Umax: 0402 0.063 W 50 V, 0603 0.10 W 75 V, 0805 0.125 W 150 V, 1206 0.25 W 200 V,
    // 1210 0.50 W 200 V, 2010 0.75 W 400 V, 2512 1.0 W 500 V. AEC-Q200 qualified.
    // Part number CRCW + size + value (4 characters) + J + N (±200 ppm/K) + packaging + IF, as real parts
    // carry it: CRCW04023R00JNEDIF (0402 ED), CRCW0603100KJNEAIF (0603 EA), CRCW121010K0JNEAIF (1210 EA),
    // CRCW251210R0JNEGIF (2512 EG).
    // Left out: ±10 % (its tolerance letter not read), 0805, 1206 and 2010 (no part number confirmed their
    // packaging code), the D10/D11/D12/D25 type names of the same parts.
    id: 'res.vishay.crcw.if',
    brandCode: 'vishay',
    series: 'D/CRCW-IF e3',
    technology: '厚膜',
    aec: true,
    sizes: [vSize('0402', 0.063, 50), vSize('0603', 0.1, 75), vSize('1210', 0.5, 200), vSize('2512', 1, 500)],
    tols: [{ pct: 5, letter: 'J', values: 'E24', min: 1, max: 100e3 }],
    variants: (
      [
        ['ED', ['0402']],
        ['EA', ['0603', '1210']],
        ['EG', ['2512']],
      ] as const
    ).map(([code, sizes]) => ({ code, label: `${packLabel(code)}, 脉冲型`, sizes: [...sizes] })),
    tcr: () => 200,
    mpn: (s, _t, r, v) => `CRCW${s.size}${letterFourCode(r)}JN${v.code}IF`,
    datasheet: () => 'https://www.vishay.com/doc?20024',
    source: 'Vishay D/CRCW-IF e3 pulse proof thick film chip resistors datasheet (document 20024)',
  },
  {
    // Vishay "RCS e3, Anti-Surge, High Power Thick Film Chip Resistors", document number 20065 (revision
    // 07-Mar-2019), technical specifications: RCS0402 0.2 W 50 V, RCS0603 0.25 W 75 V, RCS0805 0.4 W 150 V,
    // RCS1206 0.5 W 200 V (P70 / Umax); 1 Ω to 10 MΩ; ±5 %, ±1 %, ±0.5 %; ±200 ppm/K, ±100 ppm/K. AEC-Q200.
    // Part number as D/CRCW e3: RCS + size + value (4 characters) + tolerance + TCR (K = ±100, N = ±200 ppm/K)
    // + packaging, as real parts carry it: RCS0402113RFKED, RCS040210R0FKED (0402 ED), RCS060310M0FKEA,
    // RCS0603100KFKEA, RCS060375R0FKEA, RCS060338K3FKEA, RCS080510K0FKEA, RCS0805180KFKEA, RCS08051M00FKEA,
    // RCS08052K49FKEA, RCS120610R0FKEA (±1 % with K, 0603–1206 EA), RCS1206100KJNEA (±5 % with N).
    // Our copy has no per-tolerance range table, so both tolerances are narrowed to 10 Ω–10 MΩ (±1 % with K
    // reaches 10 MΩ: RCS060310M0FKEA); E24 + E96 for ±1 %, E24 for ±5 %.
    // Left out: ±0.5 % (no part number read), values below 10 Ω, other packaging codes, jumpers.
    id: 'res.vishay.rcs',
    brandCode: 'vishay',
    series: 'RCS e3',
    technology: '厚膜',
    aec: true,
    sizes: [
      vSize('0402', 0.2, 50),
      vSize('0603', 0.25, 75),
      vSize('0805', 0.4, 150),
      vSize('1206', 0.5, 200),
    ],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 10e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 10, max: 10e6 },
    ],
    variants: (
      [
        ['ED', ['0402']],
        ['EA', ['0603', '0805', '1206']],
      ] as const
    ).map(([code, sizes]) => ({ code, label: `${packLabel(code)}, 防浪涌`, sizes: [...sizes] })),
    tcr: (_r, t) => (t.letter === 'J' ? 200 : 100),
    mpn: (s, t, r, v) =>
      `RCS${s.size}${letterFourCode(r)}${t?.letter}${t?.letter === 'J' ? 'N' : 'K'}${v.code}`,
    datasheet: () => 'https://www.vishay.com/doc?20065',
    source: 'Vishay RCS e3 anti-surge, high power thick film chip resistors datasheet (document 20065)',
  },
  {
    // Vishay Draloric "RCL e3, Long Side Termination Thick Film Chip Resistors", document number 20046
    // (revision 14-Jun-11), standard electrical specifications (size / P70 / limiting element voltage / TCR /
    // tolerance / range / series):
    //   RCL0612 0.5 W 75 V; RCL1218 1.0 W 200 V; RCL1225 2.0 W 200 V (with dedicated mounting conditions);
    //   each: ±100 ppm/K ±1 % E24; E96 and ±200 ppm/K ±5 % E24, 1R0 to 1M (RCL1218: 1R0 to 2.2M).
    // The current revision rates RCL0612 at 1.0 W (dedicated mounting) instead of 0.5 W: its power is left
    // unstated here. AEC-Q200 qualified.
    // Part number as D/CRCW e3: RCL + size + value (4 characters) + tolerance + TCR (K, N) + packaging, as
    // real parts carry it: RCL06120000Z0EA (0612 EA), RCL12184R12FKEK (1218 EK), RCL122510R0FKEG,
    // RCL12257R15FKEG, RCL12255K76FKEG, RCL12252R26FKEG (1225 EG).
    // Left out: the sizes 0406 and 1020 of the current revision (their packaging codes not read), jumpers,
    // other packaging codes.
    id: 'res.vishay.rcl',
    brandCode: 'vishay',
    series: 'RCL e3',
    technology: '厚膜',
    aec: true,
    sizes: [{ size: '0612', power: null, maxV: 75 }, vSize('1218', 1, 200), vSize('1225', 2, 200)],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 1e6, rangeBySize: { '1218': [1, 2.2e6] } },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 1e6, rangeBySize: { '1218': [1, 2.2e6] } },
    ],
    variants: (
      [
        ['EA', ['0612']],
        ['EK', ['1218']],
        ['EG', ['1225']],
      ] as const
    ).map(([code, sizes]) => ({ code, label: `${packLabel(code)}, 长边端子`, sizes: [...sizes] })),
    tcr: (_r, t) => (t.letter === 'J' ? 200 : 100),
    mpn: (s, t, r, v) =>
      `RCL${s.size}${letterFourCode(r)}${t?.letter}${t?.letter === 'J' ? 'N' : 'K'}${v.code}`,
    datasheet: () => 'https://www.vishay.com/doc?20046',
    source:
      'Vishay Draloric RCL e3 long side termination thick film chip resistors datasheet (document 20046)',
  },
];

// TE Connectivity chip resistors (extension series, see resistors/registry.ts): CRG and CRGS thick film, CPF
// thin film and CPF-A automotive thin film.
//
// Part numbers of these series: series + EIA size + tolerance letter + value + (thin film) TCR letter and
// packaging digit. The value is written with R, K or M as the decimal point and at least two figures
// (1R0, 10R, 49R9, 390R, 1K0, 4K87, 22K6, 130K, 1M0, 1M5), as in the "How to order" block of the CRG
// datasheet (1R0, 1K, 100K, 1M) and in the real part numbers quoted below and in the tests.
//
// What was left out, and why (the stored copies of the datasheets searched give their first page only, and
// the CPF-A range table lost its digits in the stored text):
// - CRG: J (±5 %) of the 2006 revision (Rev J 12/2018 lists F only), the TCR (Rev J's table has no TCR row
//   in the part read), and the CRGCQ (AEC-Q200), CRGP (pulse), CRGH and CRGV variants (their ratings tables
//   or ordering codes not read in full; real CRGCQ0402F470K, CRGCQ0603J1K0, CRGP1206F2K2, CRGP0805F1M0,
//   CRGP2010F47R exist). CRGS (anti-surge) is taken, ±5 % only as its table lists.
// - CPF: sizes 1206–2512, ±0.05 % (its letter not seen), D (±0.5 %, one real part only), E192-only values,
//   the TCR × tolerance pairs not seen in real part numbers (only B/E and F/C are taken), values outside the
//   ranges spanned by real parts.
// - CPF-A: all but B/E in 0603, and values outside 1 kΩ–300 kΩ.
// - RP73 / RQ73 / RN73 (TE Holsworthy): their datasheets were not found in readable form.
import type { ResistorSeries, SizeSpec, VariantSpec } from './chip-resistors.ts';

/** TE: R/K/M as the decimal point, at least two figures, trailing zeros of the fraction dropped (1K0, 4K87, 10K, 100R). */
export function teValueCode(r: number): string {
  const [letter, f] = r < 1000 ? ['R', 1] : r < 1e6 ? ['K', 1e3] : ['M', 1e6];
  const [int = '', frac = ''] = Number.parseFloat((r / (f as number)).toPrecision(3))
    .toString()
    .split('.');
  if (frac) return `${int}${letter}${frac}`;
  return int.length === 1 ? `${int}${letter}0` : `${int}${letter}`;
}

const DOC = (n: string) =>
  `https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=${n}&DocType=DS&DocLang=English`;

/** CPF / CPF-A TCR letter (E ±25, C ±50 ppm/°C) × packaging digit (none, or 1 = 1,000-piece reel). */
function cpfVariants(grades: Array<{ code: string; ppm: number; tols: string[] }>): VariantSpec[] {
  return grades.flatMap((g) => [
    { code: g.code, label: `±${g.ppm} ppm/°C, 编带卷盘`, tcr: g.ppm, tols: g.tols },
    { code: `${g.code}1`, label: `±${g.ppm} ppm/°C, 编带 1,000 只/卷`, tcr: g.ppm, tols: g.tols },
  ]);
}

const CRG_SIZES: SizeSpec[] = [
  { size: '0201', power: 1 / 20, powerFraction: '1/20', maxV: 25 },
  { size: '0402', power: 1 / 16, powerFraction: '1/16', maxV: 50 },
  { size: '0603', power: 1 / 10, powerFraction: '1/10', maxV: 75 },
  { size: '0805', power: 1 / 8, powerFraction: '1/8', maxV: 150 },
  { size: '1206', power: 1 / 4, powerFraction: '1/4', maxV: 200 },
  { size: '1210', power: 1 / 2, powerFraction: '1/2', maxV: 200 },
  { size: '2010', power: 3 / 4, powerFraction: '3/4', maxV: 200 },
  { size: '2512', power: 1, powerFraction: '1', maxV: 200 },
];

export const TE_SERIES: ResistorSeries[] = [
  {
    // TE Connectivity "Thick Film Chip Resistors Type CRG Series", datasheet 1773204 Rev J 12/2018,
    // "Electrical Characteristics": eight sizes 0201 (0.05 W, 25 V max working / 50 V overload), 0402
    // (0.0625 W, 50 V / 100 V), 0603 (0.1 W, 75 V / 150 V), 0805 (0.125 W, 150 V / 300 V), 1206 (0.25 W,
    // 200 V / 400 V), 1210 (0.5 W, 200 V / 500 V), 2010 (0.75 W, 200 V / 500 V), 2512 (1 W, 200 V / 500 V);
    // resistance 1R0–10M in every size, tolerance 1 % code letter F; -55 °C to 155 °C. Values E24 + E96,
    // the selection series of F in the earlier revision (1773204, issued 11-06) and the values of real parts
    // (CRG0603F4K87, CRG0603F49R9 E96; CRG0603F5K6, CRG0402F27R E24). How to order: CRG + size +
    // tolerance + value (1R0, 1K, 100K, 1M), e.g. CRG0805F130K, CRG0603F10K, CRG0603F1K0, CRG0603F1M0.
    id: 'res.te.crg',
    brandCode: 'te',
    series: 'CRG',
    technology: '厚膜',
    aec: false,
    sizes: CRG_SIZES,
    tols: [{ pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 10e6 }],
    variants: [{ code: '', label: '编带' }],
    mpn: (s, t, r) => `CRG${s.size}${t?.letter}${teValueCode(r)}`,
    datasheet: () => DOC('1773204'),
    source: 'TE Connectivity CRG 系列厚膜贴片电阻数据手册 1773204 Rev J',
  },
  {
    // CRG zero-ohm jumpers (1773204 Rev J): the table rates them in every size by current (rated current
    // 0.5 A in 0201 up to 2 A from 0805), not by power or voltage, so neither is given here; part number
    // CRG + size + ZR, as the real CRG0603ZR and CRG0805ZR.
    id: 'res.te.crg.jumper',
    brandCode: 'te',
    series: 'CRG',
    technology: '厚膜',
    aec: false,
    sizes: CRG_SIZES.map((s) => ({ size: s.size, power: null, maxV: null })),
    tols: [],
    variants: [{ code: '', label: '编带' }],
    jumper: true,
    mpn: (s) => `CRG${s.size}ZR`,
    datasheet: () => DOC('1773204'),
    source: 'TE Connectivity CRG 系列厚膜贴片电阻数据手册 1773204 Rev J',
  },
  {
    // TE Connectivity "SMD Anti-Surge Thick Film Chip Resistor Type CRGS Series", datasheet 9-1773463-8
    // CIS WR 07/2015, "Characteristics – Electrical": CRGS0603 0.25 W, CRGS0805 0.5 W, CRGS1206 0.6 W,
    // CRGS2010 0.75 W, CRGS2512 1.5 W; resistance 1R0–10M in every size; tolerance ±5 %; standard series E24;
    // max working voltage 50 / 150 / 200 / 200 / 250 V (overload 100 / 300 / 400 / 500 / 500 V); TCR
    // 11 Ω–10 MΩ ±100 ppm/°C in every size (1–10 Ω ±400 or ±200 ppm/°C: the two cells could not be tied to
    // their sizes, so no TCR is given below 11 Ω). Part numbers CRGS + size + J + value, as the real
    // CRGS1206J180R, CRGS1206J68K and CRGS1206J1K0.
    id: 'res.te.crgs',
    brandCode: 'te',
    series: 'CRGS',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0603', power: 0.25, powerFraction: '1/4', maxV: 50 },
      { size: '0805', power: 0.5, powerFraction: '1/2', maxV: 150 },
      { size: '1206', power: 0.6, maxV: 200 },
      { size: '2010', power: 0.75, powerFraction: '3/4', maxV: 200 },
      { size: '2512', power: 1.5, maxV: 250 },
    ],
    tols: [{ pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 }],
    variants: [{ code: '', label: '编带, 抗浪涌' }],
    tcr: (r) => (r >= 11 ? 100 : null),
    mpn: (s, t, r) => `CRGS${s.size}${t?.letter}${teValueCode(r)}`,
    datasheet: () => null, // document 9-1773463-8; its address not seen in the sources
    source: 'TE Connectivity CRGS 系列抗浪涌厚膜贴片电阻数据手册 9-1773463-8',
  },
  {
    // TE Connectivity CPF thin film chip resistors (datasheet 1773200; its "How to order" block and ratings
    // table were not found in readable form). Ordering scheme read from real part numbers and distributors'
    // descriptions of them: CPF + size + tolerance (B ±0.1 %, D ±0.5 %, F ±1 %) + value + TCR (E ±25,
    // C ±50 ppm/°C) + packaging (none, or 1 = 1,000-piece reel: CPF0603F100KC1 "CPF 0603 100K 1% 50PPM 1K RL";
    // CPF0603D10KE "0.5% 25PPM"; CPF0603B22KE "0.10%, ±25PPM, 0.0630W"; CPF0805B42K2E1 "0.1% 1/10W";
    // CPF0402B23R7E1 "0.1% 1/16W"). Power 1/16 W (0402, 0603) and 1/10 W (0805) as those descriptions give
    // and as the sister series CPF-A (1773200-1) lists; maximum voltage not stated (not read for CPF).
    // Taken, each on both packagings, in E24 + E96 values (real parts carry both: 5K49, 22K6, 90K9 / 22K,
    // 470K), between the smallest and the largest real CPF part found for the pair and size:
    // B/E 0402 23.7 Ω–100 kΩ (CPF0402B23R7E1, CPF0402B100KE1), 0603 10 Ω–820 kΩ (CPF0603B10RE,
    // CPF0603B820KE1), 0805 10 Ω–1.8 MΩ (CPF0805B10RE, CPF0805B1M8E; the real CPF0805B6R2E1 lies below);
    // F/C 0603 4.99 kΩ–309 kΩ (CPF0603F4K99C1, CPF0603F309KC). Left out: D/E (only CPF0603D10KE was found,
    // so no range can be given) and F/C in 0402 and 0805 (no real part found).
    id: 'res.te.cpf',
    brandCode: 'te',
    series: 'CPF',
    technology: '薄膜',
    aec: false,
    sizes: [
      { size: '0402', power: 1 / 16, powerFraction: '1/16', maxV: null },
      { size: '0603', power: 1 / 16, powerFraction: '1/16', maxV: null },
      { size: '0805', power: 1 / 10, powerFraction: '1/10', maxV: null },
    ],
    tols: [
      {
        pct: 0.1,
        letter: 'B',
        values: 'E24+E96',
        min: 10,
        max: 1.8e6,
        rangeBySize: { '0402': [23.7, 100e3], '0603': [10, 820e3] },
      },
      {
        pct: 1,
        letter: 'F',
        values: 'E24+E96',
        min: 4.99e3,
        max: 309e3,
        rangeBySize: { '0402': [1, 0], '0805': [1, 0] },
      },
    ],
    variants: cpfVariants([
      { code: 'E', ppm: 25, tols: ['B'] },
      { code: 'C', ppm: 50, tols: ['F'] },
    ]),
    mpn: (s, t, r, v) => `CPF${s.size}${t?.letter}${teValueCode(r)}${v.code}`,
    datasheet: () => DOC('1773200'),
    source: 'TE Connectivity CPF 系列薄膜贴片电阻 (数据手册 1773200)',
  },
  {
    // TE Connectivity "Automotive Grade Thin Film Chip Resistor Type CPF-A Series", datasheet 1773200-1
    // Rev B 07/2018: AEC-Q200, sizes 0402–2512, tolerances ±0.05/0.1/0.5/1 %, TCR ±25/±50 ppm/°C;
    // 0603 0.0625 W, 50 V max operating / 100 V overload; 0805 0.1 W, 100 V / 200 V. Part numbers as CPF
    // with the prefix CPF-A-: CPF-A-0603B68KE1, CPF-A-0603B300KE, CPF-A-0805B25KE, CPF-A-0603B4K7E,
    // CPF-A-0603B1K0E (distributor: "CPF A 0603 1K0 0.1% 25PPM 5K RL", so no digit = 5,000-piece reel in
    // 0603; the packaging label stays general as the other sizes' reel quantity was not read). The range
    // cells of the stored table lost their digits and cannot be tied to their rows. Taken: B (±0.1 %) with
    // E (±25 ppm/°C), both packagings, in 0603, E24 + E96 values between the smallest and largest real CPF-A
    // parts found, 1 kΩ (CPF-A-0603B1K0E) to 300 kΩ (CPF-A-0603B300KE). CPF-A-0805B25KE (25 kΩ, not an
    // E24/E96 value) is real but not generated; 0805 is left out (no other real part found).
    id: 'res.te.cpf-a',
    brandCode: 'te',
    series: 'CPF-A',
    technology: '薄膜',
    aec: true,
    sizes: [{ size: '0603', power: 1 / 16, powerFraction: '1/16', maxV: 50 }],
    tols: [{ pct: 0.1, letter: 'B', values: 'E24+E96', min: 1e3, max: 300e3 }],
    variants: cpfVariants([{ code: 'E', ppm: 25, tols: ['B'] }]),
    mpn: (s, t, r, v) => `CPF-A-${s.size}${t?.letter}${teValueCode(r)}${v.code}`,
    datasheet: () => DOC('1773200-1'),
    source: 'TE Connectivity CPF-A 系列车规薄膜贴片电阻数据手册 1773200-1 Rev B',
  },
];

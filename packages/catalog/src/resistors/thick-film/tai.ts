// TA-I (大毅) RM thick film chip resistors; an extension series (see resistors/registry.ts).
import { fourDigitCode, type ResistorSeries, threeDigitCode } from '../chip-resistors.ts';

export const TAI_THICK_SERIES: ResistorSeries[] = [
  {
    // TA-I "Thick Film Chip Resistors (Lead-Free for RM02 Series)", document No. TRM-020S002F (filed as
    // RM02FTN1200 on TA-I's US distributor site tyeeusa.com). Type designation: RM (chip resistor) + 02
    // (0201 (0603 metric), 1/20 W) + tolerance (J ±5 %, G ±2 %, F ±1 %, D ±0.5 %) + packaging (T paper
    // tape, + N lead-free) + nominal resistance (3 digits for E-24, 103 = 10 kΩ; 4 digits for E-96,
    // 1540 = 154 Ω, 43R2 = 43.2 Ω), e.g. "RM 02 J TN 103", RM02JTN102 (the datasheet's rated-voltage
    // example). Ratings & characteristics: RM02 1/20 W, max. working voltage 25 V, max. overload voltage
    // 50 V; ±200 ppm/°C: F (±1 %) 10 Ω–1 MΩ, G (±2 %) 10 Ω–1 MΩ, J (±5 %) 10 Ω–10 MΩ; 1–9.1 Ω at
    // +600/−200 ppm/°C; operating −55 to +125 °C.
    // Taken: F 10 Ω–1 MΩ with the 4-digit code in E24 and E96 values (the F column is headed E-96, but the
    // datasheet's own file name RM02FTN1200 is 120 Ω, an E24 value) and J 10 Ω–10 MΩ (E24) with the
    // 3-digit code, both on TN. Left out: G (code digits not stated for ±2 %), D (not in the ratings
    // table), 1–9.1 Ω (which tolerance columns the row spans is not clear in the text we read), jumpers
    // (RM02JTN0), and the other RM sizes (their RM-series sheet was not found).
    id: 'res.tai.rm02',
    brandCode: 'ta-i',
    series: 'RM',
    technology: '厚膜',
    aec: false,
    sizes: [{ size: '0201', code: '02', power: 1 / 20, powerFraction: '1/20', maxV: 25, pack: 'TN' }],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 10, max: 10e6 },
    ],
    variants: [{ code: '', label: '纸带编带, 无铅' }],
    tcr: () => 200,
    mpn: (s, t, r) =>
      `RM${s.code}${t?.letter}${s.pack}${t?.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}`,
    datasheet: () => null,
    source: 'TA-I Thick Film Chip Resistors (Lead-Free for RM02 Series) specification TRM-020S002F',
  },
];

// Vishay Beyschlag thin film flat chip resistors MCS 0402, MCT 0603, MCU 0805, MCA 1206 ("MC" series, professional,
// precision, automotive professional and precision "AT") and Vishay Draloric TNPU e3 high precision thin film chips, extension families (see resistors/registry.ts): every value of a series in every size, tolerance,
// T.C.R. and packaging code its ordering scheme offers is a real orderable part number. Each combination is taken
// only as far as the datasheet or a real part number confirms it; what could not be confirmed is left out.
//
// Global part number (both datasheets): model + size (MCT0603) + variant 0 + T.C.R. (C = ±50, D = ±25,
// E = ±15 ppm/K) + value (three figures and a multiplier digit, 9 = ×0.1: 1002 = 10 kΩ, 5109 = 51 Ω) +
// tolerance (F ±1 %, D ±0.5 %, B ±0.1 %) + packaging (E0 / E1 for 0402; P1, P5, PW for 0603–1206) + 00.
// The quantities behind the packaging codes are not stated (not read with certainty): items state the code.

import {
  letterFourCode,
  type ResistorSeries,
  type SizeSpec,
  type TolSpec,
  type VariantSpec,
} from '../chip-resistors.ts';
import { beyschlagValueCode } from '../melf.ts';

/** Model prefix of each size. */
const MODEL: Record<string, string> = { '0402': 'MCS', '0603': 'MCT', '0805': 'MCU', '1206': 'MCA' };

/**
 * Standard operation mode ratings of both datasheets (technical specifications): rated dissipation P70 and
 * operating voltage Umax AC/DC, MCS 0402 0.063 W / 50 V, MCT 0603 0.1 W / 75 V, MCU 0805 0.125 W / 150 V,
 * MCA 1206 0.25 W / 200 V. (The professional datasheet also rates a "power" mode, the precision datasheet a
 * "precision" mode; they are not stated here.)
 */
const MC_SIZES: SizeSpec[] = [
  { size: '0402', power: 0.063, maxV: 50 },
  { size: '0603', power: 0.1, maxV: 75 },
  { size: '0805', power: 0.125, maxV: 150 },
  { size: '1206', power: 0.25, maxV: 200 },
];

const PPM: Record<string, number> = { C: 50, D: 25, E: 15 };

/** One variant per T.C.R. letter × packaging code; `sizes` and `tols` as real part numbers show them. */
function mcVariants(
  tcr: 'C' | 'D' | 'E',
  tols: string[],
  packs: Array<[string, string[]]>,
  range?: [number, number],
): VariantSpec[] {
  return packs.map(([pack, sizes]) => ({
    code: `${tcr}/${pack}`,
    label: `±${PPM[tcr]} ppm/K, 编带 (包装代码 ${pack})`,
    tcr: PPM[tcr],
    tols,
    sizes,
    ...(range ? { range } : {}),
  }));
}

/** Part number with the variant character: 0 for the professional and precision series, M for AT. */
const mcMpnOf =
  (variant: '0' | 'M'): ResistorSeries['mpn'] =>
  (s, t, r, v) => {
    const [tcr, pack] = v.code.split('/');
    return `${MODEL[s.size]}${s.size}${variant}${tcr}${beyschlagValueCode(r)}${t?.letter}${pack}00`;
  };
const mcMpn = mcMpnOf('0');

/** Professional: the same range for both tolerances (see the comment of the series). */
const PRO_RANGE: [number, number] = [10, 1e6];

const proTol = (pct: number, letter: string): TolSpec => ({
  pct,
  letter,
  values: 'E24+E96',
  min: PRO_RANGE[0],
  max: PRO_RANGE[1],
});

/** Precision ranges per size (document 28700, technical specifications). */
const PRECISION_RANGE: Record<string, [number, number]> = {
  '0402': [100, 221e3],
  '0603': [39, 511e3],
  '0805': [39, 1.5e6],
  '1206': [39, 2e6],
};

export const VISHAY_MC_SERIES: ResistorSeries[] = [
  {
    // Vishay Beyschlag "MCS 0402, MCT 0603, MCU 0805, MCA 1206 - Professional, Professional Thin Film Chip
    // Resistors", document 28705 (revisions 2009 to 16-Aug-16): ±1 % and ±0.5 %, ±50 and ±25 ppm/K, ratings as
    // MC_SIZES. Real part numbers (distributor listings and public parts lists): MCT06030C1002FP500 (the brief's
    // example), MCT06030C1004FP500, MCT06030C5109FP500, MCT06030C2202FP500, MCU08050C1000FP500,
    // MCA12060C1001FP500, MCS04020C1003FE000, MCS04020C4701FE000, MCS04020C1004FE000, MCT06030D1002DP500,
    // MCT06030D4641DPW00. Taken: T.C.R. C (±50 ppm/K) with F (±1 %) and T.C.R. D (±25 ppm/K) with D (±0.5 %), the
    // two pairs real part numbers show; values E24 + E96; packaging E0 for 0402, P1 / P5 / PW for 0603 (P1, P5
    // and PW all seen for MCT 0603), P5 for 0805 and 1206 (the only code seen there). Range narrowed to
    // 10 Ω–1 MΩ for every size: the datasheet's ranges (from 1 Ω or 10 Ω up to 2 MΩ or more, per size) could not
    // be assigned to the sizes with certainty from the text read, and 10 Ω–1 MΩ lies inside each of them (real
    // 1 MΩ parts exist in 0402 and 0603). Left out: the crossed pairs C with D and D with F (not confirmed by a
    // real part number), packaging E1 / P1 / PW for the other sizes, the power operation mode ratings, values
    // outside 10 Ω–1 MΩ.
    id: 'res.vishay.mc.professional',
    brandCode: 'vishay',
    series: 'MC Professional (MCS/MCT/MCU/MCA)',
    technology: '薄膜',
    aec: null,
    sizes: MC_SIZES,
    tols: [proTol(1, 'F'), proTol(0.5, 'D')],
    variants: [
      ...mcVariants(
        'C',
        ['F'],
        [
          ['E0', ['0402']],
          ['P1', ['0603']],
          ['P5', ['0603', '0805', '1206']],
          ['PW', ['0603']],
        ],
      ),
      ...mcVariants(
        'D',
        ['D'],
        [
          ['E0', ['0402']],
          ['P1', ['0603']],
          ['P5', ['0603', '0805', '1206']],
          ['PW', ['0603']],
        ],
      ),
    ],
    mpn: mcMpn,
    datasheet: () => 'https://www.vishay.com/doc?28705',
    source:
      'Vishay Beyschlag MCS 0402, MCT 0603, MCU 0805, MCA 1206 - Professional datasheet (document 28705)',
  },
  {
    // Vishay Beyschlag "MCS 0402, MCT 0603, MCU 0805, MCA 1206 - Precision, Precision Thin Film Chip Resistors",
    // document 28700 (revisions 16-Jul-08 to 16-Jan-13): ±0.25 % and ±0.1 %, ±25 / ±15 / ±10 ppm/K; resistance
    // range MCS 0402 100 Ω–221 kΩ, MCT 0603 39 Ω–511 kΩ, MCU 0805 39 Ω–1.5 MΩ, MCA 1206 39 Ω–2 MΩ; ratings as
    // MC_SIZES (standard mode). Real part numbers: MCT06030D1001BP500, MCT06030D1101BP500, MCT06030D2203BP100,
    // MCU08050D1001BP500, MCU08050D1002BP500, MCU08050D4300BP500, MCS04020D2491BE000, MCS04020D1101BE000,
    // MCS04020D9101BE000, MCS04020D2000BE100, MCS04020D2321BE100, MCT06030E2002BP500, MCT06030E1002BP100.
    // Taken: B (±0.1 %) with T.C.R. D (±25 ppm/K) over the datasheet's range per size, values E24 + E192;
    // packaging E0 and E1 for 0402, P1 / P5 / PW for 0603, P5 for 0805 and 1206; and T.C.R. E (±15 ppm/K) for
    // MCT 0603 only (the only size seen with it), on P1 and P5, narrowed to 100 Ω–100 kΩ (the range per T.C.R.
    // was not read). Left out: C (±0.25 %; no real part number seen), T.C.R. ±10 ppm/K (its letter not
    // confirmed), ±15 ppm/K in 0402 / 0805 / 1206, the precision operation mode ratings.
    id: 'res.vishay.mc.precision',
    brandCode: 'vishay',
    series: 'MC Precision (MCS/MCT/MCU/MCA)',
    technology: '薄膜',
    aec: null,
    sizes: MC_SIZES,
    tols: [
      {
        pct: 0.1,
        letter: 'B',
        values: 'E24+E192',
        min: 39,
        max: 2e6,
        rangeBySize: PRECISION_RANGE,
      },
    ],
    variants: [
      ...mcVariants(
        'D',
        ['B'],
        [
          ['E0', ['0402']],
          ['E1', ['0402']],
          ['P1', ['0603']],
          ['P5', ['0603', '0805', '1206']],
          ['PW', ['0603']],
        ],
      ),
      ...mcVariants(
        'E',
        ['B'],
        [
          ['P1', ['0603']],
          ['P5', ['0603']],
        ],
        [100, 100e3],
      ),
    ],
    mpn: mcMpn,
    datasheet: () => 'https://www.vishay.com/doc?28700',
    source: 'Vishay Beyschlag MCS 0402, MCT 0603, MCU 0805, MCA 1206 - Precision datasheet (document 28700)',
  },
  {
    // Vishay Draloric "TNPU e3, High Precision Thin Film Chip Resistors ±0.05 %; ±5 ppm/K", document 28779
    // (the revisions read list TNPU0603 / 0805 / 1206 e3): AEC-Q200 qualified; resistance range 0603 100 Ω–100 kΩ,
    // 0805 100 Ω–332 kΩ, 1206 100 Ω–511 kΩ; ±0.1 % and ±0.05 %; ±10 and ±5 ppm/K; rated dissipation P70 0.1 /
    // 0.125 / 0.25 W; Umax AC/DC 75 / 150 / 200 V. Part number: TNPU + size + value (four characters, R/K as the
    // decimal point, as TNPW) + tolerance (A ±0.05 %, B ±0.1 %) + T.C.R. (Z ±5 ppm/K) + packaging (EN) + 00, as
    // the real part numbers show: TNPU06035K60AZEN00, TNPU06031K32AZEN00, TNPU0603806RAZEN00, TNPU06035K23BZEN00,
    // TNPU06037K50BZEN00, TNPU0805100KBZEN00, TNPU0805500RAZEN00. Taken: A and B with Z on EN over the range per
    // size, values E24 + E192 (the 500 Ω of TNPU0805500RAZEN00 shows that other values are made too; they are
    // left out). Left out: T.C.R. ±10 ppm/K (its letter not confirmed by a real part number), the ±0.02 % (H) and
    // ±2 ppm/K (W) of later revisions and the packaging EA (their ranges not read), TNPW is in resistors/vishay-tnpw-crcw.ts.
    id: 'res.vishay.tnpu',
    brandCode: 'vishay',
    series: 'TNPU e3',
    technology: '薄膜',
    aec: true,
    sizes: [
      { size: '0603', power: 0.1, maxV: 75 },
      { size: '0805', power: 0.125, maxV: 150 },
      { size: '1206', power: 0.25, maxV: 200 },
    ],
    tols: (
      [
        [0.05, 'A'],
        [0.1, 'B'],
      ] as const
    ).map(
      ([pct, letter]): TolSpec => ({
        pct,
        letter,
        values: 'E24+E192',
        min: 100,
        max: 511e3,
        rangeBySize: { '0603': [100, 100e3], '0805': [100, 332e3] },
      }),
    ),
    variants: [{ code: 'Z/EN', label: '±5 ppm/K, 编带 (包装代码 EN)', tcr: 5 }],
    mpn: (s, t, r, v) => {
      const [tcr, pack] = v.code.split('/');
      return `TNPU${s.size}${letterFourCode(r)}${t?.letter}${tcr}${pack}00`;
    },
    datasheet: () => 'https://www.vishay.com/doc?28779',
    source: 'Vishay Draloric TNPU e3 high precision thin film chip resistors datasheet (document 28779)',
  },
  {
    // Vishay Beyschlag "MCS 0402 AT, MCT 0603 AT, MCU 0805 AT, MCA 1206 AT - Precision, Precision Thin Film Chip
    // Resistors", document 28785 (revision 05-Oct-2021): AEC-Q200 qualified; resistance range 0402 47 Ω–1 MΩ,
    // 0603 47 Ω–2 MΩ, 0805 47 Ω–7.5 MΩ, 1206 47 Ω–10 MΩ; ±0.1 %; ±25 / ±15 / ±10 ppm/K (±5 ppm/K for 0805 and
    // 1206); rated dissipation P70 0.100 / 0.125 / 0.200 / 0.400 W; Umax 50 / 75 / 150 / 200 V. Part number as
    // the MC series with the variant character M: MCS0402MD1004BE000 (1 MΩ), MCS0402MD2673BE000,
    // MCS0402MD3093BE000, MCS0402MD1003BE000, MCS0402MD1002BE100, MCS0402MD2000BE100, MCT0603MD3900BP500,
    // MCT0603MD1003BP100, MCT0603MD2004BP500 (2 MΩ), MCU0805MD1002BP500, MCU0805MD1504BP500, MCU0805MD4991BP100,
    // MCA1206MD2492BP500, MCA1206MD1005BP100 (10 MΩ). Taken: T.C.R. D (±25 ppm/K) with B (±0.1 %) over the range
    // per size (real parts reach each upper end), values E24 + E192; packaging E0 / E1 for 0402, P1 / P5 for
    // 0603–1206, as those part numbers show; and T.C.R. E (±15 ppm/K) for 1206 (see below). Left out: ±15 ppm/K
    // for the other sizes, ±10 / ±5 ppm/K (their letters and ranges not confirmed), PW; the MC AT professional parts (±1 % / ±0.5 % with the variant M, e.g. MCT0603MD7502DP500:
    // their datasheet was not read).
    id: 'res.vishay.mc.at.precision',
    brandCode: 'vishay',
    series: 'MC AT Precision (MCS/MCT/MCU/MCA)',
    technology: '薄膜',
    aec: true,
    sizes: [
      { size: '0402', power: 0.1, maxV: 50 },
      { size: '0603', power: 0.125, maxV: 75 },
      { size: '0805', power: 0.2, maxV: 150 },
      { size: '1206', power: 0.4, maxV: 200 },
    ],
    tols: [
      {
        pct: 0.1,
        letter: 'B',
        values: 'E24+E192',
        min: 47,
        max: 10e6,
        rangeBySize: { '0402': [47, 1e6], '0603': [47, 2e6], '0805': [47, 7.5e6] },
      },
    ],
    variants: [
      ...mcVariants(
        'D',
        ['B'],
        [
          ['E0', ['0402']],
          ['E1', ['0402']],
          ['P1', ['0603', '0805', '1206']],
          ['P5', ['0603', '0805', '1206']],
        ],
      ),
      // E (±15 ppm/K) for MCA 1206 AT only, as the real MCA1206ME1100BP1(00) shows it, narrowed to
      // 100 Ω–100 kΩ (the range per T.C.R. was not read)
      ...mcVariants(
        'E',
        ['B'],
        [
          ['P1', ['1206']],
          ['P5', ['1206']],
        ],
        [100, 100e3],
      ),
    ],
    mpn: mcMpnOf('M'),
    datasheet: () => 'https://www.vishay.com/doc?28785',
    source:
      'Vishay Beyschlag MCS 0402 AT, MCT 0603 AT, MCU 0805 AT, MCA 1206 AT - Precision datasheet (document 28785)',
  },
  {
    // Vishay Beyschlag "MCT 0603 AT - Professional, Professional Automotive Thin Film Chip Resistor", document 28760
    // (revision 07-May-08, the revision that lists the 0603 size only): AEC-Q200 compliant; resistance range
    // 100 Ω–100 kΩ; ±1 % and ±0.5 %; ±50 and ±25 ppm/K; rated dissipation P85 = 0.150 W (at 85 °C, as the
    // datasheet rates it); Umax 75 V. Part number as the MC series with the variant character M, e.g. the real
    // MCT0603MC2841DP500 (C ±50 ppm/K with D ±0.5 %), MCT0603MC1741FPW00 (C with F ±1 %), MCT0603MC6802DPW00,
    // MCT0603MD7502DP500, MCT0603MD4701DP500, MCT0603MD1502DP500 (D ±25 ppm/K with D ±0.5 %). Taken: the pairs
    // C/F, C/D and D/D those part numbers show, values E24 + E96 for ±1 % and E24 + E192 for ±0.5 % (2841 =
    // 2.84 kΩ is an E192 value), packaging P5 and PW. Left out: D (±25 ppm/K) with F (±1 %) (not seen), the
    // 0402 / 0805 / 1206 AT professional parts of later revisions (e.g.
    // MCS0402MC1002FE000, MCA1206MD1000DP500: their ratings were not read), packaging P1.
    id: 'res.vishay.mct.at.professional',
    brandCode: 'vishay',
    series: 'MCT 0603 AT Professional',
    technology: '薄膜',
    aec: true,
    sizes: [{ size: '0603', power: 0.15, maxV: 75 }],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 100, max: 100e3 },
      { pct: 0.5, letter: 'D', values: 'E24+E192', min: 100, max: 100e3 },
    ],
    variants: [
      ...mcVariants(
        'C',
        ['F', 'D'],
        [
          ['P5', ['0603']],
          ['PW', ['0603']],
        ],
      ),
      ...mcVariants(
        'D',
        ['D'],
        [
          ['P5', ['0603']],
          ['PW', ['0603']],
        ],
      ),
    ],
    mpn: mcMpnOf('M'),
    datasheet: () => 'https://www.vishay.com/doc?28760',
    source: 'Vishay Beyschlag MCT 0603 AT - Professional datasheet (document 28760)',
  },
];

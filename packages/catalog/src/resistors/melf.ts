// MELF (metal electrode leadless face) thin film resistors, extension families (see resistors/registry.ts):
// every value of a series in every size, tolerance, T.C.R. and packaging code its ordering scheme offers is a
// real orderable part number. Items go to the MELF category (comp.passive.resistor.melf).
import { fourDigitCode, type ResistorSeries, type SizeSpec, type TolSpec } from './chip-resistors.ts';

/**
 * Vishay Beyschlag resistance code: three significant figures and a multiplier digit, where 9 means ×0.1,
 * 8 ×0.01 and 7 ×0.001 (1002 = 10 kΩ, 1009 = 10 Ω, 2709 = 27 Ω, 4707 = 0.47 Ω).
 */
export function beyschlagValueCode(r: number): string {
  if (r >= 100) return fourDigitCode(r);
  for (const [digit, f] of [
    ['9', 0.1],
    ['8', 0.01],
    ['7', 0.001],
  ] as const) {
    const m = Math.round(r / f);
    if (m >= 100) return `${m}${digit}`;
  }
  throw new RangeError(`no Beyschlag code for ${r} Ω`);
}

interface MelfModel {
  model: 'MMU' | 'MMA' | 'MMB';
  size: SizeSpec;
  /** Value range taken for ±1 % and ±5 % at ±50 ppm/K. */
  range: [number, number];
  /** Packaging codes besides the size's blister tape code, as real part numbers show them. */
  extraPacks?: string[];
}

// Technical specifications of the current datasheet revision (one operation mode): rated dissipation P70 and
// operating voltage Umax AC/DC, MMU 0102 0.3 W / 150 V, MMA 0204 0.4 W / 200 V, MMB 0207 1.0 W / 350 V (older
// revisions rated a "standard" mode, 0.2 / 0.25 / 0.4 W with 150 / 200 / 300 V, and a "power" mode).
// Ranges: the datasheet's full ranges are wider (MMU 0.22 Ω–2.21 MΩ, MMA 0.22 Ω–10 MΩ, MMB 0.1 Ω–15 MΩ); the
// ranges per T.C.R. × tolerance of its table could not be read with certainty, so the ranges taken are those
// the datasheet states for its stability class ("max. resistance change at P70 for resistance range"): MMU
// up to 221 kΩ, MMA up to 332 kΩ, MMB up to 1 MΩ; the lower end is narrowed to 10 Ω.
const MELF_MODELS: MelfModel[] = [
  {
    model: 'MMU',
    size: { size: '0102', code: 'MMU0102', power: 0.3, maxV: 150, pack: 'B3' },
    range: [10, 221e3],
  },
  {
    model: 'MMA',
    size: { size: '0204', code: 'MMA0204', power: 0.4, maxV: 200, pack: 'B3' },
    range: [10, 332e3],
    // B0: the real MMA02040C4707JB000 (its kind and quantity not read: the item states the code)
    extraPacks: ['B0'],
  },
  {
    model: 'MMB',
    size: { size: '0207', code: 'MMB0207', power: 1.0, maxV: 350, pack: 'B2' },
    range: [10, 1e6],
  },
];

/**
 * Packaging codes of the professional series: B3 and B2 are blister tape on reel (IEC 60286-3) as the
 * datasheet describes the packing; their quantities are not stated here (not read with certainty).
 */
const PACK_LABEL: Record<string, string> = {
  B3: '吸塑编带卷盘 (包装代码 B3)',
  B2: '吸塑编带卷盘 (包装代码 B2)',
  B0: '包装代码 B0',
};

function professionalMelf(m: MelfModel): ResistorSeries {
  const tols: TolSpec[] = [
    { pct: 1, letter: 'F', values: 'E24+E96', min: m.range[0], max: m.range[1] },
    { pct: 5, letter: 'J', values: 'E24', min: m.range[0], max: m.range[1] },
  ];
  return {
    // Vishay Beyschlag "MMU 0102, MMA 0204, MMB 0207 - Professional, Professional Thin Film MELF Resistors",
    // document 28713 (revisions from 15-May-13 on): AEC-Q200 qualified; ratings as above. Global part number:
    // model + size (MMA0204) + variant 0 + T.C.R. (C = ±50 ppm/K) + value (three figures and a multiplier
    // digit, 9 = ×0.1) + tolerance (F ±1 %, E24/E96 values; J ±5 %, E24) + packaging + 00, as the real
    // part numbers MMA02040C1002FB300, MMA02040C2201FB300, MMB02070C1001FB200, MMB02070C1500FB200 and
    // MMU01020C4871FB300 show. Packaging taken: B3 (0102, 0204) and B2 (0207), blister tape on reel, the
    // codes of those part numbers, and B0 for 0204 (MMA02040C4707JB000). Left out: T.C.R. D (±25 ppm/K),
    // ±0.5 % and ±2 % (their ranges per T.C.R. not read with certainty), other packaging codes, the
    // zero ohm jumper, values below 10 Ω and above the ranges above (e.g. the real MMA02040C2214FB300,
    // 2.21 MΩ).
    id: `res.vishay.melf.${m.model.toLowerCase()}`,
    brandCode: 'vishay',
    series: `${m.model} ${m.size.size} Professional`,
    technology: '薄膜',
    aec: true,
    categoryCode: 'comp.passive.resistor.melf',
    productWord: 'MELF 电阻',
    sizeWord: '尺寸',
    sizes: [m.size],
    tols,
    variants: [m.size.pack ?? '', ...(m.extraPacks ?? [])].map((p) => ({
      code: `C/${p}`,
      label: `±50 ppm/K, ${PACK_LABEL[p]}`,
      tcr: 50,
    })),
    mpn: (s, t, r, v) => {
      const [tcr, pack] = v.code.split('/');
      return `${s.code}0${tcr}${beyschlagValueCode(r)}${t?.letter}${pack}00`;
    },
    datasheet: () => 'https://www.vishay.com/doc?28713',
    source: 'Vishay Beyschlag MMU 0102, MMA 0204, MMB 0207 - Professional datasheet (document 28713)',
  };
}

/** A row of a Draloric ratings table: T.C.R. letter and ppm/K, tolerance letter, value range. */
type DraloricRow = [string, number, string, number, number];

/** Tolerance letters of the Beyschlag / Draloric ordering codes with the E-series values the tables give. */
const DRALORIC_TOLS: TolSpec[] = (
  [
    [0.1, 'B', 'E24+E192'],
    [0.25, 'C', 'E24+E192'],
    [0.5, 'D', 'E24+E192'],
    [1, 'F', 'E24+E96'],
    [5, 'J', 'E24'],
  ] as const
).map(([pct, letter, values]): TolSpec => ({ pct, letter, values, min: 0.1, max: 10e6 }));

/**
 * A Vishay (Draloric or Beyschlag) thin film MELF series from its ratings table: one variant per table row ×
 * packaging code; part number model + variant 0 + T.C.R. letter + value code + tolerance letter + packaging + 00.
 */
function draloricMelf(spec: {
  model: string;
  /** Maker named in the source (default Vishay Draloric). */
  maker?: string;
  /** Series name and family id suffix (default: the model). */
  series?: string;
  id?: string;
  size: SizeSpec;
  rows: DraloricRow[];
  packs: string[];
  doc: string;
  title: string;
  /** Tolerance letters whose table rows give E24/E96 values only (E192 is the default for ≤ ±0.5 %). */
  e96Only?: string[];
}): ResistorSeries {
  return {
    id: `res.vishay.melf.${spec.id ?? spec.model.toLowerCase()}`,
    brandCode: 'vishay',
    series: spec.series ?? spec.model,
    technology: '薄膜',
    aec: true,
    categoryCode: 'comp.passive.resistor.melf',
    productWord: 'MELF 电阻',
    sizeWord: '尺寸',
    sizes: [spec.size],
    tols: DRALORIC_TOLS.map((t) => (spec.e96Only?.includes(t.letter) ? { ...t, values: 'E24+E96' } : t)),
    variants: spec.rows.flatMap(([tcr, ppm, tol, min, max]) =>
      spec.packs.map((pack) => ({
        code: `${tcr}/${pack}`,
        label: `±${ppm} ppm/K, 包装代码 ${pack}`,
        tcr: ppm,
        tols: [tol],
        range: [min, max] as [number, number],
      })),
    ),
    mpn: (s, t, r, v) => {
      const [tcr, pack] = v.code.split('/');
      return `${s.code}0${tcr}${beyschlagValueCode(r)}${t?.letter}${pack}00`;
    },
    datasheet: () => `https://www.vishay.com/doc?${spec.doc}`,
    source: `${spec.maker ?? 'Vishay Draloric'} ${spec.series ?? spec.model} ${spec.title} datasheet (document ${spec.doc})`,
  };
}

// Vishay Draloric "SMM0204 Thin Film Mini-MELF Resistors", document 20004: AEC-Q200 qualified; standard
// electrical specifications table (revision 16-Sep-11), limiting element voltage 200 V, T.C.R. × tolerance ×
// range × E-series: ±15 ppm/K ±0.1 % 43 Ω–221 kΩ, ±0.25 % 22 Ω–221 kΩ, ±0.5 % 10 Ω–221 kΩ; ±25 ppm/K ±0.1 %
// 43 Ω–511 kΩ, ±0.25 % 22 Ω–511 kΩ, ±0.5 % 10 Ω–1 MΩ (E24, E96, E192); ±50 ppm/K ±0.5 % 10 Ω–1 MΩ (E24, E96,
// E192), ±1 % 0.82 Ω–10 MΩ (E24, E96); ±100 ppm/K ±5 % 0.22 Ω–10 MΩ (E24). Rated dissipation P70 0.4 W as
// the current revision states (0.25 W in that of 2011). Global part number as the Beyschlag MELF: SMM0204 +
// variant 0 + T.C.R. (B ±100, C ±50, D ±25, E ±15 ppm/K) + value (three figures and a multiplier digit) +
// tolerance (B ±0.1, C ±0.25, D ±0.5, F ±1, J ±5 %) + packaging + 00, e.g. the real SMM02040C1009FB300,
// SMM02040C6812FB300, SMM02040C3329FB300, SMM02040B2209JB300, SMM02040C1009FB000. Packaging taken: B3 and
// B0, the codes of those part numbers (their kind and quantity not read: the item states the code). Left out:
// the zero ohm OMM0204, the IECQ-CECC approved versions (EN803 E0), other packaging codes.
export const SMM0204 = draloricMelf({
  model: 'SMM0204',
  size: { size: '0204', code: 'SMM0204', power: 0.4, maxV: 200 },
  rows: [
    ['E', 15, 'B', 43, 221e3],
    ['E', 15, 'C', 22, 221e3],
    ['E', 15, 'D', 10, 221e3],
    ['D', 25, 'B', 43, 511e3],
    ['D', 25, 'C', 22, 511e3],
    ['D', 25, 'D', 10, 1e6],
    ['C', 50, 'D', 10, 1e6],
    ['C', 50, 'F', 0.82, 10e6],
    ['B', 100, 'J', 0.22, 10e6],
  ],
  packs: ['B3', 'B0'],
  doc: '20004',
  title: 'Thin Film Mini-MELF Resistors',
});

// Vishay Draloric "SMM0207 Thin Film MELF Resistors", document 20005 (revision 28-Jun-11): AEC-Q200 qualified;
// P70 1.0 W, limiting element voltage 350 V; ratings table: ±50 ppm/K ±0.5 % 1 Ω–2.21 MΩ (E24, E96), ±50 ppm/K
// ±1 % 1 Ω–10 MΩ (E24, E96), ±100 ppm/K ±5 % 0.16–0.91 Ω (E24). Part number as SMM0204, e.g. the real
// SMM02070C1009FBP00 (10 Ω, packaging BP, the only packaging code taken). Left out: the zero ohm OMM0207,
// other packaging codes.
export const SMM0207 = draloricMelf({
  model: 'SMM0207',
  size: { size: '0207', code: 'SMM0207', power: 1, maxV: 350 },
  rows: [
    ['C', 50, 'D', 1, 2.21e6],
    ['C', 50, 'F', 1, 10e6],
    ['B', 100, 'J', 0.16, 0.91],
  ],
  packs: ['BP'],
  e96Only: ['D'],
  doc: '20005',
  title: 'Thin Film MELF Resistors',
});

// Vishay Draloric "SMM0102 Thin Film Micro-MELF Resistors", document 20003 (revision 04-Dec-15): technical
// specifications 10 Ω–2.21 MΩ, ±1 %/±0.1 %, ±50/±25/±15 ppm/K, P70 0.2 W, Umax 150 V. Its ratings table per
// T.C.R. × tolerance was not read: taken only ±50 ppm/K (C) with ±1 % (F), E24/E96, over the whole range (the
// widest T.C.R. with the widest tolerance), packaging B3 and B0 as the real SMM01020C4709FB300 (47 Ω) and
// SMM01020C3301FB000 (3.3 kΩ) show. Left out: ±0.1 %, ±25 and ±15 ppm/K (ranges not read), the zero ohm item.
// AEC-Q200 not stated in the revision read: the parameter is left out.
export const SMM0102: ResistorSeries = {
  ...draloricMelf({
    model: 'SMM0102',
    size: { size: '0102', code: 'SMM0102', power: 0.2, maxV: 150 },
    rows: [['C', 50, 'F', 10, 2.21e6]],
    packs: ['B3', 'B0'],
    doc: '20003',
    title: 'Thin Film Micro-MELF Resistors',
  }),
  aec: null,
};

// Vishay Beyschlag "MMU 0102, MMA 0204, MMB 0207 - Precision, Precision Thin Film MELF Resistors", document
// 28714: AEC-Q200 qualified; MMA 0204 10 Ω–511 kΩ, ±0.5/±0.25/±0.1 %, ±25/±15 ppm/K, P70 0.25 W, Umax 200 V;
// "resistance values to be selected from E24 and E192 series"; a note says EN 140401-803 approval is not
// available for ±15 ppm/K with ±0.5 %, so that combination exists. Part number as the professional series
// with T.C.R. D (±25) or E (±15 ppm/K) and tolerance B/C/D, e.g. the real MMA02040D1271BB100 (1.27 kΩ ±0.1 %
// ±25 ppm/K, packaging B1), MMA02040E9101BB100 (9.1 kΩ ±0.1 %) and MMA02040D1372CA300 (13.7 kΩ ±0.25 %,
// packaging A3). The datasheet's ranges per T.C.R. × tolerance were not read: every combination is narrowed
// to 43 Ω–221 kΩ, inside the series range and inside the narrowest row of the Draloric SMM0204 table of the
// same size and technology. Packaging B1 and A3 (the codes of those part numbers; kind and quantity not read).
// Left out: MMU 0102 and MMB 0207 precision (no real part number seen), values outside that range.
export const MMA0204_PRECISION = draloricMelf({
  model: 'MMA0204',
  maker: 'Vishay Beyschlag',
  series: 'MMA 0204 Precision',
  id: 'mma.precision',
  size: { size: '0204', code: 'MMA0204', power: 0.25, maxV: 200 },
  rows: (['D', 'E'] as const).flatMap((tcr) =>
    ['B', 'C', 'D'].map((tol): DraloricRow => [tcr, tcr === 'D' ? 25 : 15, tol, 43, 221e3]),
  ),
  packs: ['B1', 'A3'],
  doc: '28714',
  title: 'Thin Film MELF Resistors',
});

export const MELF_SERIES: ResistorSeries[] = [
  ...MELF_MODELS.map(professionalMelf),
  SMM0204,
  SMM0207,
  SMM0102,
  MMA0204_PRECISION,
];

// Extension families of chip resistors: the combinations of the makers' ordering schemes that the base
// series (resistors/chip-resistors.ts) leave out. They are drawn from only when the requested size exceeds the base
// catalogue (Family.extension), so the seeded catalogue is unchanged. Where a base series already holds
// a part number, the extension family leaves it out, so codes stay unique across the catalogue.
// Value ranges are the datasheet ranges or, where we were not sure, a narrower range inside them.
import { DATASHEETS } from '../datasheets.ts';
import { type Family, tableFamily } from '../family.ts';
import { Kind } from '../types.ts';
import {
  buildResistor,
  type ResistorSeries,
  type Row,
  rowsOf,
  SERIES,
  type SizeSpec,
  type TolSpec,
  type VariantSpec,
  YAGEO_THICK_SIZES,
  yageoValueCode,
} from './chip-resistors.ts';
import { LEADED2_SERIES } from './leaded/uniroyal-stackpole-yageo.ts';
import { VISHAY_LEADED_SERIES } from './leaded/vishay-sfr.ts';
import { LEADED_SERIES } from './leaded/yageo-vishay-koa.ts';
import { MELF_SERIES } from './melf.ts';
import { TE_SERIES } from './te.ts';
import { THICK_FILM_SERIES } from './thick-film/thick-film.ts';
import { BOURNS_CRT, crtRows } from './thin-film/bourns-crt.ts';
import { THIN_FILM_SERIES } from './thin-film/thin-film.ts';
import { VISHAY_MC_SERIES } from './thin-film/vishay-mc-tnpu.ts';
import { TNPW_SIZES, tnpwMpn, VISHAY_EXTENSION_SERIES } from './vishay-tnpw-crcw.ts';
import { YAGEO_EXTENSION_SERIES } from './yageo.ts';

const RT_SIZES: SizeSpec[] = [
  { size: '0402', power: 1 / 16, powerFraction: '1/16', maxV: null, pack: 'R' },
  { size: '0603', power: 1 / 10, powerFraction: '1/10', maxV: null, pack: 'R' },
  { size: '0805', power: 1 / 8, powerFraction: '1/8', maxV: null, pack: 'R' },
  { size: '1206', power: 1 / 4, powerFraction: '1/4', maxV: null, pack: 'R' },
];

const RT_0402: Record<string, [number, number]> = { '0402': [10, 100e3] };

/** YAGEO RT TCR code × taping reel; 10 and 15 ppm/°C only with the tight tolerances and 100 Ω–100 kΩ. */
function rtVariants(): VariantSpec[] {
  const reels: Array<[string, string]> = [
    ['07', '7英寸卷盘'],
    ['10', '10英寸卷盘'],
    ['13', '13英寸卷盘'],
  ];
  const tcrs: Array<[string, number, Partial<VariantSpec>]> = [
    ['B', 10, { tols: ['B', 'C', 'D'], range: [100, 100e3] }],
    ['C', 15, { tols: ['B', 'C', 'D'], range: [100, 100e3] }],
    ['D', 25, {}],
    ['E', 50, {}],
  ];
  return tcrs.flatMap(([code, ppm, extra]) =>
    reels.map(([reel, label]) => ({
      code: `${code}${reel}`,
      label: `±${ppm} ppm/°C, ${label}`,
      tcr: ppm,
      ...extra,
    })),
  );
}

/** An extension series; `rows` lists part numbers instead of crossing the whole ordering scheme. */
const EXTENSION_SERIES: Array<{ def: ResistorSeries; base?: string; rows?: () => Row[] }> = [
  {
    // YAGEO RT thin film, the whole ordering scheme of the datasheet ("RT series 0.01 % to 1 %, TCR 5 to 50",
    // ordering example RT0603DRE0756RL): RT size tolerance(B/C/D/F) packing R TCR(B = 10, C = 15, D = 25,
    // E = 50 ppm/°C) reel(07/10/13) value L. Values: E24 + E192 for ±0.1/0.25/0.5 %, E24 + E96 for ±1 %.
    // Ranges narrowed to those of the base family (10 Ω–1 MΩ, 0402 10 Ω–100 kΩ), and for 10/15 ppm/°C
    // to 100 Ω–100 kΩ. Not included (unsure of their ranges): W (±0.05 %), TCR A (5 ppm), 0201, 1210–2512.
    base: 'res.yageo.rt',
    def: {
      id: 'res.yageo.rt.ext',
      brandCode: 'yageo',
      series: 'RT',
      technology: '薄膜',
      aec: false,
      sizes: RT_SIZES,
      tols: [
        { pct: 0.1, letter: 'B', values: 'E24+E192', min: 10, max: 1e6, rangeBySize: RT_0402 },
        { pct: 0.25, letter: 'C', values: 'E24+E192', min: 10, max: 1e6, rangeBySize: RT_0402 },
        { pct: 0.5, letter: 'D', values: 'E24+E192', min: 10, max: 1e6, rangeBySize: RT_0402 },
        { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6, rangeBySize: RT_0402 },
      ],
      variants: rtVariants(),
      mpn: (s, t, r, v) => `RT${s.size}${t?.letter}R${v.code}${yageoValueCode(r)}L`,
      datasheet: () => DATASHEETS.yageoRt,
      source: 'YAGEO RT series datasheet (thin film, high precision), ordering information',
    },
  },
  {
    // YAGEO RC_L: the ±0.5 % (D) and ±0.1 % (B) tolerance codes of the RC_L ordering scheme
    // (RC size tolerance packing - reel value L; datasheet "RC_L series ±0.1 %, ±0.5 %, ±1 %, ±5 %"),
    // e.g. RC0603DR-0710KL, RC0603BR-071KL. Reels 07/10/13 (the 2× power reels 7W/3W are left out).
    // Ranges narrowed to 10 Ω–1 MΩ E24/E96; ±0.1 % only in 0603, 0805 and 1206. TCR not stated.
    def: {
      id: 'res.yageo.rc.ext',
      brandCode: 'yageo',
      series: 'RC',
      technology: '厚膜',
      aec: false,
      sizes: YAGEO_THICK_SIZES.filter((s) => s.size !== '0201'),
      tols: [
        { pct: 0.5, letter: 'D', values: 'E24+E96', min: 10, max: 1e6 },
        {
          pct: 0.1,
          letter: 'B',
          values: 'E24+E96',
          min: 10,
          max: 1e6,
          rangeBySize: { '0402': [1, 0], '1210': [1, 0], '2010': [1, 0], '2512': [1, 0] },
        },
      ],
      variants: [
        { code: '07', label: '7英寸卷盘' },
        { code: '10', label: '10英寸卷盘' },
        { code: '13', label: '13英寸卷盘' },
      ],
      mpn: (s, t, r, v) => `RC${s.size}${t?.letter}${s.pack}-${v.code}${yageoValueCode(r)}L`,
      datasheet: () => DATASHEETS.yageoRc,
      source: 'YAGEO RC_L series datasheet, global part number',
    },
  },
  // Further YAGEO series (resistors/yageo.ts).
  ...YAGEO_EXTENSION_SERIES,
  {
    // Vishay TNPW e3 high stability thin film (document 28758): TNPW size value(4 characters) tolerance
    // (B ±0.1 %, D ±0.5 %, F ±1 %) TCR (E = ±25 ppm/K) packaging (ED for 0402, EA for 0603–1206), e.g.
    // TNPW060310K0BEEA, TNPW04022K21BEED. Ranges of the datasheet: 0402 10 Ω–100 kΩ, 0603 10 Ω–332 kΩ,
    // 0805 10 Ω–1 MΩ, 1206 10 Ω–2 MΩ (newer revisions start at 4.7 Ω). AEC-Q200 for 0402–1206.
    // Left out (unsure of their codes): TCR ±50/±15/±10 ppm/K, other packaging codes, 1210–2512.
    def: {
      id: 'res.vishay.tnpw',
      brandCode: 'vishay',
      series: 'TNPW e3',
      technology: '薄膜',
      aec: true,
      sizes: TNPW_SIZES,
      tols: (
        [
          [0.1, 'B', 'E24+E192'],
          [0.5, 'D', 'E24+E192'],
          [1, 'F', 'E24+E96'],
        ] as const
      ).map(
        ([pct, letter, values]): TolSpec => ({
          pct,
          letter,
          values,
          min: 10,
          max: 2e6,
          rangeBySize: { '0402': [10, 100e3], '0603': [10, 332e3], '0805': [10, 1e6] },
        }),
      ),
      variants: [{ code: 'E', label: '编带', tcr: 25 }],
      mpn: tnpwMpn,
      datasheet: () => 'https://www.vishay.com/doc?28758',
      source: 'Vishay TNPW e3 datasheet (document 28758)',
    },
  },
  // Further Vishay series: TNPW e3 ±50 ppm/K and 0201, D/CRCW e3 beyond the base (resistors/vishay-tnpw-crcw.ts).
  ...VISHAY_EXTENSION_SERIES,
  // Further thin film series, each with its own ordering scheme (resistors/thin-film/thin-film.ts).
  ...THIN_FILM_SERIES.map((def) => ({ def })),
  // Further thick film series (resistors/thick-film/thick-film.ts).
  ...THICK_FILM_SERIES.map((def) => ({ def })),
  // TE Connectivity CRG, CPF and CPF-A (resistors/te.ts).
  ...TE_SERIES.map((def) => ({ def })),
  // Bourns CRT thin film: listed real part numbers only (resistors/thin-film/bourns-crt.ts).
  { def: BOURNS_CRT, rows: crtRows },
  // MELF thin film resistors (resistors/melf.ts) and leaded film resistors (resistors/leaded/yageo-vishay-koa.ts), in their own
  // categories.
  ...MELF_SERIES.map((def) => ({ def })),
  ...LEADED_SERIES.map((def) => ({ def })),
  // Vishay Beyschlag MC professional / precision thin film chips (resistors/thin-film/vishay-mc-tnpu.ts) and Vishay
  // BCcomponents SFR16S / SFR25 / SFR25H leaded metal film resistors (resistors/leaded/vishay-sfr.ts).
  ...VISHAY_MC_SERIES.map((def) => ({ def })),
  ...VISHAY_LEADED_SERIES.map((def) => ({ def })),
  // Further leaded film resistors: UNI-ROYAL MFR, Stackpole CF (resistors/leaded/uniroyal-stackpole-yageo.ts).
  ...LEADED2_SERIES.map((def) => ({ def })),
];

/** Part numbers a base series already holds. */
function baseMpns(id: string | undefined): Set<string> {
  const def = SERIES.find((d) => d.id === id);
  if (!def) return new Set();
  return new Set(rowsOf(def).map((r) => def.mpn(r.s, r.t, r.r, r.v)));
}

export function resistorExtensionFamilies(): Family[] {
  return EXTENSION_SERIES.map(({ def, base, rows }) =>
    tableFamily<Row, undefined>({
      id: def.id,
      kind: Kind.component,
      label: `${def.productWord ?? '贴片电阻'} ${def.brandCode} ${def.series} (扩展)`,
      extension: true,
      rows: () => {
        const taken = baseMpns(base);
        return (rows ? rows() : rowsOf(def)).filter((r) => !taken.has(def.mpn(r.s, r.t, r.r, r.v)));
      },
      build: (row) => buildResistor(def, row),
    }),
  );
}

/** Ids of the extension series, for tests. */
export const RESISTOR_EXTENSION_IDS = EXTENSION_SERIES.map((e) => e.def.id);

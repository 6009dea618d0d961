// Vishay extension series of chip resistors (see resistors/registry.ts): the combinations of the TNPW e3
// and D/CRCW e3 ordering schemes that the base family (res.vishay.crcw) and the first TNPW extension
// (res.vishay.tnpw, ±25 ppm/K) leave out. Each is taken only as far as a datasheet or a real part number
// confirms it; what could not be confirmed is listed as left out.
import { DATASHEETS } from '../datasheets.ts';
import { letterFourCode, type ResistorSeries, type SizeSpec, type TolSpec } from './chip-resistors.ts';
import { baseSeries } from './yageo.ts';

/** Part number of TNPW e3: TNPW size value(4 characters) tolerance TCR packaging (TNPW060310K0BEEA). */
export const tnpwMpn: ResistorSeries['mpn'] = (s, t, r, v) =>
  `TNPW${s.size}${letterFourCode(r)}${t?.letter}${v.code}${s.pack}`;

/**
 * TNPW e3 0402–1206 as in document 28758 (rated dissipation P70 and operating voltage of the current
 * revision); packaging ED for 0402 and EA for 0603–1206 as in the datasheet's examples.
 */
export const TNPW_SIZES: SizeSpec[] = [
  { size: '0402', power: 0.1, maxV: 50, pack: 'ED' },
  { size: '0603', power: 0.125, maxV: 75, pack: 'EA' },
  { size: '0805', power: 0.2, maxV: 150, pack: 'EA' },
  { size: '1206', power: 0.4, maxV: 200, pack: 'EA' },
];

/** Upper ends of TNPW e3 0402–1206 (document 28758): 100 kΩ, 332 kΩ, 1 MΩ, 2 MΩ. */
const TNPW_MAX: Record<string, [number, number]> = {
  '0402': [10, 100e3],
  '0603': [10, 332e3],
  '0805': [10, 1e6],
  '1206': [10, 2e6],
};

const TNPW_DOC = 'https://www.vishay.com/doc?28758';

/**
 * TNPW e3 tolerances B/D (E24–E192) and F (E24/E96) over the datasheet's range per size; ±0.1 % in 0402
 * narrowed to 47 Ω–100 kΩ as in the TNPW table of document 31006 (±0.1 %: 47R–100K for 0402).
 */
const TNPW_TOLS: TolSpec[] = (
  [
    [0.1, 'B', 'E24+E192'],
    [0.5, 'D', 'E24+E192'],
    [1, 'F', 'E24+E96'],
  ] as const
).map(([pct, letter, values]) => ({
  pct,
  letter,
  values,
  min: 10,
  max: 2e6,
  rangeBySize: letter === 'B' ? { ...TNPW_MAX, '0402': [47, 100e3] } : TNPW_MAX,
}));

/** Vishay D/CRCW e3 sizes with P70 and Umax (document 20035), as the base family res.vishay.crcw has them. */
const CRCW_SIZES: SizeSpec[] = baseSeries('res.vishay.crcw').sizes;

/**
 * D/CRCW e3 packaging codes per size, each as real parts carry it: 0402 ED (CRCW040210K0FKED) and EE
 * (CRCW040210K0FKEE); 0603/0805 EA, EB (CRCW060310K0FKEB, CRCW080510K0FKEB) and EC (CRCW060310K0FKEC,
 * CRCW080510K0FKEC); 1206/1210 EA (CRCW12102K70FKEA); 2010 EF (CRCW2010100RFKEF); 2512 EG
 * (CRCW2512200KFKEG). The quantities behind the codes are not stated here (not read with certainty).
 */
const CRCW_PACK: Array<[string, string[]]> = [
  ['ED', ['0402']],
  ['EE', ['0402']],
  ['EA', ['0603', '0805', '1206', '1210']],
  ['EB', ['0603', '0805']],
  ['EC', ['0603', '0805']],
  ['EF', ['2010']],
  ['EG', ['2512']],
];

/** Packaging text of a Vishay packaging code. */
const packLabel = (code: string) => `编带 (包装代码 ${code})`;

/**
 * Part number of the CRCW families: CRCW size value(4 characters) tolerance TCR packaging suffix, the
 * jumper as value 0000 with Z0 (CRCW060310K0FKEA, CRCW06030000Z0EA, CRCW0805100RJNEAC, CRCW25121K00FKEGHP).
 */
const crcwMpn =
  (suffix: string, tcrCode: (r: number, t: TolSpec) => string): ResistorSeries['mpn'] =>
  (s, t, r, v) =>
    r === 0 || !t
      ? `CRCW${s.size}0000Z0${v.code}${suffix}`
      : `CRCW${s.size}${letterFourCode(r)}${t.letter}${tcrCode(r, t)}${v.code}${suffix}`;

/** TCR code K = ±100 ppm/K with ±1 %, N = ±200 ppm/K with ±5 %. */
const crcwTcrCode = (_r: number, t: TolSpec) => (t.pct === 1 ? 'K' : 'N');

/** Variants of packaging codes, each limited to the sizes real parts carry it in. */
const packVariants = (packs: Array<[string, string[]]>) =>
  packs.map(([code, sizes]) => ({ code, label: packLabel(code), sizes }));

const sizesOf = (names: string[]) => CRCW_SIZES.filter((x) => names.includes(x.size));

const crcwTol = (pct: 1 | 5): TolSpec =>
  pct === 1
    ? { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 10e6 }
    : { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 };

export const VISHAY_EXTENSION_SERIES: Array<{ def: ResistorSeries; base?: string }> = [
  {
    // Vishay TNPW e3 (document 28758) with the TCR code H = ±50 ppm/K. The datasheet lists ±50, ±25, ±15
    // and ±10 ppm/K for 0402–1206; the letter H is the one of real part numbers (TNPW1210191RDHEC of
    // TNPW e3; TNPW1210106KBHTC of the tin-lead TNPW, listed as 0.1 %, 50 ppm). Ranges per size are the
    // datasheet's (10 Ω–100 kΩ / 332 kΩ / 1 MΩ / 2 MΩ), tolerances as TNPW_TOLS.
    // Left out: ±15 and ±10 ppm/K (their letters not confirmed), values below 10 Ω of newer revisions.
    def: {
      id: 'res.vishay.tnpw.h',
      brandCode: 'vishay',
      series: 'TNPW e3',
      technology: '薄膜',
      aec: true,
      sizes: TNPW_SIZES,
      tols: TNPW_TOLS,
      variants: [{ code: 'H', label: '编带', tcr: 50 }],
      mpn: tnpwMpn,
      datasheet: () => TNPW_DOC,
      source: 'Vishay TNPW e3 datasheet (document 28758), TCR code H = ±50 ppm/K',
    },
  },
  {
    // Vishay TNPW e3 0603–1206 on packaging EN, as real parts carry it (TNPW060310K0BEEN,
    // TNPW080510K0BEEN, TNPW120698K8BEEN), with the TCR codes E (±25 ppm/K) and H (±50 ppm/K) and the
    // same tolerances and ranges as on EA. The reel quantity behind EN is not stated (not read with certainty).
    def: {
      id: 'res.vishay.tnpw.en',
      brandCode: 'vishay',
      series: 'TNPW e3',
      technology: '薄膜',
      aec: true,
      sizes: TNPW_SIZES.filter((s) => s.size !== '0402').map((s) => ({ ...s, pack: 'EN' })),
      tols: TNPW_TOLS,
      variants: [
        { code: 'E', label: packLabel('EN'), tcr: 25 },
        { code: 'H', label: packLabel('EN'), tcr: 50 },
      ],
      mpn: tnpwMpn,
      datasheet: () => TNPW_DOC,
      source: 'Vishay TNPW e3 datasheet (document 28758), packaging code EN',
    },
  },
  {
    // Vishay TNPW0201 e3 (document 28758, the revision that adds 0201): 22 Ω–40 kΩ, 0.075 W, 25 V,
    // ±25 ppm/K. Taken: ±0.1 % (B) with TCR E and packaging ED, as the real TNPW020149R9BEED (49.9 Ω,
    // 75 mW). Values E24–E192. Left out: ±0.5 % (the revision's table could not be read with certainty
    // for 0201).
    def: {
      id: 'res.vishay.tnpw0201',
      brandCode: 'vishay',
      series: 'TNPW e3',
      technology: '薄膜',
      aec: true,
      sizes: [{ size: '0201', power: 0.075, maxV: 25, pack: 'ED' }],
      tols: [{ pct: 0.1, letter: 'B', values: 'E24+E192', min: 22, max: 40e3 }],
      variants: [{ code: 'E', label: '编带', tcr: 25 }],
      mpn: tnpwMpn,
      datasheet: () => TNPW_DOC,
      source: 'Vishay TNPW e3 datasheet (document 28758), TNPW0201',
    },
  },
  {
    // Vishay D/CRCW e3 standard thick film chip resistors (document 20035): 1 Ω–10 MΩ in every size
    // 0402–2512; ±1 % with ±100 ppm/K (TCR code K) in E24/E96, ±5 % with ±200 ppm/K (code N) in E24;
    // jumper 0 Ω (value code 0000, tolerance/TCR code Z0). Part number CRCW size value tolerance TCR
    // packaging, e.g. CRCW060310R0FKEA, CRCW0603330RJNEA, CRCW06030000Z0EA. Packaging as the real parts
    // carry it (CRCW_PACK; e.g. CRCW251224R0JNEG, CRCW25120000Z0EG).
    // The base family holds 10 Ω–1 MΩ with EA; these are the rest (part numbers of the base left out).
    // Left out: ±0.5 %, size 1218 (no part number confirmed its packaging code), other packaging codes.
    base: 'res.vishay.crcw',
    def: {
      id: 'res.vishay.crcw.ext',
      brandCode: 'vishay',
      series: 'CRCW e3',
      technology: '厚膜',
      aec: true,
      sizes: CRCW_SIZES,
      tols: [crcwTol(1), crcwTol(5)],
      variants: packVariants(CRCW_PACK),
      jumper: true,
      tcr: (_r, t) => (t.pct === 1 ? 100 : 200),
      mpn: crcwMpn('', crcwTcrCode),
      datasheet: () => 'https://www.vishay.com/doc?20035',
      source: 'Vishay D/CRCW e3 datasheet (document 20035)',
    },
  },
  {
    // Vishay CRCW...C e3, lead (Pb)-free thick film rectangular commodity chip resistors: 0402 (0.063 W,
    // 50 V), 0603 (0.10 W, 75 V), 0805 (0.125 W, 150 V), 1206 (0.25 W, 200 V); ±1 % E24/E96 and ±5 %
    // E24, 1 Ω–10 MΩ, jumper 0 Ω. TCR: ±100 ppm/K (K) for ±1 % from 10 Ω, ±200 ppm/K (N) for ±1 % from
    // 1 Ω to 9.76 Ω (the current revision's table; real CRCW08053R00FNECC) and for ±5 %. Part number as
    // D/CRCW e3 with a packaging code ending in C, as real parts carry it: 0402 EDC (CRCW040210K0FKEDC),
    // 0603 EAC (CRCW06030000Z0EAC), 0805 EAC (CRCW080545K3FKEAC, CRCW0805100RJNEAC) and ECC
    // (CRCW08053R00FNECC), 1206 EBC (CRCW120620R5FKEBC). Not AEC-Q200 (commercial applications).
    // Left out: ±1 % with ±100 ppm/K below 10 Ω (only in an older revision), other packaging codes.
    def: {
      id: 'res.vishay.crcw.c',
      brandCode: 'vishay',
      series: 'CRCW...C e3',
      technology: '厚膜',
      aec: false,
      sizes: sizesOf(['0402', '0603', '0805', '1206']),
      tols: [crcwTol(1), crcwTol(5)],
      variants: packVariants([
        ['EDC', ['0402']],
        ['EAC', ['0603', '0805']],
        ['ECC', ['0805']],
        ['EBC', ['1206']],
      ]),
      jumper: true,
      tcr: (r, t) => (t.pct === 1 && r >= 10 ? 100 : 200),
      mpn: crcwMpn('', (r, t) => (t.pct === 1 && r >= 10 ? 'K' : 'N')),
      datasheet: () => DATASHEETS.vishayCrcwC,
      source: 'Vishay CRCW...C e3 lead (Pb)-free thick film, rectangular commodity chip resistors datasheet',
    },
  },
  {
    // Vishay CRCW-HP e3, pulse proof high power thick film chip resistors (AEC-Q200): 1 Ω–1 MΩ and jumper
    // 0 Ω; rated dissipation P70 0402 0.2 W (single side printed), 0603 0.25 W, 1206 0.5 W, 1210 0.75 W,
    // 2010 1.0 W, 2512 1.5 W; Umax 50/75/200/200/400/500 V. Part number CRCW e3 + HP, as real parts carry
    // it: CRCW040210K0FKEDHP, CRCW06031K00FKEAHP, CRCW12060000Z0EAHP, CRCW121047R0JNEAHP,
    // CRCW20102R20FKEFHP (2.2 Ω with K), CRCW25121K00FKEGHP. ±1 % with K (±100 ppm/K) in E24/E96, ±5 %
    // with N (±200 ppm/K) in E24. Left out: ±0.5 % (its TCR code not confirmed), sizes 0805 and 1218 (no
    // part number confirmed their packaging code).
    def: {
      id: 'res.vishay.crcw.hp',
      brandCode: 'vishay',
      series: 'CRCW-HP e3',
      technology: '厚膜',
      aec: true,
      sizes: (
        [
          ['0402', 0.2, 50],
          ['0603', 0.25, 75],
          ['1206', 0.5, 200],
          ['1210', 0.75, 200],
          ['2010', 1, 400],
          ['2512', 1.5, 500],
        ] as const
      ).map(([size, power, maxV]) => ({ size, power, maxV })),
      tols: [
        { ...crcwTol(1), max: 1e6 },
        { ...crcwTol(5), max: 1e6 },
      ],
      variants: packVariants([
        ['ED', ['0402']],
        ['EA', ['0603', '1206', '1210']],
        ['EF', ['2010']],
        ['EG', ['2512']],
      ]),
      jumper: true,
      tcr: (_r, t) => (t.pct === 1 ? 100 : 200),
      mpn: crcwMpn('HP', crcwTcrCode),
      datasheet: () => DATASHEETS.vishayCrcwHp,
      source: 'Vishay CRCW-HP e3 pulse proof, high power thick film chip resistors datasheet',
    },
  },
];

// Susumu RG, ultra-precision & ultra-reliability metal film chip resistors (an extension series, see
// resistors/registry.ts). Source: Susumu catalogue page "RG series, ultra-precision & ultra-reliability
// metal film chip resistors", SPECIFICATIONS (electrical table and packages).
//
// Ordering code: RG + size (1005 = 0402 1/16 W 25 V, 1608 = 0603 1/10 W 75 V, 2012 = 0805 1/8 W 100 V,
// 3216 = 1206 1/4 W 150 V) + T.C.R. (V ±5, N ±10, P ±25, Q ±50, R ±100 ppm/°C) - value (three figures for
// E-24 values, four for E-96) - tolerance (P ±0.02, W ±0.05, B ±0.1, C ±0.25, D ±0.5 %) - reel (T1 1,000
// pcs for P/W/B; T5 5,000 pcs: RG1005 B only, RG1608–RG3216 W/B/C/D; T10 10,000 pcs: RG1005 C/D), e.g.
// RG1608P-103-B-T5, RG1608N-4991-B-T1, RG1005P-472-C-T10. Values E-24 and E-96.
//
// Taken from the electrical table (whose resistance columns are 1005: 10–46.4, 47–97.6, 100–2.94k,
// 3k–100k; 1608: 10–46.4, 47–97.6, 100–4.99k, 5.1k–270k, 274k–332k, 340k–360k; 2012: … 100–10k …;
// 3216: … 100–33.2k …, each with its T.C.R. codes): ±25 ppm/°C (P) and ±10 ppm/°C (N) with B, C, D in
// the columns that list both P and N for every one of these tolerances — RG1005 100 Ω–100 kΩ, RG1608
// 100 Ω–270 kΩ, RG2012 100 Ω–10 kΩ (±25: 100 Ω–100 kΩ as before), RG3216 100 Ω–33.2 kΩ (±25: 100 Ω–100 kΩ
// as before); B on the T1 and T5 reels, C and D on T5 (RG1005: T10).
// Left out: tolerances P and W, T.C.R. V, Q and R, the columns below 100 Ω and above the ranges named
// (their tolerance cells not read with certainty).
import { DATASHEETS } from '../../datasheets.ts';
import type { ResistorSeries } from '../chip-resistors.ts';
import { e24ThreeElseFour, gradeReelVariants, type ReelCode, type TcrGrade } from './codes.ts';

const RG_TCRS: TcrGrade[] = [
  {
    code: 'P',
    ppm: 25,
    ranges: { '0402': [100, 100e3], '0603': [100, 270e3], '0805': [100, 100e3], '1206': [100, 100e3] },
  },
  {
    code: 'N',
    ppm: 10,
    ranges: { '0402': [100, 100e3], '0603': [100, 270e3], '0805': [100, 10e3], '1206': [100, 33.2e3] },
  },
];

/** Reels by size and tolerance, from the "Package" rows. */
const RG_REELS: ReelCode[] = [
  { code: 'T1', label: '1000 pcs/卷', sizes: ['0402', '0603', '0805', '1206'], tols: ['B'] },
  { code: 'T5', label: '5000 pcs/卷', sizes: ['0402'], tols: ['B'] },
  { code: 'T5', label: '5000 pcs/卷', sizes: ['0603', '0805', '1206'], tols: ['B', 'C', 'D'] },
  { code: 'T10', label: '10000 pcs/卷', sizes: ['0402'], tols: ['C', 'D'] },
];

export const SUSUMU_RG: ResistorSeries = {
  id: 'res.susumu.rg',
  brandCode: 'susumu',
  series: 'RG',
  technology: '薄膜',
  aec: false,
  sizes: [
    { size: '0402', code: '1005', power: 1 / 16, powerFraction: '1/16', maxV: 25 },
    { size: '0603', code: '1608', power: 1 / 10, powerFraction: '1/10', maxV: 75 },
    { size: '0805', code: '2012', power: 1 / 8, powerFraction: '1/8', maxV: 100 },
    { size: '1206', code: '3216', power: 1 / 4, powerFraction: '1/4', maxV: 150 },
  ],
  tols: [
    { pct: 0.1, letter: 'B', values: 'E24+E96', min: 100, max: 270e3 },
    { pct: 0.25, letter: 'C', values: 'E24+E96', min: 100, max: 270e3 },
    { pct: 0.5, letter: 'D', values: 'E24+E96', min: 100, max: 270e3 },
  ],
  variants: gradeReelVariants(RG_TCRS, RG_REELS),
  mpn: (s, t, r, v) => {
    const [tcr, reel] = v.code.split('/');
    return `RG${s.code}${tcr}-${e24ThreeElseFour(r)}-${t?.letter}-${reel}`;
  },
  datasheet: () => DATASHEETS.susumuRg,
  source: 'Susumu RG series ultra-precision metal film chip resistors catalogue, specifications',
};

// Stackpole RMCF thick film chip resistors beyond the base family res.stackpole.rmcf (resistors/chip-resistors.ts,
// 0402–1206, 10 Ω–1 MΩ); an extension series (see resistors/registry.ts).
import { DATASHEETS } from '../../datasheets.ts';
import { letterFourCode, type ResistorSeries, type SizeSpec } from '../chip-resistors.ts';

const NONE: [number, number] = [1, 0];

const rmcf = (size: string, power: number, powerFraction: string, maxV: number): SizeSpec => ({
  size,
  power,
  powerFraction,
  maxV,
});

const RMCF_SOURCE =
  'Stackpole RMCF/RMCP series datasheet (rev. 01/19/2021), electrical specifications – RMCF';

const rmcfMpn: ResistorSeries['mpn'] = (s, t, r, v) =>
  `RMCF${s.size}${t?.letter}${v.code}${letterFourCode(r)}`;

const RMCF_BASE = {
  brandCode: 'stackpole',
  series: 'RMCF',
  technology: '厚膜' as const,
  aec: true,
  variants: [{ code: 'T', label: '编带' }],
  mpn: rmcfMpn,
  datasheet: () => DATASHEETS.stackpoleRmcf,
  source: RMCF_SOURCE,
};

export const STACKPOLE_THICK_SERIES: ResistorSeries[] = [
  {
    // Stackpole "RMCF / RMCP Series, General Purpose Thick Film Standard Power and High-Power Chip
    // Resistor" (rev. 01/19/2021), electrical specifications – RMCF: power / max. working voltage 0402
    // 0.063 W 50 V, 0603 0.1 W 75 V, 0805 0.125 W 150 V, 1206 0.25 W 200 V, 1210 0.5 W 200 V, 2010 0.75 W
    // 200 V, 2512 1 W 200 V. Ohmic ranges: ±1 % 10 Ω–1 MΩ at ±100 ppm/°C and 1.02 MΩ–10 MΩ at ±200 ppm/°C
    // (0402–1206); ±1 % 1 Ω–9.76 Ω at ±200 ppm/°C (0603, and 0805/1206 from 0.1 Ω); ±5 % to 20 MΩ at
    // ±200 ppm/°C (0402 1.1 MΩ–20 MΩ); 1210/2010/2512: ±1 % 10 Ω–10 MΩ at ±100 ppm/°C, ±5 % 10 Ω–10 MΩ
    // (±200 ppm/°C read for 2010/2512 only; ±5 % TCR left unstated for these sizes). AEC-Q200 compliant.
    // Part number RMCF + size + tolerance (F, J) + T (tape and reel) + value (4 characters, R/K/M as the
    // decimal point), e.g. RMCF2512FT60R4, RMCF1210JT100R, RMCF0603JT1M00.
    // Taken: the values the base leaves out — 0402–1206 ±1 % 1.02 MΩ–10 MΩ, 0603–1206 ±1 % 1 Ω–9.76 Ω,
    // ±5 % 1.1 MΩ–20 MΩ; and the sizes 1210/2010/2512 at 10 Ω–10 MΩ. Left out: 01005/0201, values below
    // 1 Ω, ±5 % below 10 Ω (its cells not read with certainty), RMCP, other packaging.
    ...RMCF_BASE,
    id: 'res.stackpole.rmcf.ext',
    sizes: [
      rmcf('0402', 0.063, '1/16', 50),
      rmcf('0603', 0.1, '1/10', 75),
      rmcf('0805', 0.125, '1/8', 150),
      rmcf('1206', 0.25, '1/4', 200),
    ],
    tols: [
      // ±1 % below 10 Ω (0603–1206) and above 1 MΩ; ±5 % above 1 MΩ
      { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 9.76, rangeBySize: { '0402': NONE } },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 1.02e6, max: 10e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1.1e6, max: 20e6 },
    ],
    tcr: () => 200,
  },
  {
    // The sizes 1210, 2010, 2512 of the same table, 10 Ω–10 MΩ (see above).
    ...RMCF_BASE,
    id: 'res.stackpole.rmcf.large',
    sizes: [rmcf('1210', 0.5, '1/2', 200), rmcf('2010', 0.75, '3/4', 200), rmcf('2512', 1, '1', 200)],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 10e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 10, max: 10e6 },
    ],
    tcr: (_r, t) => (t.letter === 'F' ? 100 : null),
  },
];

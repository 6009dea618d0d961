// Chip inductors.
// - Murata LQG15HS (0402 multilayer, high-Q): LQG15HS + value (1N0 = 1.0 nH, 10N = 10 nH, R10 = 100 nH)
//   + tolerance (S = ±0.3 nH up to 5.6 nH, J = ±5 % from 6.8 nH) + 02 + D (paper tape, 180 mm reel);
//   E12 values 1.0–100 nH (a subset of the series' range). Rated current and DCR depend on the value and
//   are left out (not known to us per value).
// - Sunlord SWPA (wire-wound shielded power inductors): a few published part numbers, size code = L×W×H
//   in 0.1 mm, value code in µH, M = ±20 %. Current and DCR left out for the same reason.

import { componentItem } from '../component-item.ts';
import { DATASHEETS } from '../datasheets.ts';
import { E12, valuesInRange } from '../e-series.ts';
import { type Family, tableFamily } from '../family.ts';
import { Kind } from '../types.ts';
import { enumValue, henry, percent, text } from '../values.ts';

function lqgValueCode(h: number): string {
  const nh = Math.round(h * 1e9 * 10) / 10;
  if (nh < 10) return nh.toFixed(1).replace('.', 'N');
  if (nh < 100) return `${Math.round(nh)}N`;
  return `R${String(Math.round(nh / 10)).padStart(2, '0')}`;
}

const lqg15hs: Family = tableFamily<number, undefined>({
  id: 'ind.murata.lqg15hs',
  kind: Kind.component,
  label: '叠层电感 Murata LQG15HS',
  rows: () => valuesInRange(E12, 1, 100).map((nh) => Number((nh * 1e-9).toPrecision(12))),
  build: (h) => {
    const small = h < 6e-9;
    const mpn = `LQG15HS${lqgValueCode(h)}${small ? 'S' : 'J'}02D`;
    const hText = henry(h).display.replace(' ', '');
    return componentItem({
      brandCode: 'murata',
      mpn,
      categoryCode: 'comp.passive.inductor.chip',
      name: `叠层贴片电感 ${hText} ${small ? '±0.3nH' : '±5%'} 0402`,
      series: 'LQG15HS',
      description: `Murata LQG15HS 高Q叠层片式电感，${hText}，${small ? '±0.3 nH' : '±5 %'}，0402 (1005)。来源：Murata LQG15HS series product data。`,
      params: {
        inductance: henry(h),
        ...(small
          ? { tolerance_abs: { ...henry(0.3e-9), display: '±0.3 nH' } }
          : { tolerance: percent(5, '±') }),
        construction: enumValue('叠层'),
        case_size: text('0402'),
      },
      package: '0402',
    });
  },
});

// [mpn, size label, inductance H]
const SWPA: Array<[string, string, number]> = [
  ['SWPA4030S100MT', '4.0×4.0×3.0 mm', 10e-6],
  ['SWPA4030S4R7MT', '4.0×4.0×3.0 mm', 4.7e-6],
  ['SWPA4030S220MT', '4.0×4.0×3.0 mm', 22e-6],
  ['SWPA3015S100MT', '3.0×3.0×1.5 mm', 10e-6],
  ['SWPA6045S100MT', '6.0×6.0×4.5 mm', 10e-6],
];

const sunlord: Family = tableFamily<(typeof SWPA)[number], undefined>({
  id: 'ind.sunlord.swpa',
  kind: Kind.component,
  label: '功率电感 顺络 SWPA',
  rows: () => SWPA,
  build: ([mpn, size, h]) =>
    componentItem({
      brandCode: 'sunlord',
      mpn,
      categoryCode: 'comp.passive.inductor.chip',
      name: `屏蔽功率电感 ${henry(h).display.replace(' ', '')} ±20% ${size}`,
      series: 'SWPA',
      datasheetUrl: DATASHEETS.sunlordSwpa,
      description: `顺络 SWPA 系列绕线屏蔽功率电感，${henry(h).display}，±20 %，外形 ${size}。来源：Sunlord SWPA series catalogue。`,
      params: {
        inductance: henry(h),
        tolerance: percent(20, '±'),
        construction: enumValue('绕线 (屏蔽功率)'),
        case_size: text(size),
      },
      package: size,
    }),
});

export function inductorFamilies(): Family[] {
  return [lqg15hs, sunlord];
}

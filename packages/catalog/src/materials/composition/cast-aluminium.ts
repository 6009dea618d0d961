// Die-casting aluminium alloys: ADC12 from JIS H 5302:2006 表1 (化学成分, mass %); A380 (A380.0) from
// ASTM B85 Table 1 (Chemical Requirements). Other limits of those tables (Pb, Ti, others) are not entered.
import { type Composition, table } from './composition.types.ts';

export const CAST_ALUMINIUM: Record<string, Composition> = {
  ADC12: table('JIS H 5302:2006', '表1 化学成分', 'Al', {
    Cu: [1.5, 3.5],
    Si: [9.6, 12.0],
    Mg: 0.3,
    Zn: 1.0,
    Fe: 1.3,
    Mn: 0.5,
    Ni: 0.5,
    Sn: 0.2,
  }),
  A380: table('ASTM B85', 'Table 1 Chemical Requirements (A380.0)', 'Al', {
    Si: [7.5, 9.5],
    Fe: 1.3,
    Cu: [3.0, 4.0],
    Mn: 0.5,
    Mg: 0.1,
    Ni: 0.5,
    Zn: 3.0,
    Sn: 0.35,
  }),
};

// The chip resistor series of the resistor.more.<maker>.ts files, listed together for their tests (each is
// registered with its siblings: thick film in resistor.thickfilm.ts, thin film in resistor.thinfilm.ts).
import { PANASONIC_MORE_SERIES } from './resistor.more.panasonic.ts';
import { ROHM_MORE_SERIES } from './resistor.more.rohm.ts';
import { YAGEO_AC_D, YAGEO_AF, YAGEO_AT, YAGEO_RV } from './resistor.more.yageo.ts';
import type { ResistorSeries } from './resistor.series.ts';

export const MORE_SERIES: ResistorSeries[] = [
  YAGEO_AF,
  YAGEO_AT,
  YAGEO_AC_D,
  YAGEO_RV,
  ...PANASONIC_MORE_SERIES,
  ...ROHM_MORE_SERIES,
];

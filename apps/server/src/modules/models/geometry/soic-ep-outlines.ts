/**
 * SOIC with an exposed pad, as a gull-wing outline (outline-types.ts, built by component-package.ts; the pad E2 × D2
 * from the board to A1 as HTSSOP's). package-outlines.ts spreads the table into PACKAGE_OUTLINES; the catalogue's
 * package names are the keys.
 */
import { mid } from './midpoint.ts';
import type { GullWingOutline } from './outline-types.ts';

export const SOIC_EP_OUTLINES: Readonly<Record<string, GullWingOutline>> = {
  // The catalogue's SOIC-8-1EP parts are ADI's ADP7142ARDZ(-x.x), whose KiCad symbols name the footprint
  // SOIC-8-1EP_3.9x4.9mm_P1.27mm_EP2.29x3mm (KiCad has another EP row, EP2.41x3.3mm, Allegro's A4950; not used
  // here). KiCad footprint generator soic.yaml row SOIC-8-1EP_3.9x4.9mm_P1.27mm_EP2.29x3.0mm (ADI ADA4898 datasheet
  // p. 29): body 3.8–4.0 × 4.8–5.0, overall height 1.25–1.65, span 5.8–6.2, foot 0.4–1.27, lead 0.31–0.51,
  // pitch 1.27, exposed pad 2.29 × 3.0. The row gives no stand-off or lead thickness: A1 0.10–0.25 and c 0.17–0.25
  // are JEDEC MS-012's (the SOIC8 row of package-outlines.ts; the yaml row's body, span, foot and lead are MS-012
  // AA's), and the body A2 is the overall height's midpoint less A1.
  'SOIC-8-1EP': {
    kind: 'gullwing',
    source:
      'KiCad footprint generator soic.yaml (ADI ADA4898 SOIC_N_EP), min–max midpoints; A1, c JEDEC MS-012 midpoints',
    kicad: 'SOIC-8-1EP_3.9x4.9mm_P1.27mm_EP2.29x3mm',
    D: mid(4.8, 5.0),
    E1: mid(3.8, 4.0),
    E: mid(5.8, 6.2),
    A1: mid(0.1, 0.25),
    A2: mid(1.25, 1.65) - mid(0.1, 0.25),
    b: mid(0.31, 0.51),
    c: mid(0.17, 0.25),
    L: mid(0.4, 1.27),
    e: 1.27,
    layout: 'dual',
    pins: 8,
    E2: 2.29,
    D2: 3,
  },
};

/**
 * Footprints per package from the outlines of packages.data.ts and the IPC-7351B equations: two-terminal
 * chips (R, C, L) and gull-wing packages (SOT-23, SOT-23-5, LQFP-48). Names follow KiCad's library
 * (R_0603_1608Metric, SOT-23, LQFP-48_7x7mm_P0.5mm) so a designer recognises them.
 */
import type { FootprintSpec, Pad } from './footprint.ts';
import { CHIP_1608_UP, CHIP_BELOW_1608, GULL_WING, GULL_WING_FINE, land, nominal } from './ipc7351.ts';
import {
  CAPACITOR_CHIP_SOURCE,
  CAPACITOR_CHIPS,
  type ChipBody,
  type GullWingBody,
  INDUCTOR_CHIP_SOURCE,
  INDUCTOR_CHIPS,
  LQFP48,
  METRIC_CODE,
  RESISTOR_CHIP_SOURCE,
  RESISTOR_CHIPS,
  SOT23,
  SOT23_5,
} from './packages.data.ts';

export type ChipKind = 'R' | 'C' | 'L';

const CHIPS: Readonly<
  Record<ChipKind, { bodies: Readonly<Record<string, ChipBody>>; source: string; word: string }>
> = {
  R: { bodies: RESISTOR_CHIPS, source: RESISTOR_CHIP_SOURCE, word: 'Resistor' },
  C: { bodies: CAPACITOR_CHIPS, source: CAPACITOR_CHIP_SOURCE, word: 'Capacitor' },
  L: { bodies: INDUCTOR_CHIPS, source: INDUCTOR_CHIP_SOURCE, word: 'Inductor' },
};

/** The chip body of a size, when we hold its outline. */
export function chipBody(kind: ChipKind, size: string): ChipBody | undefined {
  return CHIPS[kind].bodies[size];
}

export function chipFootprint(kind: ChipKind, size: string): FootprintSpec | undefined {
  const { bodies, source, word } = CHIPS[kind];
  const body = bodies[size];
  const metric = METRIC_CODE[size];
  if (!body || !metric) return undefined;
  const small = Number(metric) < 1608;
  const goals = small ? CHIP_BELOW_1608 : CHIP_1608_UP;
  const l = land({ L: body.L, T: body.T, W: body.W }, goals);
  const pad = (n: string, x: number): Pad => ({ number: n, x, y: 0, w: l.padLength, h: l.X });
  return {
    name: `${kind}_${size}_${metric}Metric`,
    description: `${word} SMD ${size} (${metric} Metric), IPC-7351B nominal (${goals.table}), body: ${source}; Z=${l.Z} G=${l.G} X=${l.X} mm`,
    tags: word.toLowerCase(),
    pads: [pad('1', -l.padCenter), pad('2', l.padCenter)],
    body: { w: nominal(body.L), h: nominal(body.W) },
    courtyardExcess: goals.courtyard,
    pin1Mark: false,
  };
}

/** Pads of a two-row gull-wing package: `left` pin numbers top to bottom, `right` pin numbers top to bottom. */
function twoRows(pkg: GullWingBody, left: (string | null)[], right: (string | null)[]): FootprintSpec {
  const goals = pkg.pitch <= 0.625 ? GULL_WING_FINE : GULL_WING;
  const l = land({ L: pkg.E, T: pkg.T, W: pkg.b }, goals);
  const pads: Pad[] = [];
  const row = (numbers: (string | null)[], x: number) => {
    const first = (-(numbers.length - 1) * pkg.pitch) / 2;
    numbers.forEach((n, i) => {
      if (n !== null) pads.push({ number: n, x, y: first + i * pkg.pitch, w: l.padLength, h: l.X });
    });
  };
  row(left, -l.padCenter);
  row(right, l.padCenter);
  return {
    name: pkg.name,
    description: `${pkg.name}, IPC-7351B nominal (${goals.table}), outline: ${pkg.source}; Z=${l.Z} G=${l.G} X=${l.X} mm`,
    tags: 'SOT TO_SOT_SMD',
    pads,
    body: { w: pkg.bodyAcross, h: pkg.bodyAlong },
    courtyardExcess: goals.courtyard,
    pin1Mark: true,
  };
}

/** A quad flat package: pins counted anticlockwise from the top of the left row. */
function quad(pkg: GullWingBody, perSide: number): FootprintSpec {
  const goals = pkg.pitch <= 0.625 ? GULL_WING_FINE : GULL_WING;
  const l = land({ L: pkg.E, T: pkg.T, W: pkg.b }, goals);
  const first = (-(perSide - 1) * pkg.pitch) / 2;
  const pads: Pad[] = [];
  for (let i = 0; i < perSide * 4; i++) {
    const side = Math.floor(i / perSide);
    const k = first + (i % perSide) * pkg.pitch;
    const c = l.padCenter;
    const n = String(i + 1);
    if (side === 0) pads.push({ number: n, x: -c, y: k, w: l.padLength, h: l.X });
    else if (side === 1) pads.push({ number: n, x: k, y: c, w: l.X, h: l.padLength });
    else if (side === 2) pads.push({ number: n, x: c, y: -k, w: l.padLength, h: l.X });
    else pads.push({ number: n, x: -k, y: -c, w: l.X, h: l.padLength });
  }
  return {
    name: pkg.name,
    description: `${pkg.name}, IPC-7351B nominal (${goals.table}), outline: ${pkg.source}; Z=${l.Z} G=${l.G} X=${l.X} mm`,
    tags: 'LQFP QFP',
    pads,
    body: { w: pkg.bodyAcross, h: pkg.bodyAlong },
    courtyardExcess: goals.courtyard,
    pin1Mark: true,
  };
}

/** Every non-chip package we draw, by the names the catalogue uses. */
const PACKAGES: Readonly<Record<string, () => FootprintSpec>> = {
  'SOT-23': () => twoRows(SOT23, ['1', null, '2'], [null, '3', null]),
  'SOT-23-5': () => twoRows(SOT23_5, ['1', '2', '3'], ['5', null, '4']),
  LQFP48: () => quad(LQFP48, 12),
};

/** The package names we draw (catalogue spelling, normalised by normalisePackage). */
export const PACKAGE_NAMES: readonly string[] = Object.keys(PACKAGES);

/** "LQFP-48" / "lqfp48" / "SOT23" → the catalogue's spelling, or the input upper-cased. */
export function normalisePackage(pkg: string): string {
  const p = pkg.trim().toUpperCase().replace(/\s+/g, '');
  if (/^LQFP-?48$/.test(p)) return 'LQFP48';
  if (/^SOT-?23(-3)?$/.test(p)) return 'SOT-23';
  if (/^SOT-?23-5$/.test(p)) return 'SOT-23-5';
  return p;
}

export function packageFootprint(pkg: string): FootprintSpec | undefined {
  return PACKAGES[normalisePackage(pkg)]?.();
}

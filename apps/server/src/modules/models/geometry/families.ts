/** Every family that makes models, and the lookup by leaf category code. */
import { deepGrooveBallBearing } from './ball-bearing.ts';
import { chipCapacitor } from './chip-capacitor.ts';
import { chipInductor } from './chip-inductor.ts';
import { chipResistor } from './chip-resistor.ts';
import { componentPackage, outlineParams } from './component-package.ts';
import { crystalSmd } from './crystal-smd.ts';
import type { Family } from './family.ts';
import { fpcConnector } from './fpc-connector.ts';
import { hexBolt } from './hex-bolt.ts';
import { hexNut } from './hex-nut.ts';
import { leadedResistor } from './leaded-resistor.ts';
import { mouldedInductor } from './moulded-inductor.ts';
import { oRing } from './o-ring.ts';
import { PACKAGE_OUTLINES } from './package-outlines.ts';
import { parallelKey } from './parallel-key.ts';
import { pinHeader } from './pin-header.ts';
import { pinHeaderConnector } from './pin-header-connector.ts';
import { parallelPin, taperPin } from './pins.ts';
import { plainWasher } from './plain-washer.ts';
import { resistorArray } from './resistor-array.ts';
import { boreRetainingRing, shaftRetainingRing } from './retaining-ring.ts';
import { socketCapScrew } from './socket-cap-screw.ts';
import { springWasher } from './spring-washer.ts';
import { tantalumCapacitor } from './tantalum-capacitor.ts';
import { usbCReceptacle } from './usb-c-receptacle.ts';

export const FAMILIES: readonly Family[] = [
  hexBolt,
  socketCapScrew,
  hexNut,
  plainWasher,
  springWasher,
  shaftRetainingRing,
  boreRetainingRing,
  deepGrooveBallBearing,
  chipResistor,
  chipCapacitor,
  chipInductor,
  // serves no category: the chip inductor family hands it the moulded power inductors (the worker builds by id)
  mouldedInductor,
  leadedResistor,
  resistorArray,
  tantalumCapacitor,
  componentPackage,
  parallelPin,
  taperPin,
  oRing,
  parallelKey,
  pinHeaderConnector,
  pinHeader,
  crystalSmd,
  usbCReceptacle,
  fpcConnector,
];

const byCategory = new Map(FAMILIES.flatMap((f) => f.categories.map((c) => [c, f] as const)));
const byId = new Map(FAMILIES.map((f) => [f.id, f] as const));

export const familyForCategory = (code: string): Family | undefined => byCategory.get(code);
export const familyById = (id: string): Family | undefined => byId.get(id);

/**
 * One representative geometry per family, made (and thrown away) when a worker starts: OpenCascade's WASM
 * code is compiled and optimised on first use, so a worker's first model of a kind takes seconds longer.
 */
export const WARM_SAMPLES: readonly { family: string; params: Record<string, number | string> }[] = [
  { family: 'hex-bolt', params: { d: 8, l: 40, s: 13, k: 5.3, c: 1.25 } },
  { family: 'socket-cap-screw', params: { d: 8, l: 30, dk: 13, k: 8, s: 6, t: 4, c: 1.25 } },
  { family: 'hex-nut', params: { d1: 6.647, s: 13, m: 6.8 } },
  { family: 'plain-washer', params: { d1: 8.4, d2: 16, h: 1.6 } },
  { family: 'spring-washer', params: { d1: 8.1, s: 2.1 } },
  { family: 'retaining-ring-shaft', params: { d3: 18.5, s: 1.2, a: 4, b: 2.6, d5: 2 } },
  { family: 'deep-groove-ball-bearing', params: { d: 20, D: 47, B: 14, sides: 2, rubber: 0 } },
  { family: 'chip-resistor', params: { L: 1.6, W: 0.8, H: 0.45, a: 0.25 } },
  // the largest package: a worker's first LQFP-144 wrote its STEP seconds slower than the next
  ...(PACKAGE_OUTLINES.LQFP144
    ? [{ family: 'component-package', params: outlineParams(PACKAGE_OUTLINES.LQFP144) }]
    : []),
];

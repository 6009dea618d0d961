// The families of the parts library (零部件库) in catalogue order: the base families, then the extension
// families (drawn from only above the base catalogue, see Family.extension). Each family is built in the
// folder of what it holds (fasteners/, bearings/, keys/, seals/) from the standards' tables.

import { bearings } from './bearings/deep-groove-ball-bearings.ts';
import {
  BEARING_EXTENSION_IDS,
  BEARING_EXTENSION2_IDS,
  bearingExtension2Families,
  bearingExtensionFamilies,
} from './bearings/registry.ts';
import type { Family } from './family.ts';
import { fineBoltFamily, gradeCBoltFamily, hexBoltFamily } from './fasteners/hex-bolts.ts';
import {
  crossScrewFamily,
  hexalobularPanScrews,
  SLOTTED,
  slottedScrewFamily,
} from './fasteners/machine-screws.ts';
import {
  allMetalLockNuts,
  fineNuts,
  hexNuts,
  nylonInsertNuts,
  style2Nuts,
  thinNuts,
  thinNylonInsertNuts,
} from './fasteners/nuts.ts';
import { hardenedPins, heavySpringPins, parallelPins, splitPins, taperPins } from './fasteners/pins.ts';
import { retainingRingFamily } from './fasteners/retaining-rings.ts';
import {
  buttonScrews,
  countersunkSocketScrews,
  dogPointSetScrews,
  socketCapScrews,
} from './fasteners/socket-screws.ts';
import {
  chamferedWashers,
  largeWashers,
  plainWashers,
  smallWashers,
  springWashers,
} from './fasteners/washers.ts';
import { parallelKeys } from './keys/parallel-keys.ts';
import { oRings } from './seals/o-rings.ts';

export function partFamilies(): Family[] {
  return [
    hexBoltFamily('5782'),
    hexBoltFamily('5783'),
    socketCapScrews,
    hexNuts,
    plainWashers,
    springWashers,
    bearings,
    parallelPins,
    parallelKeys,
    oRings,
  ];
}

/** Ids of the machine screw and prevailing torque nut families of the second wave, in registration order (the end of PART_EXTENSION_IDS). */
export const PART_EXTENSION2_IDS = [
  'part.slotted-screw.gb65',
  'part.slotted-screw.gb67',
  'part.slotted-screw.gb68',
  'part.slotted-screw.gb69',
  'part.cross-raised-countersunk-screw.gb820',
  'part.cross-cheese-screw.gb822',
  'part.hexalobular-pan-screw.gb2672',
  'part.all-metal-lock-nut.gb6184',
  'part.nylon-insert-thin-nut.gb6172-2',
];

export function partExtension2Families(): Family[] {
  return [
    ...SLOTTED.map(slottedScrewFamily),
    crossScrewFamily('820'),
    crossScrewFamily('822'),
    hexalobularPanScrews,
    allMetalLockNuts,
    thinNylonInsertNuts,
  ];
}

/** Ids of the parts extension families, in registration order (the last families of the catalogue). */
export const PART_EXTENSION_IDS = [
  'part.socket-button-screw.gb70-2',
  'part.socket-countersunk-screw.gb70-3',
  'part.cross-pan-screw.gb818',
  'part.cross-countersunk-screw.gb819-1',
  'part.hex-thin-nut.gb6172-1',
  'part.washer.gb97-2',
  'part.washer.gb848',
  'part.washer.gb96-1',
  'part.parallel-pin.gb119-2',
  'part.hex-nut.gb6175',
  'part.nylon-insert-nut.gb889-1',
  'part.socket-set-screw.gb79',
  'part.hex-bolt-fine.gb5786',
  'part.hex-bolt-fine.gb5785',
  'part.hex-bolt-c.gb5780',
  'part.hex-bolt-c.gb5781',
  'part.hex-nut-fine.gb6171',
  'part.retaining-ring.gb894',
  'part.retaining-ring.gb893',
  'part.taper-pin.gb117',
  'part.spring-pin.gb879-1',
  'part.split-pin.gb91',
  ...BEARING_EXTENSION_IDS,
  ...BEARING_EXTENSION2_IDS,
  ...PART_EXTENSION2_IDS,
];

export function partExtensionFamilies(): Family[] {
  return [
    buttonScrews,
    countersunkSocketScrews,
    crossScrewFamily('818'),
    crossScrewFamily('819.1'),
    thinNuts,
    chamferedWashers,
    smallWashers,
    largeWashers,
    hardenedPins,
    style2Nuts,
    nylonInsertNuts,
    dogPointSetScrews,
    fineBoltFamily('5786'),
    fineBoltFamily('5785'),
    gradeCBoltFamily('5780'),
    gradeCBoltFamily('5781'),
    fineNuts,
    retainingRingFamily('894'),
    retainingRingFamily('893'),
    taperPins,
    heavySpringPins,
    splitPins,
    ...bearingExtensionFamilies(),
    ...bearingExtension2Families(),
    ...partExtension2Families(),
  ];
}

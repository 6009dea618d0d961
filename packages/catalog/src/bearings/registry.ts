// The rolling bearing extension families in catalogue order. First wave: extension families of rolling bearings beyond the GB/T 276 60 / 62 / 63 deep groove family: deep groove
// 618 / 619 / 160 / 64 (GB/T 276), angular contact (GB/T 292), tapered roller (GB/T 297), cylindrical roller
// (GB/T 283), self-aligning ball (GB/T 281), spherical roller (GB/T 288) and thrust ball (GB/T 301)
// bearings, in two kinds of family:
// - GB/T families (code prefix GB…, no brand): the GB/T 272-2017 designation of the standard part; boundary
//   dimensions only, load ratings (each maker's own) left out;
// - ZVL families (brand ZVL Slovakia, code prefix ZVL-): every designation the ZVL "Bearing Catalogue" prints
//   for deep groove, cylindrical roller, self-aligning ball and spherical roller bearings, with ZVL's load
//   ratings where the column order is certain, and ZVL's own suffix spelling ("NU210E P63").
// The tolerance class and clearance suffixes are the ones ZVL's and ISB's catalogues list as orderable
// (ZVL: "P6 + C3 = P63"; ISB: P6, P5, P63).
// Sources and what was left out: the header of each *-bearing.data.ts file.
//
// Variants are the GB/T 272 suffixes a designation really combines: tolerance class (普通级 no suffix, /P6,
// /P5; GB/T 307.1) and, for radial bearings with a radial clearance group, the clearance (CN no suffix,
// C3, C4; GB/T 4604.1). When both are given GB/T 272 writes them together as the class followed by the
// group number (/P63 = class 6 and group 3); a clearance alone is /C3. Angular contact and thrust bearings
// get their clearance at mounting: tolerance class only; tapered roller bearings use the classes 普通级,
// 6X (/P6X) and 5 (/P5) of GB/T 307.1. The seal and shield suffixes of the new deep groove series are the
// existing family's (GB_SEALS up to MAX_SEALED_BORE, the 64 series open only: ISB lists no sealed 64).
//
// Second wave of rolling bearing extension families: makers' catalogue designations, exactly as each maker
// prints them, with the maker's boundary dimensions and basic load ratings (brand families, code prefix
// <BRAND>-). Sources and what was left out: the header of each nsk-* / skf-* data file.
// - NSK (CAT. No. E1102e): deep groove ball (incl. snap ring N / NR), single row cylindrical roller,
//   self-aligning ball, angular contact (single and DB / DF / DT pairs), double-row angular contact,
//   spherical roller, spherical roller thrust, cylindrical roller thrust (TMP), solid needle roller
//   (NA / RNA) bearings and UCP2 pillow block units;
// - SKF (General Catalogue): deep groove ball bearings.
//
// Suffixes combined with a printed designation are the ones the maker's own designation scheme defines for
// that bearing type, in the maker's order and spelling (NSK Table 7.6: seal / shield or cage / taper, then
// internal clearance, then tolerance class: "6308ZZC3", "NU208EWC3P6", "22208EAKE4C3"; SKF: "-2RSH/C3",
// "-2Z/P63"). Types whose tables state no clearance or class (thrust roller, needle, units) get none.
// Designations an existing family already holds (the base deep groove family gives NSK and SKF 60 / 62 /
// 63 open, NSK ZZ / DDU and SKF -Z / -2Z with CN and C3) are left out here.
import type { Family } from '../family.ts';
import { angularContact, nskAngular, nskDoubleRowAngular } from './angular-contact-ball-bearings.ts';
import { nskUcp } from './bearing-units.ts';
import { cylindricalRoller, nskCylindrical, zvlCylindricalRoller } from './cylindrical-roller-bearings.ts';
import { deepGrooveExtra, nskDeepGroove, skfDeepGroove, zvlDeepGroove } from './deep-groove-ball-bearings.ts';
import { nskNeedle } from './needle-roller-bearings.ts';
import { nskSelfAligning, selfAligningBall, zvlSelfAligningBall } from './self-aligning-ball-bearings.ts';
import { nskSpherical, sphericalRoller, zvlSphericalRoller } from './spherical-roller-bearings.ts';
import { taperedRoller } from './tapered-roller-bearings.ts';
import { nskCylindricalThrust, nskSphericalThrust, thrustBall } from './thrust-bearings.ts';

/** Ids of the bearing extension families, in registration order. */
export const BEARING_EXTENSION_IDS = [
  'part.deep-groove-ball-bearing.gb276-ext',
  'part.deep-groove-ball-bearing.zvl',
  'part.angular-contact-ball-bearing.gb292',
  'part.tapered-roller-bearing.gb297',
  'part.cylindrical-roller-bearing.gb283',
  'part.cylindrical-roller-bearing.zvl',
  'part.self-aligning-ball-bearing.gb281',
  'part.self-aligning-ball-bearing.zvl',
  'part.spherical-roller-bearing.gb288',
  'part.spherical-roller-bearing.zvl',
  'part.thrust-ball-bearing.gb301',
];

export function bearingExtensionFamilies(): Family[] {
  return [
    deepGrooveExtra,
    zvlDeepGroove,
    angularContact,
    taperedRoller,
    cylindricalRoller,
    zvlCylindricalRoller,
    selfAligningBall,
    zvlSelfAligningBall,
    sphericalRoller,
    zvlSphericalRoller,
    thrustBall,
  ];
}

/** Ids of the second-wave bearing extension families, in registration order. */
export const BEARING_EXTENSION2_IDS = [
  'part.deep-groove-ball-bearing.nsk',
  'part.deep-groove-ball-bearing.skf',
  'part.cylindrical-roller-bearing.nsk',
  'part.self-aligning-ball-bearing.nsk',
  'part.angular-contact-ball-bearing.nsk',
  'part.double-row-angular-contact-ball-bearing.nsk',
  'part.spherical-roller-bearing.nsk',
  'part.spherical-thrust-roller-bearing.nsk',
  'part.cylindrical-thrust-roller-bearing.nsk',
  'part.needle-roller-bearing.nsk',
  'part.pillow-block-unit.nsk-ucp',
];

export function bearingExtension2Families(): Family[] {
  return [
    nskDeepGroove,
    skfDeepGroove,
    nskCylindrical,
    nskSelfAligning,
    nskAngular,
    nskDoubleRowAngular,
    nskSpherical,
    nskSphericalThrust,
    nskCylindricalThrust,
    nskNeedle,
    nskUcp,
  ];
}

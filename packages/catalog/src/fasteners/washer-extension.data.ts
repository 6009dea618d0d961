// Plain washers beyond GB/T 97.1: chamfered (GB/T 97.2-2002, ISO 7090:2000), small series
// (GB/T 848-2002, ISO 7092:2000) and large series (GB/T 96.1-2002, ISO 7093-1:2000), product grade A.
//
// Sources (d1 min, d2 max, h nominal):
// - GB/T 97.2: FreeCAD Fasteners workbench FsData/iso7090def.csv, repository shaise/FreeCAD_FastenersWB;
//   the values are those of GB/T 97.1 (PLAIN_WASHERS in fasteners/plain-washer.data.ts) for sizes 5–64, which is
//   how the family takes them. Cross-checked against ISO 7090 表1.
// - GB/T 848: FsData/iso7092def.csv, cross-checked against ISO 7092 表1. Size 14 (a GB/T 848 size) is not
//   in the CSV and is left out.
// - GB/T 96.1: FsData/iso7093def.csv ("ISO7093-1def"), cross-checked against ISO 7093-1 表1. Sizes 18, 20,
//   22 and 24 are left out: the CSV gives d1 = 19, 21, 23, 25, where ISO 7093-1 gives 20, 22, 24, 26 as we
//   know the table. Size 5 is left out too: the CSV's h = 1 could not be confirmed (1.2 in DIN 9021, the
//   value of the ISO table unclear to us).
// - Hardness classes and finishes (技术条件, = ISO 7090/7092/7093-1 table 2): steel 200 HV and 300 HV
//   (300 HV quenched and tempered); stainless A2, A4, F1, C1, C4 (200 HV); finish: steel as processed,
//   electroplated (GB/T 5267.1), zinc flake (GB/T 5267.2); stainless plain (PLAIN_WASHER_CLASSES).

import type { PlainWasherRow } from './plain-washer.data.ts';

export const SMALL_WASHERS: PlainWasherRow[] = [
  { size: 1.6, d1: 1.7, d2: 3.5, h: 0.3 },
  { size: 2, d1: 2.2, d2: 4.5, h: 0.3 },
  { size: 2.5, d1: 2.7, d2: 5, h: 0.5 },
  { size: 3, d1: 3.2, d2: 6, h: 0.5 },
  { size: 4, d1: 4.3, d2: 8, h: 0.5 },
  { size: 5, d1: 5.3, d2: 9, h: 1 },
  { size: 6, d1: 6.4, d2: 11, h: 1.6 },
  { size: 8, d1: 8.4, d2: 15, h: 1.6 },
  { size: 10, d1: 10.5, d2: 18, h: 1.6 },
  { size: 12, d1: 13, d2: 20, h: 2 },
  { size: 16, d1: 17, d2: 28, h: 2.5 },
  { size: 20, d1: 21, d2: 34, h: 3 },
  { size: 24, d1: 25, d2: 39, h: 4 },
  { size: 30, d1: 31, d2: 50, h: 4 },
  { size: 36, d1: 37, d2: 60, h: 5 },
];

export const LARGE_WASHERS: PlainWasherRow[] = [
  { size: 3, d1: 3.2, d2: 9, h: 0.8 },
  { size: 3.5, d1: 3.7, d2: 11, h: 0.8 },
  { size: 4, d1: 4.3, d2: 12, h: 1 },
  { size: 6, d1: 6.4, d2: 18, h: 1.6 },
  { size: 8, d1: 8.4, d2: 24, h: 2 },
  { size: 10, d1: 10.5, d2: 30, h: 2.5 },
  { size: 12, d1: 13, d2: 37, h: 3 },
  { size: 14, d1: 15, d2: 44, h: 3 },
  { size: 16, d1: 17, d2: 50, h: 3 },
  { size: 27, d1: 30, d2: 85, h: 6 },
  { size: 30, d1: 33, d2: 92, h: 6 },
  { size: 33, d1: 36, d2: 105, h: 6 },
  { size: 36, d1: 39, d2: 110, h: 8 },
];

/** Smallest size of GB/T 97.2 (chamfered washers start at 5). */
export const CHAMFERED_WASHER_MIN_SIZE = 5;

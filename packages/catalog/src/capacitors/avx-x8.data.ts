// KYOCERA AVX MLCC in X8R, X8L and X7S dielectrics: the capability of the maker's part builder.
//
// Source: the AVX part builder (partbuilder.avx.com), as saved on 2018-12-02 in the public repository
// nitromarsipan/capalloc:
// - data/avx/avx_x8r_x8l.capacitor: 10,188 part numbers, 36 blocks of 283 that enumerate the same size ×
//   voltage × dielectric × capacitance set once per variant: tolerance J, K, M × failure rate 4 (automotive),
//   A (not applicable) × termination T (plated Ni and Sn), U (conductive epoxy), Z (FLEXITERM®) × packaging
//   2 (7" reel), 4 (13" reel), special code A, in that nesting (first block J4T2A, third J4U2A, last MAZ4A).
//   The rows below are the first block, transcribed as E6 runs (dielectric F = X8R, L = X8L).
// - data/avx/avx_x7s.capacitor: 84 part numbers, 4 blocks of 21 (K, M × 7" and 13" reel; failure rate A,
//   termination T), dielectric Z = X7S; the rows below are the first block, value by value.
// The FLEXITERM® list (capacitors/avx-flexiterm.data.ts) adds X8R values with termination Z (E12 runs there);
// the family takes the union of both lists.
//
// Part number (AVX “Automotive MLCC” / “MLCC with FLEXITERM®” How to order): size + voltage code (4 = 4 V,
// 6 = 6.3 V, Z = 10 V, Y = 16 V, 3 = 25 V, 5 = 50 V, 1 = 100 V) + dielectric + capacitance code + tolerance
// (J = ±5 % only up to 1 µF, K = ±10 %, M = ±20 %) + failure rate + termination + packaging + A.
// Examples: 08053F104K4T2A (X8R), 12063L105KAZ2A (X8L FLEXITERM®), 06036Z105KAT2A (X7S).
//
// Left out: J (±5 %) above 1 µF (the X8L 1206 and 1210 values from 1.5 µF), although the builder lists it:
// the catalogue limits J to ≤ 1 µF.

/** [size, voltage code, dielectric letter, capacitance codes] — `a..b` is an E6 run. */
export type X8Row = [string, string, 'F' | 'L', string];

export const AVX_X8R_X8L: X8Row[] = [
  ['0603', '3', 'F', '331..683'],
  ['0603', '5', 'F', '331..473'],
  ['0805', '1', 'F', '331..104'],
  ['0805', '3', 'F', '331..224'],
  ['0805', '5', 'F', '331..154'],
  ['1206', '3', 'F', '102..474'],
  ['1206', '5', 'F', '102..334'],
  ['0603', '1', 'L', '331..103'],
  ['0603', '3', 'L', '271 331..104'],
  ['0603', '5', 'L', '271 331..104'],
  ['0805', '1', 'L', '331..104'],
  ['0805', '3', 'L', '331..105'],
  ['0805', '5', 'L', '331..224'],
  ['1206', '1', 'L', '152..105'],
  ['1206', '3', 'L', '102..225'],
  ['1206', '5', 'L', '102..105'],
  ['1206', 'Y', 'L', '154..225'],
  ['1210', '1', 'L', '225'],
  ['1210', '5', 'L', '225 475'],
  ['1210', 'Z', 'L', '106'],
];

/** Part numbers per block of the X8R/X8L list (for the count check in the tests). */
export const AVX_X8_BLOCK = 283;

/** X7S (dielectric Z): [size, voltage code, capacitance codes], value by value. */
export const AVX_X7S: Array<[string, string, string]> = [
  ['0402', '6', '333 473 683 104'],
  ['0603', '3', '224'],
  ['0603', '6', '334 474 684 105'],
  ['0805', '4', '225 335 475 106'],
  ['1206', '1', '475'],
  ['1206', '5', '106'],
  ['1206', '6', '155 225 335 475'],
  ['1206', 'Z', '475'],
  ['1210', '6', '226'],
];

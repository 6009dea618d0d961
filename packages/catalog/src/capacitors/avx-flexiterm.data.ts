// KYOCERA AVX MLCC with FLEXITERM® (soft termination), X7R: the capability of the maker's part builder.
//
// Source: the AVX part builder (partbuilder.avx.com), as saved on 2018-12-02 in the public repository
// nitromarsipan/capalloc (data/avx/avx_flexiterm.capacitor): 10,572 part numbers, twelve blocks of 881
// that enumerate the same size × voltage × dielectric × capacitance set once per variant, in the order
// J4Z2A, J4Z4A, JAZ2A, JAZ4A, K4Z2A, K4Z4A, KAZ2A, KAZ4A, M4Z2A, M4Z4A, MAZ2A, MAZ4A (tolerance, failure
// rate, termination Z, packaging, special code A). The rows below are the X7R (dielectric C) rows of the
// first block, transcribed as E12 runs, with the values the builder skips inside a run written out.
//
// Part number (AVX “MLCC with FLEXITERM®” and “Automotive MLCC” How to order): size + voltage code
// (Z = 10 V, Y = 16 V, 3 = 25 V, 5 = 50 V, 1 = 100 V, 2 = 200 V) + dielectric (C = X7R) + capacitance code
// + tolerance (J = ±5 % only up to 1 µF, K = ±10 %, M = ±20 %) + failure rate (A = not applicable,
// 4 = automotive) + termination Z (FLEXITERM®) + packaging (2 = 7" reel, 4 = 13" reel) + special code A
// (standard product). Examples: 0805YC104KAZ2A, 12063C105K4Z2A.
//
// The X8R rows of the same list (dielectric F, 190 per block) are AVX_FLEXITERM_X8R below; they are built
// in the X8R/X8L family (capacitors/avx-x8.data.ts), which holds many of the same part numbers.
//
// Left out: J (±5 %) above 1 µF, although the builder lists it (the catalogue limits J to ≤ 1 µF).

/** [size, voltage code, capacitance codes] — `a..b` is an E12 run. */
export type FlexitermRow = [string, string, string];

export const AVX_FLEXITERM_X7R: FlexitermRow[] = [
  ['0603', '1', '271..103'],
  ['0603', '2', '271..102'],
  ['0603', '3', '271..104'],
  ['0603', '5', '271..104'],
  ['0603', 'Y', '271..104'],
  ['0805', '1', '331..474 684 105'],
  ['0805', '2', '331..103'],
  ['0805', '3', '331..105'],
  ['0805', '5', '331..474 684 105'],
  ['0805', 'Y', '331..474'],
  ['1206', '1', '102..105 225'],
  ['1206', '2', '102..104'],
  ['1206', '3', '102..225'],
  ['1206', '5', '102..105 225'],
  ['1206', 'Y', '102..105'],
  ['1210', '1', '223..225'],
  ['1210', '3', '563..335 475 106'],
  ['1210', '5', '563..335 475'],
  ['1210', 'Y', '563..335 475 106'],
  ['1812', '1', '473..225'],
  ['1812', '3', '563..105'],
  ['1812', '5', '563..335 475'],
  ['1812', 'Y', '563..105'],
  // 2220 runs over the E6 values only (100 nF, 150 nF, 220 nF …), written out.
  ['2220', '1', '104 154 224 334 474 684 105 155 225 335 475 106'],
  ['2220', '3', '104 154 224 334 474 684 105 155 225 106 226'],
  ['2220', '5', '104 154 224 334 474 684 105 155 225 106'],
];

/** X8R (dielectric F) rows of the same first block, E12 runs. */
export const AVX_FLEXITERM_X8R: FlexitermRow[] = [
  ['0603', '3', '271..683'],
  ['0603', '5', '271..473'],
  ['0805', '3', '331..224'],
  ['0805', '5', '331..154'],
  ['1206', '3', '102..474'],
  ['1206', '5', '102..334'],
];

/** Part numbers per block of the part builder's list, by dielectric (for the count check in the tests). */
export const AVX_FLEXITERM_BLOCK_X7R = 691;

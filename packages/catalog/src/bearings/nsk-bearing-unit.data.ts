// NSK ball bearing units: set screw type pillow blocks, cast housing, UCP2 (shaft 12 … 90 mm and the inch
// shafts 1/2 … 3 1/2 in), as NSK prints them.
//
// Source: NSK Ltd., "Rolling Bearings", CAT. No. E1102e: "Ball Bearing Units — UCP2 Pillow blocks cast
// housing, set screw type" pages B282–B287. A row below is one printed metric line: unit size (201 …
// 218), shaft diameter d, nominal dimensions H, L, J, A, N, N1, H1, H2, L1 (housing), B, S (insert
// bearing), bolt size (mm); then the inch shaft codes printed for the same housing (NSK's code: the first
// digit is whole inches, the next two sixteenths: -014 = 7/8 in, -105 = 1 5/16 in). Unit numbers: UCP2xxD1
// (relubricatable; note (1): "If maintenance free type is needed, please order without suffix D1"), and the
// dust cover types Z- / ZM- (pressed steel, open / closed end; printed for 201 … 213) and C- / CM- (cast,
// open / closed end; printed for 201 … 218) for the metric units.
//
// Left out: dust cover types of the inch units (several inch lines print "—" there), UCF2 / UCFL2 flanged
// units (not read in full), the insert bearings UC2 as separate items (their outside diameter is not
// printed in these tables).

/** [size, d, H, L, J, A, N, N1, H1, H2, L1, B, S, bolt, Z/ZM printed, inch shaft codes] */
export const NSK_UCP: Array<
  [
    string,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    string,
    boolean,
    string[],
  ]
> = [
  ['201', 12, 30.2, 127, 95, 38, 13, 16, 14, 62, 42, 31, 12.7, 'M10', true, ['008']],
  ['202', 15, 30.2, 127, 95, 38, 13, 16, 14, 62, 42, 31, 12.7, 'M10', true, ['009', '010']],
  ['203', 17, 30.2, 127, 95, 38, 13, 16, 14, 62, 42, 31, 12.7, 'M10', true, ['011']],
  ['204', 20, 33.3, 127, 95, 38, 13, 16, 14, 65, 42, 31, 12.7, 'M10', true, ['012']],
  ['205', 25, 36.5, 140, 105, 38, 13, 16, 15, 71, 42, 34.1, 14.3, 'M10', true, ['013', '014', '015', '100']],
  ['206', 30, 42.9, 165, 121, 48, 17, 20, 17, 83, 54, 38.1, 15.9, 'M14', true, ['101', '102', '103', '104']],
  ['207', 35, 47.6, 167, 127, 48, 17, 20, 18, 93, 54, 42.9, 17.5, 'M14', true, ['104', '105', '106', '107']],
  ['208', 40, 49.2, 184, 137, 54, 17, 20, 18, 98, 52, 49.2, 19, 'M14', true, ['108', '109']],
  ['209', 45, 54, 190, 146, 54, 17, 20, 20, 106, 60, 49.2, 19, 'M14', true, ['110', '111', '112']],
  ['210', 50, 57.2, 206, 159, 60, 20, 23, 21, 114, 65, 51.6, 19, 'M16', true, ['113', '114', '115', '200']],
  ['211', 55, 63.5, 219, 171, 60, 20, 23, 23, 126, 65, 55.6, 22.2, 'M16', true, ['200', '201', '202', '203']],
  ['212', 60, 69.8, 241, 184, 70, 20, 23, 25, 138, 70, 65.1, 25.4, 'M16', true, ['204', '205', '206', '207']],
  ['213', 65, 76.2, 265, 203, 70, 25, 28, 27, 151, 77, 65.1, 25.4, 'M20', true, ['208', '209']],
  ['214', 70, 79.4, 266, 210, 72, 25, 28, 27, 157, 77, 74.6, 30.2, 'M20', false, ['210', '211', '212']],
  [
    '215',
    75,
    82.6,
    275,
    217,
    74,
    25,
    28,
    28,
    163,
    80,
    77.8,
    33.3,
    'M20',
    false,
    ['213', '214', '215', '300'],
  ],
  ['216', 80, 88.9, 292, 232, 78, 25, 28, 30, 175, 85, 82.6, 33.3, 'M20', false, ['301', '302', '303']],
  ['217', 85, 95.2, 310, 247, 83, 25, 28, 32, 187, 85, 85.7, 34.1, 'M20', false, ['304', '305', '307']],
  ['218', 90, 101.6, 327, 262, 88, 27, 30, 33, 200, 90, 96, 39.7, 'M22', false, ['308']],
];

// Boundary dimensions of the wide radial dimension series 22 and 23 (ISO 15 / GB/T 273.3), shared by the
// bearing types built on them: cylindrical roller N.22.. / N.23.. (GB/T 283), self-aligning ball 22.. / 23..
// (GB/T 281) and spherical roller 222.. / 223.. (GB/T 288). As with the narrow series, d × D × B depend on
// the dimension series only, not on the bearing type.
//
// Sources, two makers' catalogues read side by side:
// - ZVL Slovakia a.s., "Bearing Catalogue" (ZVL), single row cylindrical roller bearing tables (catalogue
//   pages 119–137: NU2203 EDM … NU2224 M, NU2304 E … NU2324 EM) and double row spherical roller bearing
//   tables (pages 160–162: 22205 EW33J … 22324 EW33J);
// - ISB Industries, general catalogue, self-aligning ball bearing tables (pages 109–111: 2203 … 2222,
//   2303 … 2320), which leave blank the cells that repeat the row above.
// The test checks every cell ISB prints against these rows. One disagreement: ZVL's cylindrical table
// prints NU2317 as 85 × 180 × 41, while ISB (2317: 180 × 60) and ZVL's own spherical table (22317:
// 85 × 180 × 60) agree on B = 60; the row takes 60. Sizes neither catalogue lists (2221, 2321, …) are
// left out. Above 120 mm ISB prints no 22 / 23 rows; the rows 2226 … 2334 below are those ZVL prints both
// in its cylindrical roller table (NU2226 M, NU2228 M, NU2230 EDM, NU2232 M, NU2326 M, NU2330 M, NU2334 M)
// and in its spherical roller table (22226, 22228, 22230, 22232, 22326, 22330, 22334) with equal D × B.

export interface WideSeriesRow {
  /** Size part of the designation: 2205, 2317. */
  size: string;
  series: '22' | '23';
  d: number;
  D: number;
  B: number;
}

const rows: Array<[string, number, number, number]> = [
  ['2203', 17, 40, 16],
  ['2204', 20, 47, 18],
  ['2205', 25, 52, 18],
  ['2206', 30, 62, 20],
  ['2207', 35, 72, 23],
  ['2208', 40, 80, 23],
  ['2209', 45, 85, 23],
  ['2210', 50, 90, 23],
  ['2211', 55, 100, 25],
  ['2212', 60, 110, 28],
  ['2213', 65, 120, 31],
  ['2214', 70, 125, 31],
  ['2215', 75, 130, 31],
  ['2216', 80, 140, 33],
  ['2217', 85, 150, 36],
  ['2218', 90, 160, 40],
  ['2219', 95, 170, 43],
  ['2220', 100, 180, 46],
  ['2222', 110, 200, 53],
  ['2224', 120, 215, 58],
  ['2226', 130, 230, 64],
  ['2228', 140, 250, 68],
  ['2230', 150, 270, 73],
  ['2232', 160, 290, 80],
  ['2304', 20, 52, 21],
  ['2305', 25, 62, 24],
  ['2306', 30, 72, 27],
  ['2307', 35, 80, 31],
  ['2308', 40, 90, 33],
  ['2309', 45, 100, 36],
  ['2310', 50, 110, 40],
  ['2311', 55, 120, 43],
  ['2312', 60, 130, 46],
  ['2313', 65, 140, 48],
  ['2314', 70, 150, 51],
  ['2315', 75, 160, 55],
  ['2316', 80, 170, 58],
  ['2317', 85, 180, 60],
  ['2318', 90, 190, 64],
  ['2319', 95, 200, 67],
  ['2320', 100, 215, 73],
  ['2322', 110, 240, 80],
  ['2324', 120, 260, 86],
  ['2326', 130, 280, 93],
  ['2330', 150, 320, 108],
  ['2334', 170, 360, 120],
];

export const WIDE_SERIES: WideSeriesRow[] = rows.map(([size, d, D, B]) => ({
  size,
  series: size.slice(0, 2) as '22' | '23',
  d,
  D,
  B,
}));

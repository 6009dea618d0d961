// Spherical roller bearings, double row, GB/T 288-2013 (designations per GB/T 272-2017), series 222, 223,
// 230, 231, 232, 239, 240, 241, as ZVL makes them.
//
// Source: ZVL Slovakia a.s., "Bearing Catalogue" (ZVL), chapter "Double row spherical roller bearings":
// designation table (catalogue page 158: K tapered bore 1:12, W33 lubrication groove and holes, J pressed
// steel cage, M / MB massive brass cage, E higher load rating; "22214EW33J P6", "22309EW33J C2",
// "22326KW33M C4") and dimension tables (pages 160–168), d = 25 … 320 mm. A row is one size: designation,
// d, D, B and the designs ZVL prints for it: 'E' = …EW33J / …EKW33J, 'M' = …W33M / …KW33M, 'MB' =
// …W33MB / …KW33MB. The 222 / 223 rows up to 120 mm are checked against bearings/wide-series-bearing.data.ts
// (dimension series 22 / 23, ZVL and ISB).
//
// Left out, and why: 23226 (ZVL prints 280 × 93, the 22326 size, for it); the E design of 22330 (printed
// B = 109 against 108 for its M / MB lines); tapered bore versions of 240 / 241 (ZVL prints K in a 1:12
// column where these series use a 1:30 taper elsewhere, K30), of 22209 M / MB, 22219 MB and 23228 E (the
// K cell repeats another designation); 23132 MB and 22356 MB (the line repeats the M designation); sizes
// above 320 mm; ZVL's load ratings (the table heading gives the two rating columns as "Co C" while the
// values read as C then C0 against the other tables, so the order is not certain).

export type SphericalDesign = 'E' | 'M' | 'MB';

export interface SphericalRow {
  designation: string;
  series: '222' | '223' | '230' | '231' | '232' | '239' | '240' | '241';
  d: number;
  D: number;
  B: number;
  designs: SphericalDesign[];
  /** Designs whose tapered bore (K) designation is printed and kept. */
  kDesigns: SphericalDesign[];
}

type Line = [string, number, number, string, string?];

/** d → [designation, D, B, designs, designs without K (when not all keep K)]. */
const table: Array<[number, Line[]]> = [
  [25, [['22205', 52, 18, 'E']]],
  [
    40,
    [
      ['22208', 80, 23, 'E M MB'],
      ['22308', 90, 33, 'E'],
    ],
  ],
  [
    45,
    [
      ['22209', 85, 23, 'E M MB', 'M MB'],
      ['22309', 100, 36, 'E M MB'],
    ],
  ],
  [
    50,
    [
      ['22210', 90, 23, 'E'],
      ['22310', 110, 40, 'E M MB'],
    ],
  ],
  [
    55,
    [
      ['22211', 100, 25, 'E M MB'],
      ['22311', 120, 43, 'E M'],
    ],
  ],
  [
    60,
    [
      ['22212', 110, 28, 'E M MB'],
      ['22312', 130, 46, 'E M'],
    ],
  ],
  [
    65,
    [
      ['22213', 120, 31, 'E M MB'],
      ['22313', 140, 48, 'E M'],
    ],
  ],
  [
    70,
    [
      ['22214', 125, 31, 'E M MB'],
      ['22314', 150, 51, 'E M MB'],
    ],
  ],
  [
    75,
    [
      ['22215', 130, 31, 'E M MB'],
      ['22315', 160, 55, 'E M MB'],
    ],
  ],
  [
    80,
    [
      ['22216', 140, 33, 'E M MB'],
      ['22316', 170, 58, 'E M MB'],
    ],
  ],
  [
    85,
    [
      ['22217', 150, 36, 'E M MB'],
      ['22317', 180, 60, 'E M MB'],
    ],
  ],
  [
    90,
    [
      ['22218', 160, 40, 'E M MB'],
      ['23218', 160, 52.4, 'M'],
      ['22318', 190, 64, 'E M MB'],
    ],
  ],
  [
    95,
    [
      ['22219', 170, 43, 'E M MB', 'MB'],
      ['22319', 200, 67, 'E M MB'],
    ],
  ],
  [
    100,
    [
      ['22220', 180, 46, 'E M MB'],
      ['23220', 180, 60.3, 'E M'],
      ['22320', 215, 73, 'E M MB'],
    ],
  ],
  [
    110,
    [
      ['23022', 170, 45, 'E'],
      ['24022', 170, 60, 'E'],
      ['23122', 180, 56, 'E M'],
      ['24122', 180, 69, 'E'],
      ['22222', 200, 53, 'E M MB'],
      ['23222', 200, 69.8, 'E M MB'],
      ['22322', 240, 80, 'E M MB'],
    ],
  ],
  [
    120,
    [
      ['23024', 180, 46, 'E M'],
      ['24024', 180, 60, 'E'],
      ['23124', 200, 62, 'E M'],
      ['24124', 200, 80, 'E'],
      ['22224', 215, 58, 'E M MB'],
      ['23224', 215, 76, 'E M MB'],
      ['22324', 260, 86, 'E M MB'],
    ],
  ],
  [
    130,
    [
      ['23026', 200, 52, 'E M MB'],
      ['24026', 200, 69, 'E'],
      ['23126', 210, 64, 'E M MB'],
      ['24126', 210, 80, 'E'],
      ['22226', 230, 64, 'E M MB'],
      ['22326', 280, 93, 'E M MB'],
    ],
  ],
  [
    140,
    [
      ['23028', 210, 53, 'E M MB'],
      ['24028', 210, 69, 'E M'],
      ['23128', 225, 68, 'E M MB'],
      ['24128', 225, 85, 'E M'],
      ['22228', 250, 68, 'E M MB'],
      ['23228', 250, 88, 'E M MB', 'E'],
      ['22328', 300, 102, 'E M MB'],
    ],
  ],
  [
    150,
    [
      ['23030', 225, 56, 'E M MB'],
      ['24030', 225, 75, 'E M MB'],
      ['23130', 250, 80, 'E M MB'],
      ['24130', 250, 100, 'E M MB'],
      ['22230', 270, 73, 'E M MB'],
      ['23230', 270, 96, 'E M MB'],
      ['22330', 320, 108, 'M MB'],
    ],
  ],
  [
    160,
    [
      ['23032', 240, 60, 'E M MB'],
      ['24032', 240, 80, 'E M MB'],
      ['23132', 270, 86, 'E M'],
      ['24132', 270, 109, 'E M MB'],
      ['22232', 290, 80, 'E M MB'],
      ['23232', 290, 104, 'E M MB'],
      ['22332', 340, 114, 'E M MB'],
    ],
  ],
  [
    170,
    [
      ['23034', 260, 67, 'E M MB'],
      ['24034', 260, 90, 'E M MB'],
      ['23134', 280, 88, 'E M MB'],
      ['24134', 280, 109, 'E M MB'],
      ['22234', 310, 86, 'E M MB'],
      ['23234', 310, 110, 'E M MB'],
      ['22334', 360, 120, 'E M MB'],
    ],
  ],
  [
    180,
    [
      ['23036', 280, 74, 'E M MB'],
      ['24036', 280, 100, 'E M MB'],
      ['23136', 300, 96, 'E M MB'],
      ['24136', 300, 118, 'E M MB'],
      ['22236', 320, 86, 'E M MB'],
      ['23236', 320, 112, 'E M MB'],
      ['22336', 380, 126, 'E M MB'],
    ],
  ],
  [
    190,
    [
      ['23938', 260, 52, 'E'],
      ['23038', 290, 75, 'E M MB'],
      ['24038', 290, 100, 'E'],
      ['23138', 320, 104, 'E M MB'],
      ['22238', 340, 92, 'E M MB'],
      ['23238', 340, 120, 'E M MB'],
      ['22338', 400, 132, 'E M MB'],
    ],
  ],
  [
    200,
    [
      ['23940', 280, 60, 'E'],
      ['23040', 310, 82, 'E M MB'],
      ['24040', 310, 109, 'E M MB'],
      ['23140', 340, 112, 'E M MB'],
      ['24140', 340, 140, 'E M MB'],
      ['22240', 360, 98, 'E M MB'],
      ['23240', 360, 128, 'E M MB'],
      ['22340', 420, 138, 'E M MB'],
    ],
  ],
  [
    220,
    [
      ['23944', 300, 60, 'E'],
      ['23044', 340, 90, 'E M MB'],
      ['24044', 340, 118, 'E M MB'],
      ['23144', 370, 120, 'E M MB'],
      ['24144', 370, 150, 'E M MB'],
      ['22244', 400, 108, 'E M MB'],
      ['23244', 400, 144, 'E M MB'],
      ['22344', 460, 145, 'E M MB'],
    ],
  ],
  [
    240,
    [
      ['23948', 320, 60, 'E M'],
      ['23048', 360, 92, 'E M MB'],
      ['24048', 360, 118, 'E M MB'],
      ['23148', 400, 128, 'E M MB'],
      ['24148', 400, 160, 'E M MB'],
      ['22248', 440, 120, 'E M MB'],
      ['23248', 440, 160, 'E M MB'],
      ['22348', 500, 155, 'E M MB'],
    ],
  ],
  [
    260,
    [
      ['23952', 360, 75, 'E M'],
      ['23052', 400, 104, 'E M MB'],
      ['24052', 400, 140, 'E M MB'],
      ['23152', 440, 144, 'E M MB'],
      ['24152', 440, 180, 'E M MB'],
      ['22252', 480, 130, 'E M MB'],
      ['23252', 480, 174, 'E M MB'],
      ['22352', 540, 165, 'M MB'],
    ],
  ],
  [
    280,
    [
      ['23956', 380, 75, 'E'],
      ['23056', 420, 106, 'E M MB'],
      ['24056', 420, 140, 'E M MB'],
      ['23156', 460, 146, 'E M MB'],
      ['24156', 460, 180, 'E M MB'],
      ['22256', 500, 130, 'E M MB'],
      ['23256', 500, 176, 'E M MB'],
      ['22356', 580, 175, 'M'],
    ],
  ],
  [
    300,
    [
      ['23960', 420, 90, 'E M'],
      ['23060', 460, 118, 'E M MB'],
      ['24060', 460, 160, 'E M MB'],
      ['23160', 500, 160, 'E M MB'],
      ['24160', 500, 200, 'E M MB'],
      ['22260', 540, 140, 'M MB'],
      ['23260', 540, 192, 'M MB'],
    ],
  ],
  [
    320,
    [
      ['23064', 480, 121, 'E M MB'],
      ['24064', 480, 160, 'E M MB'],
      ['23164', 540, 176, 'M MB'],
      ['24164', 540, 218, 'M MB'],
      ['22264', 580, 150, 'M MB'],
      ['23264', 580, 208, 'M MB'],
    ],
  ],
];

const list = (s: string) => s.split(' ') as SphericalDesign[];

export const SPHERICAL_ROLLER_BEARINGS: SphericalRow[] = table.flatMap(([d, lines]) =>
  lines.map(([designation, D, B, designs, noK]) => {
    const series = designation.slice(0, 3) as SphericalRow['series'];
    const all = list(designs);
    const taper130 = series === '240' || series === '241';
    const withoutK = noK ? list(noK) : [];
    return {
      designation,
      series,
      d,
      D,
      B,
      designs: all,
      kDesigns: taper130 ? [] : all.filter((x) => !withoutK.includes(x)),
    };
  }),
);

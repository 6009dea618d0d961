// Deep groove ball bearings, single row, GB/T 276-2013 (boundary dimensions of GB/T 273.3 / ISO 15,
// dimension series 10 → "60", 02 → "62", 03 → "63"; designations per GB/T 272-2017).
//
// Sources: GB/T 276-2013 表 (60, 62, 63 series) for d × D × B. Basic load ratings Cr / C0r are given only
// for SKF-branded items and only for the sizes below, from the SKF rolling bearings catalogue (deep groove
// ball bearings, single row; ratings equal for open, 2Z and 2RS designs). Other makers' ratings are left
// out: we do not copy one maker's figures onto another's product.

export interface BearingRow {
  designation: string;
  series: '60' | '62' | '63';
  d: number;
  D: number;
  B: number;
}

const rows: Array<[string, number, number, number]> = [
  // 60 series (incl. miniature 60x)
  ['604', 4, 12, 4],
  ['605', 5, 14, 5],
  ['606', 6, 17, 6],
  ['607', 7, 19, 6],
  ['608', 8, 22, 7],
  ['609', 9, 24, 7],
  ['6000', 10, 26, 8],
  ['6001', 12, 28, 8],
  ['6002', 15, 32, 9],
  ['6003', 17, 35, 10],
  ['6004', 20, 42, 12],
  ['6005', 25, 47, 12],
  ['6006', 30, 55, 13],
  ['6007', 35, 62, 14],
  ['6008', 40, 68, 15],
  ['6009', 45, 75, 16],
  ['6010', 50, 80, 16],
  ['6011', 55, 90, 18],
  ['6012', 60, 95, 18],
  ['6013', 65, 100, 18],
  ['6014', 70, 110, 20],
  ['6015', 75, 115, 20],
  ['6016', 80, 125, 22],
  ['6017', 85, 130, 22],
  ['6018', 90, 140, 24],
  ['6019', 95, 145, 24],
  ['6020', 100, 150, 24],
  ['6021', 105, 160, 26],
  ['6022', 110, 170, 28],
  ['6024', 120, 180, 28],
  ['6026', 130, 200, 33],
  ['6028', 140, 210, 33],
  ['6030', 150, 225, 35],
  ['6032', 160, 240, 38],
  ['6034', 170, 260, 42],
  ['6036', 180, 280, 46],
  ['6038', 190, 290, 46],
  ['6040', 200, 310, 51],
  // 62 series
  ['623', 3, 10, 4],
  ['624', 4, 13, 5],
  ['625', 5, 16, 5],
  ['626', 6, 19, 6],
  ['627', 7, 22, 7],
  ['628', 8, 24, 8],
  ['629', 9, 26, 8],
  ['6200', 10, 30, 9],
  ['6201', 12, 32, 10],
  ['6202', 15, 35, 11],
  ['6203', 17, 40, 12],
  ['6204', 20, 47, 14],
  ['6205', 25, 52, 15],
  ['6206', 30, 62, 16],
  ['6207', 35, 72, 17],
  ['6208', 40, 80, 18],
  ['6209', 45, 85, 19],
  ['6210', 50, 90, 20],
  ['6211', 55, 100, 21],
  ['6212', 60, 110, 22],
  ['6213', 65, 120, 23],
  ['6214', 70, 125, 24],
  ['6215', 75, 130, 25],
  ['6216', 80, 140, 26],
  ['6217', 85, 150, 28],
  ['6218', 90, 160, 30],
  ['6219', 95, 170, 32],
  ['6220', 100, 180, 34],
  ['6221', 105, 190, 36],
  ['6222', 110, 200, 38],
  ['6224', 120, 215, 40],
  ['6226', 130, 230, 40],
  ['6228', 140, 250, 42],
  ['6230', 150, 270, 45],
  // 63 series
  ['633', 3, 13, 5],
  ['634', 4, 16, 5],
  ['635', 5, 19, 6],
  ['636', 6, 22, 7],
  ['637', 7, 26, 9],
  ['638', 8, 28, 9],
  ['639', 9, 30, 10],
  ['6300', 10, 35, 11],
  ['6301', 12, 37, 12],
  ['6302', 15, 42, 13],
  ['6303', 17, 47, 14],
  ['6304', 20, 52, 15],
  ['6305', 25, 62, 17],
  ['6306', 30, 72, 19],
  ['6307', 35, 80, 21],
  ['6308', 40, 90, 23],
  ['6309', 45, 100, 25],
  ['6310', 50, 110, 27],
  ['6311', 55, 120, 29],
  ['6312', 60, 130, 31],
  ['6313', 65, 140, 33],
  ['6314', 70, 150, 35],
  ['6315', 75, 160, 37],
  ['6316', 80, 170, 39],
  ['6317', 85, 180, 41],
  ['6318', 90, 190, 43],
  ['6319', 95, 200, 45],
  ['6320', 100, 215, 47],
  ['6321', 105, 225, 49],
  ['6322', 110, 240, 50],
  ['6324', 120, 260, 55],
  ['6326', 130, 280, 58],
  ['6328', 140, 300, 62],
  ['6330', 150, 320, 65],
];

export const BEARINGS: BearingRow[] = rows.map(([designation, d, D, B]) => ({
  designation,
  series: (designation.length === 3 ? `6${designation[1]}` : designation.slice(0, 2)) as '60' | '62' | '63',
  d,
  D,
  B,
}));

/** Bore code of a designation: '05' for 6205, '8' for 608 (bore = d for miniature sizes). */
export function boreCode(designation: string): string {
  return designation.length === 3 ? designation.slice(2) : designation.slice(2);
}

/** SKF catalogue basic dynamic / static load ratings, kN. */
export const SKF_RATINGS: Record<string, [number, number]> = {
  '608': [3.45, 1.37],
  '6000': [4.75, 1.96],
  '6001': [5.4, 2.36],
  '6002': [5.85, 2.85],
  '6003': [6.37, 3.25],
  '6004': [9.95, 5],
  '6005': [11.9, 6.55],
  '6006': [13.8, 8.3],
  '6200': [5.4, 2.36],
  '6201': [7.28, 3.1],
  '6202': [8.06, 3.75],
  '6203': [9.95, 4.75],
  '6204': [13.5, 6.55],
  '6205': [14.8, 7.8],
  '6206': [20.3, 11.2],
  '6207': [27, 15.3],
  '6208': [32.5, 19],
  '6303': [14.3, 6.55],
  '6304': [16.8, 7.8],
  '6305': [23.4, 11.6],
};

/** Seal / shield variants in the GB/T 272 designation system (suffix → Chinese description). */
export const GB_SEALS: Array<[string, string]> = [
  ['', '开式'],
  ['-Z', '单面防尘盖'],
  ['-2Z', '双面防尘盖'],
  ['-RS', '单面密封圈'],
  ['-2RS', '双面密封圈'],
];

/** Brand designation systems: suffixes for seal types and for clearance C3. */
export interface BrandScheme {
  brandCode: string | null;
  label: string;
  seals: Array<[string, string]>;
  c3: (base: string) => string;
  /** Largest bore (mm) offered by this maker in our list. */
  maxBore: number;
}

export const BEARING_SCHEMES: BrandScheme[] = [
  { brandCode: null, label: 'GB/T 272', seals: GB_SEALS, c3: (b) => `${b}/C3`, maxBore: 200 },
  { brandCode: 'zwz', label: 'ZWZ', seals: GB_SEALS, c3: (b) => `${b}/C3`, maxBore: 200 },
  { brandCode: 'hrb', label: 'HRB', seals: GB_SEALS, c3: (b) => `${b}/C3`, maxBore: 200 },
  { brandCode: 'lyc', label: 'LYC', seals: GB_SEALS, c3: (b) => `${b}/C3`, maxBore: 200 },
  { brandCode: 'c-and-u', label: 'C&U', seals: GB_SEALS, c3: (b) => `${b}/C3`, maxBore: 100 },
  {
    brandCode: 'skf',
    label: 'SKF',
    seals: [
      ['', '开式'],
      ['-Z', '单面防尘盖'],
      ['-2Z', '双面防尘盖'],
    ],
    c3: (b) => `${b}/C3`,
    maxBore: 200,
  },
  {
    brandCode: 'nsk',
    label: 'NSK',
    seals: [
      ['', '开式'],
      ['Z', '单面防尘盖'],
      ['ZZ', '双面防尘盖'],
      ['DDU', '双面密封圈'],
    ],
    c3: (b) => `${b}C3`,
    maxBore: 200,
  },
  {
    brandCode: 'schaeffler',
    label: 'FAG',
    seals: [
      ['', '开式'],
      ['-2Z', '双面防尘盖'],
      ['-2RSR', '双面密封圈'],
    ],
    c3: (b) => `${b}-C3`,
    maxBore: 200,
  },
];

/** Shields and seals are listed only up to this bore (mm); larger sizes are open bearings here. */
export const MAX_SEALED_BORE = 80;

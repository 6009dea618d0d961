// Hexagon nuts, style 1, with metric fine pitch thread, GB/T 6171-2016 (ISO 8673:2012, MOD).
//
// Sources:
// - Sizes D × P: FreeCAD Fasteners workbench FsData/iso8673def.csv, repository shaise/FreeCAD_FastenersWB
//   (M8×1 … M64×4 with the non-preferred sizes in brackets). The CSV's m (max), e (min) and s (nominal) agree
//   for every size with the GB/T 6170 / ISO 4032 values for the same D (fasteners/hex-nut.data.ts NUT_M, NUT_E;
//   fasteners/hex-bolt.data.ts THREADS), as ISO 8673 表1 gives them; the family uses those shared tables.
// - Product grade A for D ≤ 16, B for D > 16.
// - Property classes (技术条件, = ISO 8673 table 2 with the fine pitch ranges of ISO 898-2): steel 6 and 8 for
//   D ≤ 39, 10 for D ≤ 16 only, as agreed above 39; stainless A2-70/A4-70 (D ≤ 24), A2-50/A4-50
//   (24 < D ≤ 39), as agreed above; non-ferrous CU2, CU3, AL4. Finish: steel as processed / electroplated
//   (GB/T 5267.1) / zinc flake (GB/T 5267.2); stainless and non-ferrous plain.
// - GB/T 41-2016 (ISO 4034, grade C nuts) is not built: FsData/iso4034def.csv holds DIN 555 values (s = 17 for
//   M10, 19 for M12, 32 for M22; m = 0.8d nominal heights, e.g. 4 for M5) that do not match ISO 4034.

export interface FineNutRow {
  d: number;
  p: number;
  second?: boolean;
}

export const FINE_NUTS: FineNutRow[] = [
  { d: 8, p: 1 },
  { d: 10, p: 1 },
  { d: 10, p: 1.25, second: true },
  { d: 12, p: 1.5 },
  { d: 12, p: 1.25, second: true },
  { d: 14, p: 1.5, second: true },
  { d: 16, p: 1.5 },
  { d: 18, p: 1.5, second: true },
  { d: 20, p: 1.5 },
  { d: 20, p: 2, second: true },
  { d: 22, p: 1.5, second: true },
  { d: 24, p: 2 },
  { d: 27, p: 2, second: true },
  { d: 30, p: 2 },
  { d: 33, p: 2, second: true },
  { d: 36, p: 3 },
  { d: 39, p: 3, second: true },
  { d: 42, p: 3 },
  { d: 45, p: 3, second: true },
  { d: 48, p: 3 },
  { d: 52, p: 4, second: true },
  { d: 56, p: 4 },
  { d: 60, p: 4, second: true },
  { d: 64, p: 4 },
];

export function fineNutClasses(
  d: number,
): Array<{ material: '钢' | '不锈钢' | '有色金属'; propertyClass: string; finish: string }> {
  const out: Array<{ material: '钢' | '不锈钢' | '有色金属'; propertyClass: string; finish: string }> = [];
  const steel = d <= 16 ? ['6', '8', '10'] : d <= 39 ? ['6', '8'] : ['按协议'];
  for (const c of steel)
    for (const f of ['不经处理', '电镀', '非电解锌片涂层'])
      out.push({ material: '钢', propertyClass: c, finish: f });
  const stainless = d <= 24 ? ['A2-70', 'A4-70'] : d <= 39 ? ['A2-50', 'A4-50'] : ['按协议'];
  for (const c of stainless) out.push({ material: '不锈钢', propertyClass: c, finish: '简单处理' });
  for (const c of ['CU2', 'CU3', 'AL4'])
    out.push({ material: '有色金属', propertyClass: c, finish: '简单处理' });
  return out;
}

// Hexagon head bolts, product grade C: partial thread, GB/T 5780-2016 (ISO 4016:2011, MOD), and full thread,
// GB/T 5781-2016 (ISO 4018:2011, MOD).
//
// Sources:
// - Sizes, s (nominal) and k (nominal) and the l range per size: FreeCAD Fasteners workbench
//   FsData/iso4016def.csv (s_nom_max, k_nom, ISO4016range) and FsData/iso4018def.csv (s_nom_max, k_nom,
//   ISO4018range), repository shaise/FreeCAD_FastenersWB; cross-checked against ISO 4016 / ISO 4018 表1: s, P
//   and k (nominal) are those of the shared hexagon table (fasteners/hex-bolt.data.ts THREADS, HEX_BOLT_K), which the
//   families use. Length series as the CSVs (ISO4016length 25 … 500, ISO4018length 10 … 500; 55 and 65 being
//   the non-preferred lengths), i.e. fasteners/hex-bolt.data.ts BOLT_LENGTHS.
// - GB/T 5780 M8 is left out: the CSV gives l = 40–60, where ISO 4016 gives 40–80 as we know it.
// - Reference thread length b (GB/T 5780): the CSV's b_1 / b_2 / b_3 = 2d+6 (l ≤ 125), 2d+12 (125 < l ≤ 200),
//   2d+25 (l > 200) (fasteners/hex-bolt.data.ts gb5782B).
// - Property classes (技术条件, = ISO 4016 / ISO 4018 table 2): steel 4.6, 4.8 for 5 ≤ d ≤ 39, as agreed
//   above; product grade C. Finish: as processed, electroplated (GB/T 5267.1) or zinc flake (GB/T 5267.2);
//   hot dip galvanizing is not listed (no such finish in the finish list).

/** d → l range, GB/T 5780 (ISO 4016), FsData/iso4016def.csv ISO4016range (M8 left out, see above). */
export const GB5780_L_RANGE: Record<number, [number, number]> = {
  5: [25, 50],
  6: [30, 60],
  10: [45, 100],
  12: [55, 120],
  14: [60, 140],
  16: [65, 160],
  18: [80, 180],
  20: [80, 200],
  22: [90, 220],
  24: [100, 240],
  27: [110, 260],
  30: [120, 300],
  33: [130, 320],
  36: [140, 360],
  39: [150, 400],
  42: [180, 420],
  45: [180, 440],
  48: [200, 480],
  52: [200, 500],
  56: [240, 500],
  60: [240, 500],
  64: [260, 500],
};

/** d → l range, GB/T 5781 (ISO 4018), FsData/iso4018def.csv ISO4018range. */
export const GB5781_L_RANGE: Record<number, [number, number]> = {
  5: [10, 50],
  6: [12, 60],
  8: [16, 80],
  10: [20, 100],
  12: [25, 120],
  14: [30, 140],
  16: [30, 160],
  18: [35, 180],
  20: [40, 200],
  22: [45, 220],
  24: [50, 240],
  27: [55, 280],
  30: [60, 300],
  33: [65, 360],
  36: [70, 360],
  39: [80, 400],
  42: [80, 420],
  45: [90, 440],
  48: [100, 480],
  52: [100, 500],
  56: [110, 500],
  60: [120, 500],
  64: [120, 500],
};

/** Property class × finish of grade C bolts for a size (steel only). */
export function gradeCBoltClasses(
  d: number,
): Array<{ material: '钢'; propertyClass: string; finish: string }> {
  const classes = d <= 39 ? ['4.6', '4.8'] : ['按协议'];
  return classes.flatMap((c) =>
    ['不经处理', '电镀', '非电解锌片涂层'].map((f) => ({
      material: '钢' as const,
      propertyClass: c,
      finish: f,
    })),
  );
}

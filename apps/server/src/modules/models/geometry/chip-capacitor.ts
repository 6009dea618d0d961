/**
 * Multilayer ceramic chip capacitors (MLCC), EIA 0201…2225: a ceramic body L × W × T with a termination of
 * length a at each end, built as the chip resistors are (chip-resistor.ts: origin at the footprint centre,
 * length along X, pad 1 at −X, board at z = 0), so the model sits on KiCad's C_<size>_<metric>Metric.
 *
 * L, W and the band a are KiCad's 3D library's chip capacitor parameters (the packages3D generator's
 * C_chip table, kicad_naming_params_chip_cap, which made KiCad's C_*.wrl/.step models), nominal mm. An MLCC's
 * thickness depends on its value, not only on its size; the maker's part number gives it where the maker
 * codes it, and then that thickness is used:
 * - TDK C series: C + metric size + TC + voltage + value + tolerance + thickness in 0.01 mm (C1608X7R1H104K080AA:
 *   0.80 mm), TDK's "How to order";
 * - Murata GRM: GRM + size code (15, 18, 21, 31, 32) + thickness code (5 = 0.5, 8 = 0.8, B = 1.25, C = 1.6,
 *   E = 2.5 mm; Murata's part numbering, "Dimension (T)").
 * Otherwise (YAGEO CC, Fenghua, KYOCERA AVX: their part numbers carry no thickness) the thickness of KiCad's model
 * of that size is used (the T column below).
 */
import { chipResistor } from './chip-resistor.ts';
import { chipDimensions, type Family } from './family.ts';

/** case size → [L, W, T, a] in mm (KiCad 3D library chip capacitor table, nominal). */
export const MLCC_OUTLINES: Readonly<Record<string, readonly [number, number, number, number]>> = {
  '0201': [0.6, 0.3, 0.3, 0.15],
  '0402': [1.0, 0.5, 0.5, 0.25],
  '0603': [1.6, 0.81, 0.78, 0.25],
  '0805': [2.0, 1.25, 0.78, 0.35],
  '1206': [3.05, 1.52, 0.78, 0.5],
  '1210': [3.2, 2.5, 2.5, 0.5],
  '1812': [4.5, 3.2, 2.5, 0.5],
  '1825': [4.5, 6.4, 2.0, 0.5],
  '2220': [5.7, 5.0, 2.5, 0.5],
  '2225': [5.6, 6.4, 1.6, 0.5],
};

/** KiCad's footprint name of a size (metric code beside the inch code). */
export const MLCC_KICAD: Readonly<Record<string, string>> = {
  '0201': 'C_0201_0603Metric',
  '0402': 'C_0402_1005Metric',
  '0603': 'C_0603_1608Metric',
  '0805': 'C_0805_2012Metric',
  '1206': 'C_1206_3216Metric',
  '1210': 'C_1210_3225Metric',
  '1812': 'C_1812_4532Metric',
  '1825': 'C_1825_4564Metric',
  '2220': 'C_2220_5650Metric',
  '2225': 'C_2225_5664Metric',
};

const MURATA_T: Readonly<Record<string, number>> = { '5': 0.5, '8': 0.8, B: 1.25, C: 1.6, E: 2.5 };

/** The thickness a maker's part number codes (mm), or undefined when it codes none we read. */
export function mlccThickness(mpn: string): number | undefined {
  const tdk = /^C\d{4}[A-Z0-9]{3}\d[A-Z]\d{3}[A-Z](\d{3})[A-Z]{2}$/.exec(mpn);
  if (tdk?.[1]) return Number(tdk[1]) / 100;
  const murata = /^GRM\d{2}([0-9A-Z])/.exec(mpn);
  return murata?.[1] ? MURATA_T[murata[1]] : undefined;
}

export const chipCapacitor: Family = {
  id: 'chip-capacitor',
  categories: ['comp.passive.capacitor.mlcc'],
  spec(item) {
    const size = item.params.case_size?.display ?? item.package ?? '';
    const outline = MLCC_OUTLINES[size];
    if (!outline) return 'no-model';
    const [L, W, kicadT, a] = outline;
    const H = mlccThickness(item.model) ?? kicadT;
    return {
      family: 'chip-capacitor',
      params: { L, W, H, a },
      productName: `C_${size}`,
      dimensions: chipDimensions(L, W, H, ['T', '厚度']),
    };
  },
  // the same three boxes as a chip resistor (terminations, body, terminations)
  build(kernel, p) {
    return chipResistor
      .build(kernel, p)
      .map((part) => (part.name === 'body' ? { ...part, color: '#b59a6a' } : part));
  },
};

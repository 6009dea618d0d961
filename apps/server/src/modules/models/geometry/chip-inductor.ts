/**
 * Multilayer and wire-wound chip inductors of the EIA sizes 0201…1812: a body L × W × T with a termination of
 * length pb at each end, built as the chip resistors are (chip-resistor.ts: origin at the footprint centre,
 * length along X, pad 1 at −X, board at z = 0), so the model sits on KiCad's L_<size>_<metric>Metric.
 *
 * L, W, T and the band pb are KiCad's 3D library's chip inductor parameters (the packages3D generator's
 * Inductors_SMD table, kicad_naming_params_chip_inductor, which made KiCad's L_*.wrl/.step models; nominal mm;
 * its L_1812 row cites Würth's 7427925 datasheet). Murata's LQG15HS (0402) datasheet draws the same outline:
 * 1.0 × 0.5 × 0.5 mm, terminations 0.25 mm. Moulded power inductors named by their series and size code
 * ('WE-XHMI 74439346', 'WE-LHMI 74437324') are handed to the moulded inductor family where its tables have
 * their outline (moulded-inductor.ts); the other size codes answer 暂无三维模型. Power inductors named
 * by their body size (Sunlord SWPA, TDK TFM252012) are the body alone, a box (power-inductor-box.ts): params
 * a = 0, no terminations.
 */
import { chipResistor } from './chip-resistor.ts';
import { chipDimensions, type Family, nums, type Solid3D } from './family.ts';
import { mouldedInductorSpec } from './moulded-inductor.ts';
import { powerInductorBox } from './power-inductor-box.ts';

/** case size → [L, W, T, pb] in mm (KiCad 3D library chip inductor table, nominal). */
export const INDUCTOR_OUTLINES: Readonly<Record<string, readonly [number, number, number, number]>> = {
  '0201': [0.6, 0.3, 0.3, 0.15],
  '0402': [1.0, 0.5, 0.5, 0.25],
  '0603': [1.6, 0.8, 0.8, 0.4],
  '0805': [2.0, 1.25, 1.25, 0.5],
  '1206': [3.2, 1.6, 0.85, 0.6],
  '1210': [3.2, 2.5, 0.9, 0.6],
  '1806': [4.5, 1.6, 1.6, 0.7],
  '1812': [4.5, 3.2, 1.5, 0.5],
};

/** KiCad's footprint of a size (metric code beside the inch code). */
export const INDUCTOR_KICAD: Readonly<Record<string, string>> = {
  '0201': 'L_0201_0603Metric',
  '0402': 'L_0402_1005Metric',
  '0603': 'L_0603_1608Metric',
  '0805': 'L_0805_2012Metric',
  '1206': 'L_1206_3216Metric',
  '1210': 'L_1210_3225Metric',
  '1806': 'L_1806_4516Metric',
  '1812': 'L_1812_4532Metric',
};

export const chipInductor: Family = {
  id: 'chip-inductor',
  categories: ['comp.passive.inductor.chip'],
  spec(item) {
    const moulded = mouldedInductorSpec(item);
    if (moulded) return moulded;
    const size = item.params.case_size?.display ?? item.package ?? '';
    const outline = INDUCTOR_OUTLINES[size];
    const box = outline ? undefined : powerInductorBox(item);
    if (box)
      return {
        family: 'chip-inductor',
        params: { L: box.L, W: box.W, H: box.H, a: 0 },
        productName: box.kicad,
        dimensions: chipDimensions(box.L, box.W, box.H, ['H', '高度']),
      };
    if (!outline) return 'no-model';
    const [L, W, H, a] = outline;
    return {
      family: 'chip-inductor',
      params: { L, W, H, a },
      productName: INDUCTOR_KICAD[size] ?? `L_${size}`,
      dimensions: chipDimensions(L, W, H, ['T', '厚度']),
    };
  },
  // the same three boxes as a chip resistor (terminations, body, terminations)
  build(kernel, p) {
    const [L, W, H, a] = nums(p, 'L', 'W', 'H', 'a');
    if (a === 0) {
      const body = kernel.makeBox([-L / 2, -W / 2, 0], [L / 2, W / 2, H]) as Solid3D;
      return [{ name: 'body', color: '#3a3d42', shape: body }];
    }
    return chipResistor
      .build(kernel, p)
      .map((part) => (part.name === 'body' ? { ...part, color: '#6b6f75' } : part));
  },
};

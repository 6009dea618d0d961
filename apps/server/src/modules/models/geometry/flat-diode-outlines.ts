/**
 * Flat-lead two-terminal diode packages (SOD-323F, SOD-123F, SOD-523): the rows of KiCad's 3D model generator
 * that made KiCad's D_SOD-323F / D_SOD-123F / D_SOD-523 models (kicad-3d-models-in-freecad, cq_parameters_diode.py,
 * each row from NXP's outline drawing of that package: SOD323F.pdf, SOD123F.pdf, SOD523.pdf), nominal values.
 * Nexperia's CFP3 (SOD123W) and CFP5 (SOD128): the generator's flat-pin rows Nexperia_CFP3_SOD-123W and D_SOD-128
 * (KiCad footprint generator repository, 3d-model-generators/Flat_Pin_packages/cq_parameters.yaml, each row citing
 * Nexperia's outline drawing SOD123W.pdf / SOD128.pdf), the rows of KiCad's later 3D models of those footprints
 * (Debian's kicad-packages3d 6.0.10 has neither).
 * The generator's body is D1 along the leads × E1 across, A2 high from A1, its flat leads b wide and c thick
 * stick out (E − E1)/2 beyond the body's ends (its main_generator places them so): in our symbols (gull-wing
 * outline with flat leads, component-package.ts) the body E1 = D1(gen), the width D = E1(gen), the span
 * E = D1 + E − E1 (gen), the foot L = (E − E1)/2 (ours). Pin 1 (the cathode) at −X, as KiCad's footprints.
 */
import type { GullWingOutline } from './outline-types.ts';

const KICAD_GEN = "KiCad 3D generator cq_parameters_diode.py (after NXP's";
const FLAT_PIN_GEN = "KiCad 3D generator Flat_Pin_packages/cq_parameters.yaml (after Nexperia's";

/** A generator row (D1, E1, E, A1, A2, b, c) in our symbols. */
function flatDiode(
  kicad: string,
  drawing: string,
  [D1, E1, E, A1, A2, b, c]: readonly [number, number, number, number, number, number, number],
  generator = KICAD_GEN,
): GullWingOutline {
  const span = Math.round((D1 + E - E1) * 1e4) / 1e4;
  return {
    kind: 'gullwing',
    source: `${generator} ${drawing}), nominal`,
    kicad,
    D: E1,
    E1: D1,
    E: span,
    A1,
    A2,
    b,
    c,
    L: Math.round(((span - D1) / 2) * 1e4) / 1e4,
    e: 0,
    layout: 'dual',
    pins: 2,
    flat: 1,
  };
}

export const FLAT_DIODE_OUTLINES: Readonly<Record<string, GullWingOutline>> = {
  // generator rows: D1 1.7, E1 1.25, E 2.05, A1 0, A2 0.73, b 0.35, c 0.2 (span 2.5)
  'SOD-323F': flatDiode('D_SOD-323F', 'SOD323F', [1.7, 1.25, 2.05, 0, 0.73, 0.35, 0.2]),
  // D1 2.6, E1 1.6, E 2.5, A1 0, A2 1.1, b 0.65, c 0.2 (span 3.5)
  'SOD-123F': flatDiode('D_SOD-123F', 'SOD123F', [2.6, 1.6, 2.5, 0, 1.1, 0.65, 0.2]),
  // D1 1.2, E1 0.8, E 1.2, A1 0, A2 0.63, b 0.3, c 0.14 (span 1.6)
  'SOD-523': flatDiode('D_SOD-523', 'SOD523', [1.2, 0.8, 1.2, 0, 0.63, 0.3, 0.14]),
  // Nexperia CFP3 (SOD123W, the PMEG…ER / …ELR rectifiers): D1 2.6, E1 1.7, E 2.6, A1 0.02, A2 1.0, b 0.9, c 0.16
  // (span 3.5, feet 0.45); body on KiCad's Nexperia_CFP3_SOD-123W F.Fab (2.6 × 1.7)
  CFP3: flatDiode('Nexperia_CFP3_SOD-123W', 'SOD123W', [2.6, 1.7, 2.6, 0.02, 1.0, 0.9, 0.16], FLAT_PIN_GEN),
  // Nexperia CFP5 (SOD128): D1 3.8, E1 2.5, A1 0, A2 1.0, b 1.75, c 0.16; the row's E 3.4 is set so that the span
  // is 4.7 (its comment: "should be 4.7 … to make pins 0.45 mm long"), so span D1 + E − E1 = 4.7, feet 0.45;
  // body on KiCad's D_SOD-128 F.Fab (3.8 × 2.5)
  'SOD-128': flatDiode('D_SOD-128', 'SOD128', [3.8, 2.5, 3.4, 0, 1.0, 1.75, 0.16], FLAT_PIN_GEN),
};

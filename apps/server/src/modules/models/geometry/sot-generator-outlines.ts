/**
 * Small SOT packages as KiCad's 3D model generator tabulates them (kicad-3d-models-in-freecad,
 * GW_QFP_SOIC_SSOP_TSSOP_SOT/cq_parameters_sot.py, kicad_naming_params_sot: the rows that made KiCad's TSOT-23,
 * SuperSOT-6, SOT-143 and SC-82AB models; nominal values, each row's drawing named beside it). The generator's body is
 * D1 along the rows × E1 across, A2 high from A1; its gull-wing leads b wide and c thick have a top flat S and a foot L
 * with E = E1 + 2·(S + L + c), so L = (E − E1)/2 − S − c (as the TSOT-23-5 and SC-70 rows of package-outlines.ts).
 * SOT-143 and SC-82AB have one wide lead: the generator draws leads on a fine grid (SOT-143: 0.38, SC-82AB: 0.1) and
 * merges neighbouring grid leads into the wide one, its outer edge in line with the narrow leads' (the 'sot143' /
 * 'sc82ab' layouts of component-package.ts). SOT-553 and SOT-563 are rows of the generator's flat-lead SOT
 * parameters (its "Flatpin_packages" table): leads on the board from the body to E, L = (E − E1)/2.
 * package-outlines.ts spreads the table into PACKAGE_OUTLINES.
 */
import type { GullWingOutline } from './outline-types.ts';

const GEN = 'KiCad 3D generator cq_parameters_sot.py';

/** A generator row: D1, E1, E, A1, A2, b, c, S, e. */
type Row = readonly [number, number, number, number, number, number, number, number, number];

/** A generator row in our symbols (D = D1; L from the generator's rule). */
function sotRow(
  kicad: string,
  drawing: string,
  layout: GullWingOutline['layout'],
  pins: number,
  [D, E1, E, A1, A2, b, c, S, e]: Row,
  b1?: number,
): GullWingOutline {
  return {
    kind: 'gullwing',
    source: `${GEN} ${kicad} (${drawing}), nominal; L = (E − E1)/2 − S − c`,
    kicad,
    D,
    E1,
    E,
    A1,
    A2,
    b,
    c,
    L: Math.round(((E - E1) / 2 - S - c) * 1e4) / 1e4,
    e,
    layout,
    pins,
    ...(b1 ? { b1 } : {}),
  };
}

const SOT553: GullWingOutline = {
  kind: 'gullwing',
  source: 'Goodark s5779 (SOT-553) as KiCad 3D generator flat-lead SOT parameters, nominal',
  kicad: 'SOT-553',
  D: 1.6,
  E1: 1.2,
  E: 1.6,
  A1: 0.03,
  A2: 0.6,
  b: 0.22,
  c: 0.11,
  L: (1.6 - 1.2) / 2,
  e: 0.5,
  layout: 'sot23-5',
  pins: 5,
  flat: 1,
};

export const SOT_GENERATOR_OUTLINES: Readonly<Record<string, GullWingOutline>> = {
  // TSOT-23 (Linear Technology 05-08-1636): D1 2.9, E1 1.6, E 2.8, A1 0.1, A2 0.85, b 0.35, c 0.15, S 0.05, e 0.95
  'TSOT-23': sotRow(
    'TSOT-23',
    'Linear Technology 05-08-1636',
    'sot23',
    3,
    [2.9, 1.6, 2.8, 0.1, 0.85, 0.35, 0.15, 0.05, 0.95],
  ),
  // SuperSOT-6 (Fairchild FMB5551 datasheet): D1 2.92, E1 1.58, E 2.85, A1 0.1, A2 1.02, b 0.45, c 0.15, S 0.05,
  // e 0.95, six leads
  'SuperSOT-6': sotRow(
    'SuperSOT-6',
    'Fairchild FMB5551',
    'dual',
    6,
    [2.92, 1.58, 2.85, 0.1, 1.02, 0.45, 0.15, 0.05, 0.95],
  ),
  // SOT-143 (NXP SOT143B): D1 2.9, E1 1.6, E 2.8, A1 0.1, A2 1.1, c 0.15, S 0.05; leads on a 0.38 grid of 0.38 wide
  // leads, kept at ±0.95 (e 1.9) and pin 1 two grid leads merged (b1 0.76)
  'SOT-143': sotRow(
    'SOT-143',
    'NXP SOT143B',
    'sot143',
    4,
    [2.9, 1.6, 2.8, 0.1, 1.1, 0.38, 0.15, 0.05, 1.9],
    0.76,
  ),
  // SC-82AB (Infineon SOT343 package overview): D1 2.0, E1 1.25, E 2.1, A1 0.1, A2 0.9, c 0.15, S 0; leads on a 0.1
  // grid: three grid leads (0.3) centred at ±0.65 (e 1.3), pin 2 four (b1 0.4)
  'SC-82AB': sotRow(
    'SC-82AB',
    'Infineon SOT343',
    'sc82ab',
    4,
    [2.0, 1.25, 2.1, 0.1, 0.9, 0.3, 0.15, 0, 1.3],
    0.4,
  ),
  // SOT-553 (flat leads), as KiCad's 3D model generator tabulates it in its flat-lead SOT parameters (from
  // Goodark's s5779 outline): D1 1.6, E1 1.2, E 1.6, A1 0.03, A2 0.6, b 0.22, c 0.11, e 0.5, nominal; KiCad SOT-553
  'SOT-553': SOT553,
  // SC-74 (SOT457, six leads: ROHM's IMH3A): the generator's later SC-74 row (KiCad footprint generator repository,
  // 3d-model-generators/GW_QFP_SOIC_SSOP_TSSOP_SOT/cq_parameters.yaml, after EIAJ ED-7500A p. 152): D1 2.9, E1 1.55,
  // E 2.7, A1 0.075, A2 1.1, b 0.35, c 0.175, S 0, e 0.95, and the foot L 0.35 the row gives itself (not the rule);
  // on KiCad 6's SC-74-6_1.5x2.9mm_P0.95mm (F.Fab 1.5 × 2.9: 0.025 a side narrower than the row)
  'SC-74-6': {
    kind: 'gullwing',
    source: 'KiCad 3D generator GW_QFP_SOIC_SSOP_TSSOP_SOT/cq_parameters.yaml SC-74 (EIAJ ED-7500A), nominal',
    kicad: 'SC-74-6_1.5x2.9mm_P0.95mm',
    D: 2.9,
    E1: 1.55,
    E: 2.7,
    A1: 0.075,
    A2: 1.1,
    b: 0.35,
    c: 0.175,
    L: 0.35,
    e: 0.95,
    layout: 'dual',
    pins: 6,
  },
  // SOT-563: the generator's SOT-563 row is SOT-553's (same s5779 outline) with all six leads
  'SOT-563': {
    ...SOT553,
    source: 'Goodark s5779 (SOT-563) as KiCad 3D generator flat-lead SOT parameters, nominal',
    kicad: 'SOT-563',
    layout: 'dual',
    pins: 6,
  },
};

/**
 * Deep groove ball bearings', chip resistors' and MLCCs' 3D models read back by an independent reader
 * (occt-import-js); first, a shielded or sealed one, and last size. What is checked and how the expected
 * volumes are computed: models-volume.ts.
 */
import { describeReadBack } from './models-volume.ts';

describeReadBack([
  'part.bearing.deep-groove-ball',
  'comp.passive.resistor.chip',
  'comp.passive.capacitor.mlcc',
]);

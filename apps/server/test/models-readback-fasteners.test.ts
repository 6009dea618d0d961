/**
 * Fasteners' 3D models read back by an independent reader (occt-import-js): hexagon bolts, socket head
 * cap screws, hexagon nuts and plain washers; first, middle and last size of each table. What is checked
 * and how the expected volumes are computed: models-volume.ts.
 */
import { describeReadBack } from './models-volume.ts';

describeReadBack([
  'part.fastener.bolt.hex',
  'part.fastener.screw.socket-cap',
  'part.fastener.nut.hex',
  'part.fastener.washer.plain',
]);

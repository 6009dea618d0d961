/**
 * Parallel pins' (GB/T 119.1, GB/T 119.2) and taper pins' (GB/T 117) 3D models read back by an independent
 * reader (occt-import-js); first, middle and last size. What is checked and how the expected volumes are
 * computed: models-volume.ts (construction rules: pins.ts's header).
 */
import { describeReadBack } from './models-volume.ts';

describeReadBack([
  'part.fastener.pin.parallel',
  'part.fastener.pin.parallel-hardened',
  'part.fastener.pin.taper',
]);

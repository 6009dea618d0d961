/**
 * Spring washers' (GB/T 93) and retaining rings' (GB/T 894 shafts, GB/T 893 bores) 3D models read back by an
 * independent reader (occt-import-js); first, middle and last size. What is checked and how the expected
 * volumes are computed: models-volume.ts (construction rules: spring-washer.ts's and retaining-ring.ts's
 * headers).
 */
import { describeReadBack } from './models-volume.ts';

describeReadBack([
  'part.fastener.washer.spring',
  'part.fastener.retaining-ring.shaft',
  'part.fastener.retaining-ring.bore',
]);

/**
 * O-rings' (GB/T 3452.1) and parallel keys' (GB/T 1096, forms A, B and C) 3D models read back by an
 * independent reader (occt-import-js); first, middle and last size, and each key form. What is checked and
 * how the expected volumes are computed: models-volume.ts (construction rules: o-ring.ts's and
 * parallel-key.ts's headers).
 */
import { describeReadBack } from './models-volume.ts';

describeReadBack(['part.seal.o-ring', 'part.transmission.key.parallel']);

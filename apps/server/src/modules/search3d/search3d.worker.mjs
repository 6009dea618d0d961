// Entry of a 3D search worker thread: TypeScript through tsx (as the server runs), then the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./search3d.worker-main.ts');

// Entry of a BOM parse worker thread: TypeScript through tsx (as the server runs), then the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./bom-parse.worker-main.ts');

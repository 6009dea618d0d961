// Entry of a spreadsheet read worker thread: TypeScript through tsx (as the server runs), then the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./spreadsheet.worker-main.ts');

// Entry of a model worker thread: TypeScript through tsx (as the server runs), then the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./models.worker-main.ts');

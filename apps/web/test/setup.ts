import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { installHttpHandlers } from '../src/app/http-setup.ts';

// Role queries over Ant Design's markup are slow in jsdom (accessible names and visibility go through
// getComputedStyle against every injected rule: one query takes ~1.5 s here, several times that when CI
// runs all suites at once on two cores). The waits are sized for that load, not for a fast desktop.
configure({ asyncUtilTimeout: 15_000 });

// As in the app (main.tsx): failed requests are shown by the error display, the channel header comes from the store.
installHttpHandlers();

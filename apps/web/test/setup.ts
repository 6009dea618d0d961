import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Role queries over Ant Design's markup are slow in jsdom (accessible names and visibility go through
// getComputedStyle against every injected rule: one query takes ~1.5 s here, several times that when CI
// runs all suites at once on two cores). The waits are sized for that load, not for a fast desktop.
configure({ asyncUtilTimeout: 15_000 });

import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { expect } from 'vitest';
import { installHttpHandlers } from '../src/app/http-setup.ts';
import { installSelectorCache } from './selector-cache.ts';

// Role queries over Ant Design's markup are slow in jsdom (accessible names and visibility go through
// getComputedStyle against every injected rule: one query takes ~1.5 s here, several times that when CI
// runs all suites at once on two cores). The waits are sized for that load, not for a fast desktop.
configure({ asyncUtilTimeout: 15_000 });

// jsdom's selector engine with caches that hold all of antd's style rules: without it every getComputedStyle
// compiled its selectors again, which made these tests 2–4 times slower (selector-cache.ts)
installSelectorCache();

// As in the app (main.tsx): failed requests are shown by the error display, the channel header comes from the store.
installHttpHandlers();

// The app's lazy dialogs and feedback host load on first use in the browser (issue 17); here they are
// fetched before each file's tests, so they render at once when shown, as they did when they were eager.
// Only for the files that render (*.test.tsx): the logic tests (*.test.ts) render nothing, and importing the
// app's whole module graph was most of their time (setup ~2 s per file quiet, ~16 s under load).
if (!expect.getState().testPath?.endsWith('.test.ts')) {
  const { AuthDialogs, ErrorDialog } = await import('../src/app/app-root.tsx');
  const { FeedbackHost } = await import('../src/app/providers.tsx');
  const { UserMenu } = await import('../src/components/app-header/app-header.tsx');
  await Promise.all([
    AuthDialogs.preload(),
    ErrorDialog.preload(),
    FeedbackHost.preload(),
    UserMenu.preload(),
  ]);
}

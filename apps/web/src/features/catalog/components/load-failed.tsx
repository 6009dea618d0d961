import { Suspense } from 'react';
import { lazyWithReload } from '../../../lib/module-reload.ts';

// antd's Result (10 KB gzipped) loads only when a page's data failed to load (issue 17).
const LoadFailedResult = lazyWithReload(() =>
  import('./load-failed-result.tsx').then((m) => ({ default: m.LoadFailedResult })),
);

/** A section whose data could not be loaded, with a retry. */
export function LoadFailed(props: { title?: string; onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <LoadFailedResult {...props} />
    </Suspense>
  );
}

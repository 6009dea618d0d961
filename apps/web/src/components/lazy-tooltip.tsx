import type { TooltipProps } from 'antd';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('antd/es/tooltip'));

/**
 * antd's Tooltip, loaded when one is first drawn. antd's Segmented imports Tooltip for options that carry a
 * `tooltip`, which none of ours do, and that import put Tooltip and the popup engine (13 KB gzipped) in the
 * search results' first load; vite.config.ts (segmentedLazyTooltip) gives Segmented this module instead
 * (issue 17). Until the Tooltip has loaded its child shows without it.
 */
export default function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}

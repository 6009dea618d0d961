import type { TooltipProps } from 'antd';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('antd/es/tooltip'));

/**
 * antd's Tooltip, loaded when one is first drawn. antd's Segmented, Progress's Circle and Upload's file list
 * import Tooltip for cases our pages rarely draw, and those imports put Tooltip and the popup engine (13 KB
 * gzipped) in the first load of the search results and 3D search; vite.config.ts (lazyTooltipIn) gives them
 * this module instead (issue 17). Until the Tooltip has loaded its child shows without it.
 */
export default function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}

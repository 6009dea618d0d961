import type { ReactNode } from 'react';
import { useSeenOnce } from '../../../lib/in-view.ts';

/**
 * Renders its children once the place they go has come within `margin` of the window (lib/in-view.ts), and
 * nothing before. For a section further down a page whose code is heavy: the item page's 替代/相似 section
 * and its antd Table (about 80 KB gzipped with pagination and dropdown) load as the user scrolls towards it,
 * not with the page's first screen (issue 17). Where there is no IntersectionObserver it renders at once.
 *
 *   <WhenSeen><Suspense fallback={null}><AlternatesSection … /></Suspense></WhenSeen>
 */
export function WhenSeen({ children, margin = '100px' }: { children: ReactNode; margin?: string }) {
  const [ref, seen] = useSeenOnce(margin);
  return seen ? children : <div ref={ref} className="jk-when-seen" aria-hidden="true" />;
}

import { useEffect, useState } from 'react';

/**
 * False until the element given to the returned ref has come within `margin` of the viewport once
 * (IntersectionObserver), then true for good. For heavy parts a page shows further down (the 3D viewer):
 * they load when the user scrolls to them, not with the page (issue 17). The ref is a callback, so the
 * element may mount later than the component. Where the browser has no IntersectionObserver, true at once.
 * Usage: `const [ref, seen] = useSeenOnce(); <div ref={ref}>{seen && <Heavy />}</div>`
 */
export function useSeenOnce(margin = '0px'): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, margin]);
  return [setElement, seen];
}

/**
 * antd's stylesheets in the page (issue 17). Usage: main.tsx calls installAntdStyleOrder() first, and renders
 * after applyAntdSheet() resolves.
 *
 * index.html preloads antd's first stylesheet instead of blocking its first paint on it (the header drawn
 * there uses none of antd): applyAntdSheet makes the preload a stylesheet where it stands, first among the
 * stylesheets, and resolves once it is loaded, so that no antd component is drawn unstyled.
 *
 * The build splits antd's static stylesheet (antd-static-css.ts): the part the first paint needs is the
 * first stylesheet of index.html, the rest (antd-lazy-….css) comes with the lazy chunks that draw those
 * components, and vite adds it at the end of <head>. There it would follow our own stylesheets and win
 * over their overrides of equal specificity; here it goes right after antd's other stylesheet instead, where
 * antd's styles have always been, so the cascade is the same whichever page loads first.
 */

const ANTD_SHEET = /\/assets\/antd-[^/]*\.css$/;

export function installAntdStyleOrder(head: HTMLHeadElement = document.head): void {
  const append = head.appendChild.bind(head);
  head.appendChild = <T extends Node>(node: T): T => {
    if (node instanceof HTMLLinkElement && node.rel === 'stylesheet' && ANTD_SHEET.test(node.href)) {
      const antd = [...head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
        ANTD_SHEET.test(link.href),
      );
      const last = antd.at(-1);
      if (last) {
        last.after(node);
        return node;
      }
    }
    return append(node);
  };
}

/** Applies index.html's preloaded antd stylesheet in place; resolves when it is loaded (or failed). */
export function applyAntdSheet(head: HTMLHeadElement = document.head): Promise<void> {
  const links = [...head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  const preload = links.find((link) => ANTD_SHEET.test(link.href));
  if (!preload) return Promise.resolve();
  return new Promise((resolve) => {
    preload.addEventListener('load', () => resolve(), { once: true });
    preload.addEventListener('error', () => resolve(), { once: true });
    preload.rel = 'stylesheet';
  });
}

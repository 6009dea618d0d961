/**
 * Keeps antd's lazy stylesheet beside its first-paint one (issue 17). Usage: imported first by main.tsx.
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

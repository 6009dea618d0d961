import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** index.html's own stylesheet link as vite writes it (the entry's CSS: global, dark and responsive rules). */
const ENTRY_SHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/;

/**
 * The entry's stylesheet inlined in index.html (issue 17): the first paint (the header drawn in index.html) waited
 * for it, one more round trip on a slow phone before anything showed (Lighthouse: render-blocking, about 350 ms on
 * its mobile preset). It is small (about 4 KB gzipped) and index.html is revalidated anyway. The <style> takes the
 * link's place, after antd's preloaded sheet, so the cascade is unchanged (lib/antd-style-order.ts). The CSP allows
 * inline styles (apps/server plugins/security-headers.ts). The file itself is still written.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'jk-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, ctx: IndexHtmlTransformContext) {
        const link = ENTRY_SHEET.exec(html);
        if (!link)
          throw new Error(
            "inline-entry-css: index.html has no entry stylesheet link (vite's output changed?)",
          );
        const asset = ctx.bundle?.[link[1]!];
        if (asset?.type !== 'asset') throw new Error(`inline-entry-css: ${link[1]} is not in the bundle`);
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        if (/<\/style/i.test(css)) throw new Error('inline-entry-css: the stylesheet contains </style');
        return html.replace(link[0], () => `<style>${css.trim()}</style>`);
      },
    },
  };
}

import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from '../inline-entry-css.ts';

const HEAD = `<link rel="preload" as="style" crossorigin href="/assets/antd-a1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-x9_Y-z.css">
    <link rel="stylesheet" crossorigin href="/assets/other-b2.css">`;

type Handler = (html: string, ctx: IndexHtmlTransformContext) => string;
const handler = (inlineEntryCss().transformIndexHtml as { handler: Handler }).handler;
const contextWith = (files: Record<string, string | Uint8Array>) =>
  ({
    bundle: Object.fromEntries(
      Object.entries(files).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
    ),
  }) as unknown as IndexHtmlTransformContext;

describe("the entry's stylesheet inlined in index.html (issue 17: the first paint waits for no request)", () => {
  it("replaces the entry's link in place, after antd's preload; other links stay", () => {
    const css = '.jk-header{height:60px}\n';
    const html = handler(HEAD, contextWith({ 'assets/index-x9_Y-z.css': css }));
    expect(html).toBe(`<link rel="preload" as="style" crossorigin href="/assets/antd-a1.css">
    <style>.jk-header{height:60px}</style>
    <link rel="stylesheet" crossorigin href="/assets/other-b2.css">`);
  });

  it('reads a stylesheet given as bytes; $ patterns in the CSS are kept as they are', () => {
    const css = new TextEncoder().encode(".a::after{content:'$&'}");
    const html = handler(HEAD, contextWith({ 'assets/index-x9_Y-z.css': css }));
    expect(html).toContain("<style>.a::after{content:'$&'}</style>");
  });

  it('fails the build when the link or its file is missing, or the CSS would close the element', () => {
    expect(() => handler('<head></head>', contextWith({}))).toThrow(/no entry stylesheet link/);
    expect(() => handler(HEAD, contextWith({}))).toThrow(/not in the bundle/);
    const closing = contextWith({ 'assets/index-x9_Y-z.css': '.a{}</style><script>x()</script>' });
    expect(() => handler(HEAD, closing)).toThrow(/<\/style/);
  });
});

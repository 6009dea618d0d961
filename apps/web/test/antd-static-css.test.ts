import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cutAntdCss, splitAntdCss } from '../antd-static-css.ts';

const sample =
  '.css-var-_R_0_.ant-btn{--ant-btn-color:#1677ff;}' +
  '.ant-btn{color:var(--ant-color-text);animation-name:antFadeIn;}' +
  '.ant-btn-primary:hover,.ant-table .ant-btn{color:red;}' +
  '.ant-table{display:table;animation-name:antTableGone;}' +
  'a:hover{color:var(--ant-color-link-hover);}' +
  '.ant-zoom-enter{opacity:0;}' +
  '@media (max-width:575px){.ant-btn{width:100%;}.ant-table{width:50%;}}' +
  '@media (min-width:576px){.ant-table{width:10%;}}' +
  '@keyframes antFadeIn{0%{opacity:0;}100%{opacity:1;}}' +
  '@keyframes antTableGone{0%{opacity:0;}}' +
  '.ant-tag::after{content:"{";}';

describe('antd static stylesheet (issue 17)', () => {
  it('keeps the kept components, antd-free rules and motion classes, and drops the rest', () => {
    const css = cutAntdCss(sample, new Set(['btn']));
    expect(css).toContain('.ant-btn{color:var(--ant-color-text);animation-name:antFadeIn;}');
    // a rule with one kept selector stays whole
    expect(css).toContain('.ant-btn-primary:hover,.ant-table .ant-btn{color:red;}');
    expect(css).not.toContain('.ant-table{display:table');
    expect(css).toContain('a:hover{');
    expect(css).toContain('.ant-zoom-enter{opacity:0;}');
    // the default theme's variable blocks go: the run time declares ours
    expect(css).not.toContain('.css-var-');
    // media blocks are cut inside and dropped when emptied
    expect(css).toContain('@media (max-width:575px){.ant-btn{width:100%;}}');
    expect(css).not.toContain('@media (min-width:576px)');
    // keyframes only when a kept rule names them
    expect(css).toContain('@keyframes antFadeIn{');
    expect(css).not.toContain('antTableGone{');
    // a brace inside a string does not end the rule
    expect(cutAntdCss(sample, new Set(['tag']))).toContain('.ant-tag::after{content:"{";}');
  });

  it("antd's own stylesheet parses whole: every rule of it is kept when every component is", () => {
    const require = createRequire(import.meta.url);
    const full = readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
    const everything = cutAntdCss(full, new Set([...full.matchAll(/\.ant-([a-z0-9-]+)/g)].map((m) => m[1]!)));
    const cut = cutAntdCss(full, new Set(['btn']));
    // all but the default theme's variable blocks
    const variables = [...full.matchAll(/\.css-var-[^{]*\{[^}]*\}/g)].reduce((n, m) => n + m[0].length, 0);
    expect(everything.length).toBeGreaterThan((full.length - variables) * 0.99);
    expect(cut.length).toBeLessThan(everything.length / 5);
    expect(cut).toContain('.ant-btn{');
  });

  it("splits in two: the first paint's components block, the lazy ones wait, nothing twice (issue 17)", () => {
    const { first, lazy } = splitAntdCss(sample, new Set(['btn']), new Set(['table', 'tag']));
    // a rule naming a first-paint component stays in the first stylesheet even when it names a lazy one
    expect(first).toContain('.ant-btn-primary:hover,.ant-table .ant-btn{color:red;}');
    expect(lazy).not.toContain('.ant-btn');
    expect(lazy).toContain('.ant-table{display:table;animation-name:antTableGone;}');
    expect(first).not.toContain('.ant-table{display');
    // antd-free rules and motion classes go with the first paint only
    expect(first).toContain('a:hover{');
    expect(lazy).not.toContain('a:hover');
    expect(first).toContain('.ant-zoom-enter{');
    // at-rules are split inside
    expect(first).toContain('@media (max-width:575px){.ant-btn{width:100%;}}');
    expect(lazy).toContain('@media (max-width:575px){.ant-table{width:50%;}}');
    expect(lazy).toContain('@media (min-width:576px){.ant-table{width:10%;}}');
    // each keyframes once, with the first stylesheet that names it
    expect(first).toContain('@keyframes antFadeIn{');
    expect(lazy).toContain('@keyframes antTableGone{');
    expect(lazy).not.toContain('antFadeIn{');
    expect(lazy).toContain('.ant-tag::after{content:"{";}');
    // a prefix in neither set is dropped
    expect(splitAntdCss(sample, new Set(['btn']), new Set(['tag'])).lazy).not.toContain('.ant-table');
  });
});

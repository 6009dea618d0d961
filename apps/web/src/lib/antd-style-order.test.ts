import { describe, expect, it } from 'vitest';
import { applyAntdSheet, installAntdStyleOrder } from './antd-style-order.ts';

function link(href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = href;
  return element;
}

describe("antd's lazy stylesheet keeps its place (issue 17)", () => {
  it("goes after antd's other stylesheets, before ours; anything else is appended as before", () => {
    const head = document.implementation.createHTMLDocument('').head;
    head.append(link('/assets/antd-aaaa.css'), link('/assets/index-bbbb.css'));
    installAntdStyleOrder(head);
    head.appendChild(link('/assets/search-cccc.css'));
    head.appendChild(link('/assets/antd-lazy-dddd.css'));
    const script = document.createElement('script');
    head.appendChild(script);
    const hrefs = [...head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual([
      '/assets/antd-aaaa.css',
      '/assets/antd-lazy-dddd.css',
      '/assets/index-bbbb.css',
      '/assets/search-cccc.css',
    ]);
    expect(head.lastChild).toBe(script);
  });

  it('without an antd stylesheet in the page (development) the lazy one is appended', () => {
    const head = document.implementation.createHTMLDocument('').head;
    head.append(link('/assets/index-bbbb.css'));
    installAntdStyleOrder(head);
    const lazy = link('/assets/antd-lazy-dddd.css');
    head.appendChild(lazy);
    expect(head.lastChild).toBe(lazy);
  });
});

describe("antd's first stylesheet is preloaded, applied before the first render (issue 17)", () => {
  function preload(href: string): HTMLLinkElement {
    const element = document.createElement('link');
    element.rel = 'preload';
    element.setAttribute('as', 'style');
    element.href = href;
    return element;
  }

  it('becomes a stylesheet where it stands, first among the stylesheets, and resolves once loaded', async () => {
    const head = document.implementation.createHTMLDocument('').head;
    const antd = preload('/assets/antd-aaaa.css');
    head.append(preload('/assets/font.css'), antd, link('/assets/index-bbbb.css'));
    let applied = false;
    const done = applyAntdSheet(head).then(() => {
      applied = true;
    });
    expect([...head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/antd-aaaa.css',
      '/assets/index-bbbb.css',
    ]);
    await Promise.resolve();
    expect(applied).toBe(false);
    antd.dispatchEvent(new Event('load'));
    await done;
    expect(applied).toBe(true);
    // a lazy antd stylesheet added afterwards goes beside it
    installAntdStyleOrder(head);
    head.appendChild(link('/assets/antd-lazy-dddd.css'));
    expect(antd.nextElementSibling?.getAttribute('href')).toBe('/assets/antd-lazy-dddd.css');
  });

  it('a failed load does not hold the render; without a preload (development, tests) it resolves at once', async () => {
    const head = document.implementation.createHTMLDocument('').head;
    const antd = preload('/assets/antd-aaaa.css');
    head.append(antd);
    const failed = applyAntdSheet(head);
    antd.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();
    await expect(
      applyAntdSheet(document.implementation.createHTMLDocument('').head),
    ).resolves.toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { installAntdStyleOrder } from './antd-style-order.ts';

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

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

// The Content-Security-Policy of the real built app in Chromium (issue 18): the pages a visitor opens
// (home, search, an item, login with the WeChat frame and the terms dialog, a plugin page, the API
// documentation) load and
// work with no CSP violation: no inline script, Ant Design's inline styles allowed, frames allowed
// where the site frames itself.
describe.skipIf(!hasBrowser)('security headers in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Collects CSP violations: the securitypolicyviolation events of every frame and the console's reports. */
  async function watch(page: Page): Promise<string[]> {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => violations.push(`pageerror: ${String(error)}`));
    await page.exposeFunction('__reportCsp', (text: string) => violations.push(`event: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCsp?: (text: string) => void }).__reportCsp;
        report?.(
          `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    return violations;
  }

  it('home, search, item detail, login (WeChat frame, terms dialog) and a plugin page: no CSP violation', async () => {
    const { context, page } = await newPage(browser, 1440);
    const violations = await watch(page);

    const home = await page.goto(`${server.url}/`);
    expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: '三大资源库' }).waitFor();

    await page.goto(`${server.url}/part/search?keyWords=M8`);
    await page.locator('.jk-header-title').first().waitFor();
    const link = page.locator('a[href^="/part/detail/"]').first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    await page.goto(`${server.url}${href}`);
    await page.waitForURL(/\/part\/detail\/\d+$/);
    await page.getByText('同系列其他规格').first().waitFor();
    await shot(page, 'csp-item-detail');

    // the WeChat tab loads the development provider's page in a frame (frame-src, frame-ancestors 'self')
    await page.goto(`${server.url}/login?activeName=wechat`);
    const frame = page.frameLocator('.jk-wechat-frame iframe');
    await frame.getByLabel('测试 openId').waitFor();
    // the password tab's terms link opens /user-service.html in a framed dialog
    await page.goto(`${server.url}/login`);
    await page.locator('.jk-agreement a').first().click();
    await page.frameLocator('.jk-agreement-dialog iframe').locator('body').waitFor();
    await expect(
      page.frameLocator('.jk-agreement-dialog iframe').locator('body').innerText(),
    ).resolves.not.toBe('');
    await shot(page, 'csp-login');

    await page.goto(`${server.url}/plugin/part?swType=CAD&swName=SW`);
    await page.locator('#root *').first().waitFor();
    await page.waitForLoadState('networkidle');

    // the API documentation (Swagger UI) under the same policy
    await page.goto(`${server.url}/to/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor();

    expect(violations).toEqual([]);
    await context.close();
  });

  it('the check can fail: an inline script on a page is reported as a violation', async () => {
    const { context, page } = await newPage(browser, 1440);
    const violations = await watch(page);
    await page.goto(`${server.url}/about`);
    await page.locator('#root *').first().waitFor();
    // what an injected <script> would do: refused by script-src 'self'
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
    ).toBeUndefined();
    await context.close();
  });
});

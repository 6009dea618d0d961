import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = existsSync(CHROMIUM_PATH);
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `extraArgs` e.g. ['--host-resolver-rules=MAP www.jianku.com 127.0.0.1'] to visit the server under a host name. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...extraArgs], headless: true });
}

export async function newPage(
  browser: Browser,
  width = 1440,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot of a journey under e2e/artifacts. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Collects Content-Security-Policy violations of a page: the securitypolicyviolation events of the
 * document and the console's CSP reports (page errors too). Call before the first goto.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`pageerror: ${String(error)}`));
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(`event: ${text}`));
  // a string: this file is compiled without the DOM types
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__reportCsp?.(event.violatedDirective + ' blocked ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });`);
  return violations;
}

/**
 * Runs a step of a journey; if it fails, the error also carries what the page showed at that moment: the visible
 * texts of `scope` (a dialog, a panel) and a screenshot under e2e/artifacts/<name>.png. For steps that failed
 * once on a loaded machine without our knowing why, so that whoever sees it again sees what was there.
 */
export async function explained<T>(
  page: Page,
  name: string,
  scope: string,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const texts = await page
      .locator(scope)
      .allInnerTexts()
      .catch(() => []);
    // the buttons as the page has them (a loading button's name carries its icon's label)
    const buttons = await page
      .locator(scope)
      .locator('button')
      .evaluateAll((bs) =>
        bs.map((b) => `${b.className} [${b.textContent}] ${b.getAttribute('aria-label') ?? ''}`),
      )
      .catch(() => []);
    const file = await shot(page, name).catch(() => '(no screenshot)');
    throw new Error(
      `${String(error)}\n${scope}: ${JSON.stringify(texts.map((t) => t.slice(0, 1500)))}\nbuttons: ${JSON.stringify(buttons)}\nscreenshot: ${file}`,
    );
  }
}

/**
 * What the accounts journeys (journeys/accounts.e2e.ts) use besides the server and the browser: a real SMTP
 * server on loopback with MIME decoding, polling waits on Playwright locators, the slider dragged as a person
 * drags it (mouse moves on an eased path, or halfway), the error dialog, and signing out from the user menu.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { ARTIFACTS, shot } from './browser.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(): Promise<{
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeMime(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** The text of a single-part message: its body decoded from base64 or quoted-printable. */
export function decodeMime(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

// --- waiting on the page (playwright-core has no expect: these poll until true or time out) ---

/** How long a journey waits for the page by default (a loaded CI machine, not a quiet one). */
const WAIT_MS = 20_000;

export async function until(check: () => Promise<boolean>, what: string, timeout = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting until ${what}${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
export const visible = (l: Locator) => l.first().waitFor({ state: 'visible', timeout: WAIT_MS });
export const hidden = (l: Locator) => l.first().waitFor({ state: 'hidden', timeout: WAIT_MS });
export const hasAttr = (l: Locator, name: string, value: string) =>
  until(async () => (await l.getAttribute(name)) === value, `${name}=${value}`);
export const hasText = (l: Locator, text: string | RegExp) =>
  until(
    async () => {
      const inner = await l.first().innerText();
      return typeof text === 'string' ? inner.includes(text) : text.test(inner);
    },
    `text ${String(text)}`,
  );
export const enabled = (l: Locator) => until(() => l.isEnabled(), 'enabled');
export const disabled = (l: Locator) => until(() => l.isDisabled(), 'disabled');
export const counted = (l: Locator, n: number) => until(async () => (await l.count()) === n, `count ${n}`);
export const valued = (l: Locator, v: string) =>
  until(async () => (await l.inputValue()) === v, `value ${v}`);

export async function viewShot(page: Page, name: string): Promise<void> {
  await shot(page, name).catch(() => {});
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

export const ease = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

/** Waits until the page has drawn its next frame (what a pointer move or a key changed is on screen). */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/**
 * Waits until no finite CSS animation or transition runs in the page: a dialog has finished opening, a slider
 * has glided back (spinners that turn forever are not waited for).
 */
export const animationsDone = (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );

/** Waits until an attribute holds the same value over two drawn frames (a glide has come to rest). */
export async function attrSettles(page: Page, l: Locator, name: string): Promise<string | null> {
  let last = await l.getAttribute(name);
  await until(async () => {
    await nextFrame(page);
    const now = await l.getAttribute(name);
    const same = now === last;
    last = now;
    return same;
  }, `${name} settles`);
  return last;
}

/**
 * With the mouse pressed at (start, y): moves it over `distance` the way a hand does (eased, a little wobble), one
 * step per frame the page draws, so the slider's trace has the pace of a real drag without a clock in the test.
 */
export async function handMove(
  page: Page,
  start: number,
  y: number,
  distance: number,
  steps = 22,
): Promise<void> {
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(start + distance * ease(i / steps), y + Math.sin(i) * 2);
    await nextFrame(page);
  }
}

/**
 * Drags a slider's handle to the far end with the mouse, the way a hand does (eased, a little wobble), and
 * waits until the server verified the trace (the slider reads 验证通过).
 */
export async function dragSlider(page: Page, scope: Locator): Promise<void> {
  const slider = scope.locator('.jk-slider:visible').first();
  await hasAttr(slider, 'data-status', 'idle');
  // a slider that was just reset glides back to the start (a CSS transition)
  await animationsDone(page);
  const handle = slider.locator('.jk-slider-handle');
  const h = await handle.boundingBox();
  const t = await slider.boundingBox();
  if (!h || !t) throw new Error('slider not visible');
  const y = h.y + h.height / 2;
  const start = h.x + h.width / 2;
  const distance = t.width - h.width + 6;
  await page.mouse.move(start, y);
  await page.mouse.down();
  await handMove(page, start, y, distance);
  await page.mouse.up();
  await hasAttr(slider, 'data-status', 'success');
  await hasText(slider, '验证通过');
  // the server checked the trace: the form has its token
  await hasAttr(slider, 'data-verified', 'true');
}

/** Drags halfway and lets go: the slider goes back to the start. */
export async function dragHalfway(page: Page, scope: Locator): Promise<void> {
  const handle = scope.locator('.jk-slider-handle:visible').first();
  const h = await handle.boundingBox();
  if (!h) throw new Error('slider not visible');
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(h.x + h.width / 2 + i * 15, h.y + h.height / 2);
    await nextFrame(page);
  }
  await hasAttr(scope.locator('.jk-slider:visible').first(), 'data-status', 'dragging');
  await page.mouse.up();
  await hasAttr(scope.locator('.jk-slider:visible').first(), 'data-status', 'idle');
}

/** Presses a button of a dialog or popup that may still be zooming in, once it is shown and at rest (see below). */
export async function pressAtRest(page: Page, button: Locator): Promise<void> {
  await visible(button);
  await animationsDone(page);
  await button.click();
}

/**
 * Reads the shown error dialog and closes it with 确定. The dialog of an earlier error stays in the page, hidden,
 * with its text: only a shown one counts. A button pressed while the dialog still zooms in moves between the press
 * and the release on a slow machine, and the release then lands beside it (no click; CI of 2026-11-27): the
 * press waits until the dialog is at rest.
 */
export async function dismissErrorDialog(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.jk-error-dialog') });
  const shown = page.locator('.ant-modal:visible').filter({ has: page.locator('.jk-error-dialog') });
  await visible(shown);
  await hasText(shown, text);
  await animationsDone(page);
  await shown.getByRole('button', { name: '确定' }).click();
  await hidden(dialog);
}

export async function userMenuTrigger(page: Page): Promise<Locator> {
  // the menu's chunk loads after sign-in; its place holder (aria-busy) has the same class and opens nothing
  const trigger = page.locator('.jk-user-trigger:not([aria-busy])');
  await visible(trigger);
  return trigger;
}

/**
 * Choose an entry of the user menu and wait for `done`. Right after a sign-in the page is still loading and
 * the header can re-render under the pointer, so a click can land beside the item (the menu stays open,
 * nothing happens) or the menu closes under it: the hover and click are then tried again, at most five times,
 * as a user would. The page is given up to 30 s to settle first (networkidle), but not required to: on a loaded
 * machine (CI, 2026-11-27) the home page after a registration did not go quiet within 30 s, and the retries are
 * what make the choice safe anyway. A click that was taken but answered slowly is not repeated: before each new
 * try the journey waits until either `done` or the menu's trigger is there, and stops if it is `done`.
 */
export async function chooseUserMenuItem(page: Page, name: string, done: Locator): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const trigger = page.locator('.jk-user-trigger:not([aria-busy])');
  for (let attempt = 1; ; attempt += 1) {
    await visible(done.or(trigger));
    if (await done.first().isVisible()) return;
    await trigger.first().hover();
    try {
      // a menu that closes under the pointer (the header moved) lets the click fall through to the header
      // beneath it: that try ends and the hover starts again
      await page.getByRole('menuitem', { name }).click({ timeout: 5_000 });
      await done.first().waitFor({ state: 'visible', timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.mouse.move(0, 0);
    }
  }
}

/** 退出登录 from the user menu: the header's 登录 button comes back. */
export async function signOut(page: Page): Promise<void> {
  const signIn = page.locator('.jk-header').getByRole('button', { name: '登录', exact: true });
  await chooseUserMenuItem(page, '退出登录', signIn);
}

/** The journeys' mail box (startSmtp's server and the mails it received). */
export type JourneySmtp = Awaited<ReturnType<typeof startSmtp>>;
/** A 6-digit verification code in a mail's text. */
export const SIX_DIGITS = /(?<!\d)(\d{6})(?!\d)/;

/** The newest text of the mails an address received that matches `pattern`, once there are `count` of them. */
export async function mailMatch(
  smtp: JourneySmtp,
  address: string,
  pattern: RegExp,
  count: number,
): Promise<string> {
  let found: string | undefined;
  await until(async () => {
    const mine = smtp.mails.filter((m) => m.to.includes(address));
    found = mine.length >= count ? pattern.exec(mine[mine.length - 1]?.text ?? '')?.[1] : undefined;
    return found !== undefined;
  }, `a mail for ${address}`);
  return found as string;
}

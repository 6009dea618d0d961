/**
 * Signing up in a journey as a person does, on /register: the account typed, the slider dragged, the code asked
 * for and typed, the password twice. The code comes from the development outbox (a loopback server keeps what it
 * would have sent: registerByOutbox) or from the journeys' real SMTP server (registerByMail).
 *
 *   await registerByOutbox(page, { url: server.url, password: PASSWORD }, '13800138000', { redirect: '/bom' });
 *   await registerByMail(page, { url: server.url, smtp, password: PASSWORD }, 'qian@example.com', '钱工');
 */
import type { Page } from 'playwright-core';
import {
  dragSlider,
  hasText,
  type JourneySmtp,
  mailMatch,
  SIX_DIGITS,
  until,
  userMenuTrigger,
  visible,
} from './accounts-support.ts';

/** The newest code the development outbox holds for a phone or an e-mail address (newer than `after`, if given). */
export async function outboxCode(url: string, target: string, after?: string): Promise<string> {
  let code: string | undefined;
  await until(async () => {
    const res = await fetch(`${url}/to/api/dev/outbox?target=${encodeURIComponent(target)}`);
    const newest = ((await res.json()) as { data: { code: string | null }[] }).data[0]?.code ?? undefined;
    code = newest && newest !== after ? newest : undefined;
    return code !== undefined;
  }, `a code for ${target}`);
  return code as string;
}

interface SignUp {
  /** 昵称 (optional on the form); when given, the user menu must show it once signed in. */
  nickname?: string;
  /** Where the register page returns to (its redirect parameter); the home page when absent. */
  redirect?: string;
}

/** Fills and sends the register form with the code `codeFor` gets once it was asked for; lands signed in. */
async function register(
  page: Page,
  at: { url: string; password: string },
  account: string,
  codeFor: () => Promise<string>,
  { nickname, redirect }: SignUp,
): Promise<void> {
  await page.goto(`${at.url}/register${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  const form = page.locator('.jk-register-panel');
  await form.getByLabel('请输入电子邮箱或手机号').fill(account);
  await dragSlider(page, form);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel('请输入6位验证码').fill(await codeFor());
  if (nickname) await form.getByLabel('昵称（选填）').fill(nickname);
  await form.getByLabel('请输入密码').fill(at.password);
  await form.getByLabel('请再次输入密码').fill(at.password);
  await form.getByRole('button', { name: '注册', exact: true }).click();
  await page.waitForURL(`${at.url}${redirect ?? '/'}`);
  if (nickname) await hasText(await userMenuTrigger(page), nickname);
  else await visible(page.locator('.jk-user-trigger'));
}

/** Registers with the code the development outbox kept for the phone or e-mail address. */
export function registerByOutbox(
  page: Page,
  at: { url: string; password: string },
  account: string,
  signUp: SignUp = {},
): Promise<void> {
  return register(page, at, account, () => outboxCode(at.url, account), signUp);
}

/** Registers by e-mail code on /register (the real SMTP server delivers the code), signed in at once. */
export function registerByMail(
  page: Page,
  at: { url: string; smtp: JourneySmtp; password: string },
  email: string,
  nickname: string,
): Promise<void> {
  const before = at.smtp.mails.filter((m) => m.to.includes(email)).length;
  const codeFor = () => mailMatch(at.smtp, email, SIX_DIGITS, before + 1);
  return register(page, at, email, codeFor, { nickname });
}

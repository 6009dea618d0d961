/**
 * Test helpers of the accounts modules: an app with a fake clock, slider tokens, users, codes from the
 * outbox. Used by apps/server/test/accounts-*.test.ts (and by other modules' tests that need a user).
 *
 *   const clock = createFakeClock();
 *   const app = await createAccountsTestApp({ now: clock.now });
 *   const user = await createUser(app, { email: 'a@example.com' });
 *   const { accessToken } = await loginAs(app, user);
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { type App, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { hashPassword } from './modules/accounts-shared/password.ts';
import type { UserRecord } from './modules/accounts-shared/users.repository.ts';
import type { TracePoint } from './modules/verification/slider.service.ts';
import type { PowChallenge } from './modules/verification/slider-pow.ts';
import { DEV_PROVIDERS_ENV, testDatabaseOptions } from './testing.ts';

export interface FakeClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock that moves only when told (starts at the real time, so rows written by now() still sort). */
export function createFakeClock(start: Date = new Date()): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

/**
 * createTestApp with a clock: the same buildApp, a fresh database (PGlite, or a schema with DATABASE_URL),
 * and the development outbox and WeChat provider on (DEV_PROVIDERS_ENV; `env` may turn them off).
 */
export async function createAccountsTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    logger?: FastifyBaseLogger;
    /** as createTestApp's: start on the catalogue seeded at this size (PGlite template) */
    seedSize?: number;
  } = {},
): Promise<App> {
  const config = loadConfig({
    WEB_DIST: join(tmpdir(), 'jianku-test-no-web-dist'),
    ...DEV_PROVIDERS_ENV,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: await testDatabaseOptions(options.seedSize),
    logger: options.logger ?? pino({ level: 'silent' }),
    ...(options.now ? { now: options.now } : {}),
  });
  try {
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

/** A different loopback-range address per call, so that per-IP limits of one test do not touch another. */
let ipCounter = 0;
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A person-like drag: eased (slow, fast, slow) from 0 to the far end in `durationMs`. */
export function humanTrace(width: number, handleWidth: number, durationMs = 600, points = 21): TracePoint[] {
  const end = width - handleWidth;
  const trace: TracePoint[] = [];
  for (let i = 0; i < points; i++) {
    const p = i / (points - 1);
    trace.push({
      x: Math.round(((end * (1 - Math.cos(Math.PI * p))) / 2) * 10) / 10,
      t: 1000 + p * durationMs,
    });
  }
  return trace;
}

/**
 * Solve a slider challenge's proof-of-work as the browser's worker does (same library, node:crypto's
 * PBKDF2): the `pow` field of the verify request.
 */
export async function solvePow(challenge: PowChallenge): Promise<{ counter: number; derivedKey: string }> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof-of-work not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

/**
 * A fresh slider token through the API (a challenge, then a person-like drag with the solved
 * proof-of-work). `target`: the phone or e-mail the token will send a code to, when the caller names it.
 */
export async function sliderToken(
  app: App,
  width?: number,
  options: { ip?: string; target?: string } = {},
): Promise<string> {
  const ip = options.ip ?? freshIp();
  const query = new URLSearchParams();
  if (width) query.set('width', String(width));
  if (options.target) query.set('target', options.target);
  const challenge = await app.inject({
    method: 'GET',
    url: `/to/api/base/system/captcha/slider${query.size > 0 ? `?${query}` : ''}`,
    remoteAddress: ip,
  });
  const { challengeId, width: w, handleWidth, pow } = challenge.json().data;
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/system/captcha/slider/verify',
    remoteAddress: ip,
    payload: { challengeId, trace: humanTrace(w, handleWidth), pow: await solvePow(pow) },
  });
  const body = res.json();
  if (body.code !== 0) throw new Error(`slider refused: ${JSON.stringify(body)}`);
  return body.data.token;
}

/**
 * For the account tests whose subject is not the proof-of-work (every login and code there needs a slider token,
 * solved in the test with up to 1,000 attempts): one PBKDF2 round per attempt instead of 1,000, so the proof is
 * still asked and checked but cheap to solve. accounts-slider-pow.test.ts keeps the production cost.
 *   app = await createAccountsTestApp({ now: clock.now, env: CHEAP_POW_ENV });
 */
export const CHEAP_POW_ENV: Readonly<Record<string, string>> = { SLIDER_POW_COST: '1' };

export const TEST_PASSWORD = 'Passw0rd!';

let userCounter = 0;
/** A unique phone number for a test user. */
export function freshMobile(): string {
  userCounter += 1;
  return `139${String(process.pid % 1000).padStart(3, '0')}${String(userCounter).padStart(5, '0')}`;
}
/** A unique e-mail for a test user. */
export function freshEmail(): string {
  return `u${randomBytes(5).toString('hex')}@example.com`;
}

/** A user straight through the repository (password TEST_PASSWORD unless given). */
export async function createUser(
  app: App,
  fields: {
    email?: string;
    mobile?: string;
    password?: string;
    orgId?: number;
    nickname?: string;
    enabled?: boolean;
    wechatOpenId?: string;
  } = {},
): Promise<UserRecord & { password: string }> {
  const password = fields.password ?? TEST_PASSWORD;
  const email = fields.email ?? (fields.mobile ? undefined : freshEmail());
  const user = await app.services.accountRepositories.users.create({
    username: email ?? fields.mobile ?? '',
    nickname: fields.nickname ?? '',
    email: email ?? null,
    mobile: fields.mobile ?? null,
    passwordHash: await hashPassword(password),
    ...(fields.orgId !== undefined ? { orgId: fields.orgId } : {}),
    ...(fields.enabled !== undefined ? { enabled: fields.enabled } : {}),
    wechatOpenId: fields.wechatOpenId ?? null,
  });
  return { ...user, password };
}

/** Sign a user in by password; the token pair. */
export async function loginAs(
  app: App,
  user: { email: string | null; mobile: string | null; password: string },
): Promise<{ accessToken: string; refreshToken: string; tokenExpires: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/system/auth/login',
    remoteAddress: freshIp(),
    payload: {
      ...(user.email ? { email: user.email } : { mobile: user.mobile }),
      password: user.password,
      verified: await sliderToken(app),
      userType: 2,
    },
  });
  const body = res.json();
  if (body.code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** The newest code sent to a phone or e-mail, read from the dev outbox endpoint. */
export async function lastCode(app: App, target: string): Promise<string> {
  const res = await app.inject({ url: `/to/api/dev/outbox?target=${encodeURIComponent(target)}` });
  const code = res.json().data?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`no code in the outbox for ${target}`);
  return code;
}

/** Send a code (with a fresh slider token); the slider token and the envelope. */
export async function sendCode(
  app: App,
  input: { mobile?: string; email?: string; scene: number; ip?: string },
): Promise<{ token: string; body: { code: number; msg: string; data: unknown }; status: number }> {
  // the slider names the target, as the forms do when it is typed: its proof-of-work is sized for it
  const token = await sliderToken(app, undefined, { target: input.mobile ?? input.email });
  const res = await app.inject({
    method: 'POST',
    url: input.mobile ? '/to/api/base/system/auth/send-sms-code' : '/to/api/base/system/user/send-email-code',
    remoteAddress: input.ip ?? freshIp(),
    payload: {
      ...(input.mobile ? { mobile: input.mobile } : { email: input.email }),
      scene: input.scene,
      verified: token,
    },
  });
  return { token, body: res.json(), status: res.statusCode };
}

/**
 * Session limits (issue 18): parallel refreshes of one token (two tabs) keep the session, a replay after
 * the grace window still revokes the family, a session ends SESSION_MAX_DAYS after its sign-in whatever
 * the refreshes, and passwords stored with weaker argon2 parameters are rehashed at sign-in.
 */

import { ErrorCode, ErrorMessage } from '@jianku/rules';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createFakeClock,
  createUser,
  freshEmail,
  loginAs,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { ARGON2_PARAMS } from '../src/modules/accounts-shared/password.ts';
import { REFRESH_GRACE_MS } from '../src/modules/auth/auth.service.ts';
import { TEST_ENGINE } from '../src/testing.ts';

const clock = createFakeClock();
let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp({ now: clock.now, env: CHEAP_POW_ENV });
});
afterAll(async () => {
  await app?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PERMISSION_INFO = '/to/api/base/system/auth/get-permission-info?appType=2';
const UNAUTHORIZED = { code: ErrorCode.unauthorized, msg: ErrorMessage.unauthorized, data: null };

async function refresh(refreshToken: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/to/api/base/system/auth/refresh-token?refreshToken=${encodeURIComponent(refreshToken)}`,
    headers,
  });
  return res.json();
}
async function signedIn(accessToken: string): Promise<boolean> {
  const res = await app.inject({ url: PERMISSION_INFO, headers: { authorization: `Bearer ${accessToken}` } });
  return res.json().code === 0;
}

describe(`session limits (${TEST_ENGINE})`, () => {
  it('5 parallel refreshes of one token (tabs of one browser) all get a pair, and the session stays alive', async () => {
    const user = await createUser(app);
    const first = await loginAs(app, user);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refreshToken)));
    for (const answer of answers) expect(answer.code).toBe(0);
    const pairs = answers.map((answer) => answer.data as { accessToken: string; refreshToken: string });
    for (const pair of pairs) expect(await signedIn(pair.accessToken)).toBe(true);
    // each tab goes on refreshing its own pair
    clock.advance(60_000);
    for (const pair of pairs) {
      const next = await refresh(pair.refreshToken);
      expect(next.code).toBe(0);
      expect(await signedIn(next.data.accessToken)).toBe(true);
    }
  });

  it('a retired refresh token presented again after the grace window revokes the whole family', async () => {
    const user = await createUser(app);
    const first = await loginAs(app, user);
    const second = (await refresh(first.refreshToken)).data;
    // within the window, the same client gets a pair
    clock.advance(REFRESH_GRACE_MS - 1000);
    const retry = await refresh(first.refreshToken);
    expect(retry.code).toBe(0);
    // after it: reuse detection
    clock.advance(2000);
    expect(await refresh(first.refreshToken)).toEqual(UNAUTHORIZED);
    expect(await signedIn(second.accessToken)).toBe(false);
    expect(await signedIn(retry.data.accessToken)).toBe(false);
    expect(await refresh(second.refreshToken)).toEqual(UNAUTHORIZED);
    expect(await refresh(retry.data.refreshToken)).toEqual(UNAUTHORIZED);
  });

  it('within the grace window, another client (User-Agent) presenting the retired token revokes the family', async () => {
    const user = await createUser(app);
    const first = await loginAs(app, user);
    const second = (await refresh(first.refreshToken)).data;
    expect(await refresh(first.refreshToken, { 'user-agent': 'curl/8.0' })).toEqual(UNAUTHORIZED);
    expect(await signedIn(second.accessToken)).toBe(false);
  });

  it('a session ends 30 days (SESSION_MAX_DAYS) after sign-in, however often it is refreshed', async () => {
    expect(app.config.sessionMaxDays).toBe(30);
    const user = await createUser(app);
    let pair = await loginAs(app, user);
    for (let day = 0; day < 29; day += 1) {
      clock.advance(DAY_MS);
      const next = await refresh(pair.refreshToken);
      expect(next.code).toBe(0);
      pair = next.data;
    }
    expect(await signedIn(pair.accessToken)).toBe(true);
    clock.advance(DAY_MS); // day 30
    expect(await signedIn(pair.accessToken)).toBe(false);
    expect(await refresh(pair.refreshToken)).toEqual(UNAUTHORIZED);
    // a new sign-in starts a new session
    const again = await loginAs(app, user);
    expect(await signedIn(again.accessToken)).toBe(true);
  });

  it('SESSION_MAX_DAYS and REDIS_URL are read and checked', () => {
    expect(loadConfig({}).sessionMaxDays).toBe(30);
    expect(loadConfig({ SESSION_MAX_DAYS: '7' }).sessionMaxDays).toBe(7);
    expect(() => loadConfig({ SESSION_MAX_DAYS: '0' })).toThrow(ConfigError);
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
  });

  it('a password stored with weaker argon2 parameters is rehashed at sign-in (m=19456, t=2, p=1)', async () => {
    const password = 'Old-params1';
    const oldHash = await hash(password, {
      algorithm: 2 as Algorithm,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(oldHash).toContain('$m=4096,t=1,p=1$');
    const user = await createUser(app, { email: freshEmail(), password });
    await app.database.db
      .updateTable('users')
      .set({ password_hash: oldHash })
      .where('id', '=', user.id)
      .execute();

    await loginAs(app, user);
    const { password_hash: stored } = await app.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS;
    expect(stored).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`),
    );
    expect(stored).not.toContain('m=4096,t=1');
    expect(await verify(stored ?? '', password)).toBe(true);
    // signing in again works and keeps the hash
    await loginAs(app, user);
    const after = await app.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(stored);
  });
});

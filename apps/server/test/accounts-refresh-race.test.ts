/**
 * Refreshes that race (issue 19): the same refresh token presented several times at once. From one client (two
 * tabs, a retry) every request gets a working pair of the same session; from two clients (the owner and someone
 * holding a copy) the token is known to be stolen, so the whole family ends: no pair answered in the race keeps
 * working, and neither does the session's older access token. Each race runs several times, since the order in
 * which the parallel requests reach the database differs from run to run. Also the edges of the same-client grace
 * window that scripts/mutate.mjs showed untested: a logged-out session is not revived by it, and the absolute
 * session lifetime holds whatever a refresh row says.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, ErrorMessage } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createFakeClock,
  createUser,
  loginAs,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { TEST_ENGINE } from '../src/testing.ts';

const clock = createFakeClock();
let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp({ now: clock.now, env: CHEAP_POW_ENV });
});
afterAll(async () => {
  await app?.close();
});

const PERMISSION_INFO = '/to/api/base/system/auth/get-permission-info?appType=2';
const UNAUTHORIZED = { code: ErrorCode.unauthorized, msg: ErrorMessage.unauthorized, data: null };
const OWNER = { 'user-agent': 'owner browser' };
const THIEF = { 'user-agent': 'another browser', 'x-forwarded-for': '203.0.113.9' };

interface Pair {
  accessToken: string;
  refreshToken: string;
}

async function refresh(refreshToken: string, headers: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: `/to/api/base/system/auth/refresh-token?refreshToken=${encodeURIComponent(refreshToken)}`,
    headers,
  });
  return res.json() as { code: number; msg: string; data: Pair | null };
}

async function whoAmI(accessToken: string, headers: Record<string, string> = OWNER) {
  const res = await app.inject({
    url: PERMISSION_INFO,
    headers: { authorization: `Bearer ${accessToken}`, ...headers },
  });
  return res.json() as { code: number };
}

describe(`refresh races (${TEST_ENGINE})`, () => {
  it('one client refreshing one token 4 times at once gets 4 working pairs of the same session', async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await createUser(app);
      const first = await loginAs(app, user);
      const answers = await Promise.all([0, 1, 2, 3].map(() => refresh(first.refreshToken, OWNER)));
      expect(
        answers.map((a) => a.code),
        `round ${round}`,
      ).toEqual([0, 0, 0, 0]);
      const pairs = answers.map((a) => a.data as Pair);
      expect(new Set(pairs.map((p) => p.accessToken)).size).toBe(4);
      for (const p of pairs) expect((await whoAmI(p.accessToken)).code).toBe(0);
      // one session: logging out with any pair ends all of them
      await app.inject({
        method: 'POST',
        url: '/to/api/base/system/auth/logout',
        headers: { authorization: `Bearer ${pairs[0]!.accessToken}` },
      });
      for (const p of pairs) expect(await whoAmI(p.accessToken)).toEqual(UNAUTHORIZED);
    }
  });

  it('the owner and another client refreshing one token at once: at most one pair, and the family ends', async () => {
    for (let round = 0; round < 6; round += 1) {
      const user = await createUser(app);
      const other = await loginAs(app, user); // another device of the user: a different family, untouched
      const first = await loginAs(app, user);
      const racers = round % 2 === 0 ? [OWNER, THIEF] : [THIEF, OWNER];
      const answers = await Promise.all(racers.map((h) => refresh(first.refreshToken, h)));
      const pairs = answers.filter((a) => a.code === 0).map((a) => a.data as Pair);
      expect(pairs.length, `round ${round}: ${JSON.stringify(answers)}`).toBeLessThanOrEqual(1);
      expect(answers.filter((a) => a.code !== 0)).toEqual(Array(2 - pairs.length).fill(UNAUTHORIZED));
      // whoever won the rotation, the token is known to be copied: nothing of the family works any more
      expect(await whoAmI(first.accessToken), `round ${round}: old access token`).toEqual(UNAUTHORIZED);
      for (const p of pairs) {
        expect(await whoAmI(p.accessToken, THIEF), `round ${round}: raced access token`).toEqual(
          UNAUTHORIZED,
        );
        expect(await refresh(p.refreshToken, THIEF), `round ${round}: raced refresh token`).toEqual(
          UNAUTHORIZED,
        );
      }
      expect(await refresh(first.refreshToken, OWNER)).toEqual(UNAUTHORIZED);
      expect((await whoAmI(other.accessToken)).code).toBe(0);
    }
  });

  it('a retired token from the same client within the grace window gets nothing once the session was logged out', async () => {
    const user = await createUser(app);
    const first = await loginAs(app, user);
    const second = (await refresh(first.refreshToken, OWNER)).data as Pair;
    await app.inject({
      method: 'POST',
      url: '/to/api/base/system/auth/logout',
      headers: { authorization: `Bearer ${second.accessToken}`, ...OWNER },
    });
    // the same browser, seconds later (inside the 20 s grace): the logout ended the session, no pair revives it
    expect(await refresh(first.refreshToken, OWNER)).toEqual(UNAUTHORIZED);
    expect(await whoAmI(second.accessToken)).toEqual(UNAUTHORIZED);
  });

  it('a session whose sign-in lies beyond SESSION_MAX_DAYS ends at refresh even if its refresh token has not expired', async () => {
    // e.g. the operator lowered SESSION_MAX_DAYS: rows issued under the old value carry a later refresh expiry
    const user = await createUser(app);
    const pair = await loginAs(app, user);
    const maxMs = app.config.sessionMaxDays * 24 * 60 * 60 * 1000;
    await app.database.db
      .updateTable('auth_token')
      .set({
        session_started_at: new Date(clock.now().getTime() - maxMs - 60_000),
        refresh_expires_at: new Date(clock.now().getTime() + 24 * 60 * 60 * 1000),
      })
      .where('refresh_hash', '=', createHash('sha256').update(pair.refreshToken).digest('hex'))
      .execute();
    expect(await refresh(pair.refreshToken, OWNER)).toEqual(UNAUTHORIZED);
  });

  it('a refresh late in the session stores a refresh expiry no later than the session end (expired rows get purged)', async () => {
    const user = await createUser(app);
    const pair = await loginAs(app, user);
    const maxMs = app.config.sessionMaxDays * 24 * 60 * 60 * 1000;
    clock.advance(maxMs - 24 * 60 * 60 * 1000); // one day before the session ends
    const late = (await refresh(pair.refreshToken, OWNER)).data as Pair;
    const row = await app.database.db
      .selectFrom('auth_token')
      .select(['session_started_at', 'refresh_expires_at'])
      .where('refresh_hash', '=', createHash('sha256').update(late.refreshToken).digest('hex'))
      .executeTakeFirstOrThrow();
    const end = new Date(row.session_started_at).getTime() + maxMs;
    expect(new Date(row.refresh_expires_at).getTime()).toBeLessThanOrEqual(end);
    expect(new Date(row.refresh_expires_at).getTime()).toBeGreaterThan(clock.now().getTime());
  });
});

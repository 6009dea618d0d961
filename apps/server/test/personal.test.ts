/**
 * The personal centre's item lists (issue 14): favourites and recently viewed items, on a small seeded catalogue
 * (PGlite in memory, or a fresh PostgreSQL schema with DATABASE_URL) through app.inject. Unknown, malformed and
 * other organisations' items answer their Chinese message and store nothing; never a 500.
 */
import { ErrorCode } from '@jianku/rules';
import { PersonalMessage, RECENT_VIEWS_KEPT } from '@jianku/rules/personal-schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  createFakeClock,
  createUser,
  type FakeClock,
  loginAs,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import { callAs } from './orgs.fixtures.ts';

const SEED_SIZE = SMALL_SEED_SIZE;
const P = '/to/api/personal';

let app: App;
let clock: FakeClock;
let call: ReturnType<typeof callAs>;
let items: number[];

beforeAll(async () => {
  clock = createFakeClock();
  app = await createAccountsTestApp({ now: clock.now, seedSize: SEED_SIZE });
  await app.services.catalog.seed({ size: SEED_SIZE });
  call = callAs(app);
  const { rows } = await sql<{ id: number }>`
    select id from item where org_id is null order by id limit ${RECENT_VIEWS_KEPT + 5}`.execute(
    app.database.db,
  );
  items = rows.map((r) => Number(r.id));
}, 300_000);
afterAll(() => app.close());

describe(`favourites (${TEST_ENGINE})`, () => {
  it('a star on an item, the list newest first with the item’s model, brand and category, and off again', async () => {
    const { token } = await signedIn();
    const [a, b] = items as [number, number];
    expect((await call('GET', `${P}/favourite/state?itemId=${a}`, token)).body.data).toEqual({
      favourite: false,
    });
    expect((await call('POST', `${P}/favourite/add`, token, { itemId: a })).body.data).toEqual({
      favourite: true,
    });
    clock.advance(1000);
    await call('POST', `${P}/favourite/add`, token, { itemId: b });
    // twice is once
    await call('POST', `${P}/favourite/add`, token, { itemId: b });
    const list = (await call('GET', `${P}/favourite/list`, token)).body.data;
    expect(list.total).toBe(2);
    expect(list.list.map((i: { id: number }) => i.id)).toEqual([b, a]);
    expect(list.list[0]).toMatchObject({ id: b, kind: expect.any(Number), model: expect.any(String) });
    expect(list.list[0].category).not.toBe('');
    expect((await call('GET', `${P}/favourite/state?itemId=${a}`, token)).body.data.favourite).toBe(true);
    await call('POST', `${P}/favourite/remove`, token, { itemId: a });
    const after = (await call('GET', `${P}/favourite/list?page=1&pageSize=1`, token)).body.data;
    expect(after).toEqual({ total: 1, list: [expect.objectContaining({ id: b })] });
  });

  it('unknown, malformed and another organisation’s items: a Chinese message, nothing stored; signed out → 401', async () => {
    const { token } = await signedIn();
    const [privateItem] = items.slice(-1) as [number];
    await app.database.db.updateTable('item').set({ org_id: 424242 }).where('id', '=', privateItem).execute();
    for (const itemId of [999_999_999, privateItem]) {
      const res = await call('POST', `${P}/favourite/add`, token, { itemId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: ErrorCode.notFound, msg: PersonalMessage.itemNotFound, data: null });
      expect((await call('POST', `${P}/recent/add`, token, { itemId })).status).toBe(404);
    }
    for (const payload of [{}, { itemId: 'x' }, { itemId: 0 }, { itemId: 1.5 }]) {
      const res = await call('POST', `${P}/favourite/add`, token, payload);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await call('GET', `${P}/favourite/list?pageSize=1000`, token)).status).toBe(400);
    expect((await call('GET', `${P}/favourite/list`, token)).body.data).toEqual({ list: [], total: 0 });
    expect((await call('GET', `${P}/favourite/list`, null)).body.code).toBe(401);
    await app.database.db.updateTable('item').set({ org_id: null }).where('id', '=', privateItem).execute();
  });
});

describe(`recently viewed (${TEST_ENGINE})`, () => {
  it(`the newest ${RECENT_VIEWS_KEPT} views are kept, a view again moves the item first`, async () => {
    const { token } = await signedIn();
    for (const itemId of items.slice(0, RECENT_VIEWS_KEPT + 2)) {
      clock.advance(1000);
      expect((await call('POST', `${P}/recent/add`, token, { itemId })).body.data).toBe(true);
    }
    clock.advance(1000);
    await call('POST', `${P}/recent/add`, token, { itemId: items[5] });
    const recent = (await call('GET', `${P}/recent/list`, token)).body.data;
    expect(recent.total).toBe(RECENT_VIEWS_KEPT);
    expect(recent.list[0].id).toBe(items[5]);
    expect(recent.list[1].id).toBe(items[RECENT_VIEWS_KEPT + 1]);
    const ids = recent.list.map((i: { id: number }) => i.id);
    expect(ids).not.toContain(items[0]);
    expect(ids).not.toContain(items[1]);
  });
});

async function signedIn() {
  const user = await createUser(app);
  return { user, token: (await loginAs(app, user)).accessToken };
}

/**
 * The enterprise library (issue 14) through app.inject on a seeded catalogue (PGlite, or PostgreSQL with
 * DATABASE_URL): editors add real parts by hand (units read as the public library reads them) and link public
 * items; viewers, forged tenant-id headers, other organisations' ids and bad input are refused in Chinese and
 * change nothing; members find their items in search (scope=org) with unit ranges, outsiders never do.
 */
import { ErrorCode, OrgMessage } from '@jianku/rules';
import { OrgLibraryMessage } from '@jianku/rules/org-library-schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import {
  categoryId,
  createTeam,
  LIB,
  mlccBody,
  type OrgTeam,
  REAL_MLCCS,
  signedInUser,
} from './org-library.fixtures.ts';
import { callAs, type SignedIn } from './orgs.fixtures.ts';

let app: App;
let call: ReturnType<typeof callAs>;
let a: OrgTeam;
let b: OrgTeam;
let outsider: SignedIn;
let mlcc: number;

const countItems = async () =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from item where org_id is not null`.execute(
        app.database.db,
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  await app.services.search.rebuild();
  call = callAs(app);
  a = await createTeam(app, '华东精密电子有限公司');
  b = await createTeam(app, '华南电子科技有限公司');
  outsider = await signedInUser(app);
  mlcc = await categoryId(app, 'comp.passive.capacitor.mlcc');
}, 300_000);
afterAll(() => app.close());

describe(`enterprise library: adding items (${TEST_ENGINE})`, () => {
  it('an editor adds a real part by hand; parameters in any unit are stored as the public ones (0.1 微法 = 100 nF)', async () => {
    const res = await call('POST', `${LIB}/items`, a.editor.token, mlccBody(mlcc, REAL_MLCCS[3], 'A-C-0001'));
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const id = res.body.data.id as number;
    const detail = (await call('GET', `/to/api/catalog/items/${id}`, a.viewer.token)).body;
    expect(detail.code).toBe(0);
    expect(detail.data.model).toBe('C1608X7R1H104K080AA');
    expect(detail.data.org).toEqual({ internalCode: 'A-C-0001', notes: null, linkedItemId: null });
    const cap = detail.data.params.find((p: { key: string }) => p.key === 'capacitance');
    expect(cap).toMatchObject({ display: '100 nF', si: 1e-7 });
  });

  it('a viewer cannot edit: 403 with the Chinese message, nothing stored', async () => {
    const before = await countItems();
    const res = await call('POST', `${LIB}/items`, a.viewer.token, mlccBody(mlcc, REAL_MLCCS[0], 'A-V-1'));
    expect(res.body).toMatchObject({ code: ErrorCode.forbidden, msg: OrgLibraryMessage.viewerCannotEdit });
    const link = await call('POST', `${LIB}/links`, a.viewer.token, { itemId: 1 });
    expect(link.body.code).toBe(ErrorCode.forbidden);
    expect(await countItems()).toBe(before);
  });

  it('a forged tenant-id header (another organisation) is refused: 403 暂无权限, nothing stored', async () => {
    const before = await countItems();
    const res = await call('POST', `${LIB}/items`, b.editor.token, mlccBody(mlcc, REAL_MLCCS[0], 'F-1'), {
      'tenant-id': String(a.orgId),
    });
    expect(res.body.code).toBe(ErrorCode.forbidden);
    const outsiderRes = await call(
      'POST',
      `${LIB}/items`,
      outsider.token,
      mlccBody(mlcc, REAL_MLCCS[0], 'F-2'),
      {
        'tenant-id': String(a.orgId),
      },
    );
    expect(outsiderRes.body.code).toBe(ErrorCode.forbidden);
    // a forged header on a read gets the public library only
    const search = await call(
      'GET',
      `/to/api/search/items?kind=2&keyWords=C1608X7R1H104K080AA&scope=org`,
      outsider.token,
      undefined,
      {
        'tenant-id': String(a.orgId),
      },
    );
    expect(search.body.data?.list ?? []).toEqual([]);
    expect(await countItems()).toBe(before);
  });

  it('bad input: Chinese messages, nothing stored', async () => {
    const before = await countItems();
    const good = mlccBody(mlcc, REAL_MLCCS[0], 'A-BAD');
    const cases: Array<[unknown, string | RegExp]> = [
      [{ ...good, params: { ...good.params, capacitance: '十二' } }, /参数「容值」的值「十二」无法识别/],
      [{ ...good, params: { ...good.params, capacitance: '5V' } }, /无法识别/],
      [{ ...good, params: { ...good.params, dielectric: 'Y5V' } }, /不在可选值中/],
      [{ ...good, params: { ...good.params, colour: 'red' } }, OrgLibraryMessage.unknownParam('colour')],
      [{ ...good, model: '  ' }, OrgLibraryMessage.modelRequired],
      [{ ...good, name: '' }, OrgLibraryMessage.nameRequired],
      [{ ...good, model: 'X'.repeat(129) }, OrgLibraryMessage.tooLong('型号', 128)],
      [{ ...good, internalCode: 'Y'.repeat(65) }, OrgLibraryMessage.tooLong('企业内部料号', 64)],
      [{ ...good, notes: '注'.repeat(1001) }, OrgLibraryMessage.tooLong('备注', 1000)],
      [{ ...good, model: 'GRM\u0007' }, OrgLibraryMessage.controlChars('型号')],
      [{ ...good, categoryId: 999_999 }, OrgLibraryMessage.categoryNotFound],
      [
        { ...good, categoryId: await categoryId(app, 'comp.passive.capacitor') },
        OrgLibraryMessage.categoryNotLeaf,
      ],
      [{ ...good, brandId: 999_999 }, OrgLibraryMessage.brandNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', `${LIB}/items`, a.editor.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe(ErrorCode.invalidParams);
      if (typeof message === 'string') expect(res.body.msg).toBe(message);
      else expect(res.body.msg).toMatch(message);
    }
    // a body the schema refuses outright (not JSON of the shape): 400, never 500
    const wrong = await call('POST', `${LIB}/items`, a.editor.token, { categoryId: 'x' });
    expect(wrong.status).toBe(400);
    expect(await countItems()).toBe(before);
  });

  it('an internal part number is unique within the organisation, not across organisations', async () => {
    const first = await call('POST', `${LIB}/items`, a.editor.token, mlccBody(mlcc, REAL_MLCCS[1], 'DUP-1'));
    expect(first.body.code).toBe(0);
    const again = await call('POST', `${LIB}/items`, a.owner.token, mlccBody(mlcc, REAL_MLCCS[2], 'DUP-1'));
    expect(again.body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: OrgLibraryMessage.internalCodeTaken('DUP-1'),
    });
    const other = await call('POST', `${LIB}/items`, b.editor.token, mlccBody(mlcc, REAL_MLCCS[2], 'DUP-1'));
    expect(other.body.code).toBe(0);
  });

  it('linking a public item: a copy with the organisation’s part number and notes, once; private ids cannot be linked', async () => {
    const publicId = Number(
      (
        await sql<{
          id: number;
        }>`select id from item where org_id is null and kind = 2 order by id limit 1`.execute(app.database.db)
      ).rows[0]?.id,
    );
    const res = await call('POST', `${LIB}/links`, a.editor.token, {
      itemId: publicId,
      internalCode: 'A-L-1',
      notes: '首选料\n已认证',
    });
    expect(res.body.code).toBe(0);
    const copy = (await call('GET', `/to/api/catalog/items/${res.body.data.id}`, a.viewer.token)).body.data;
    const original = (await call('GET', `/to/api/catalog/items/${publicId}`, null)).body.data;
    expect(copy.model).toBe(original.model);
    expect(copy.params).toEqual(original.params);
    expect(copy.org).toEqual({ internalCode: 'A-L-1', notes: '首选料\n已认证', linkedItemId: publicId });
    const twice = await call('POST', `${LIB}/links`, a.editor.token, { itemId: publicId });
    expect(twice.body.msg).toBe(OrgLibraryMessage.alreadyLinked);
    const privateOne = await call('POST', `${LIB}/links`, b.editor.token, { itemId: res.body.data.id });
    expect(privateOne.body.msg).toBe(OrgLibraryMessage.linkNotFound);
  });
});

describe(`enterprise library: reading and isolation (${TEST_ENGINE})`, () => {
  it('members list their categories and items; outsiders have no organisation; another organisation sees none', async () => {
    const cats = (await call('GET', `${LIB}/categories`, a.viewer.token)).body.data;
    expect(cats.find((c: { id: number }) => c.id === mlcc)).toMatchObject({ itemCount: expect.any(Number) });
    const items = (await call('GET', `${LIB}/items?categoryId=${mlcc}`, a.viewer.token)).body.data;
    expect(items.total).toBeGreaterThan(0);
    const bItems = (await call('GET', `${LIB}/items?categoryId=${mlcc}`, b.viewer.token)).body.data;
    const aIds = new Set(items.list.map((i: { id: number }) => i.id));
    expect(bItems.list.some((i: { id: number }) => aIds.has(i.id))).toBe(false);
    const none = await call('GET', `${LIB}/items`, outsider.token);
    expect(none.body).toMatchObject({ code: expect.any(Number), msg: OrgMessage.noOrg });
  });

  it('search scope=org finds the organisation’s part by part number and by a unit range; public search and outsiders do not', async () => {
    const q = 'kind=2&keyWords=C1608X7R1H104K080AA';
    const mine = (await call('GET', `/to/api/search/items?${q}&scope=org`, a.viewer.token)).body.data;
    expect(mine.list.map((i: { model: string }) => i.model)).toContain('C1608X7R1H104K080AA');
    const ranged = (
      await call(
        'GET',
        `/to/api/search/items?kind=2&categoryId=${mlcc}&p.capacitance=50nF~0.2uF&scope=org`,
        a.viewer.token,
      )
    ).body.data;
    expect(ranged.total).toBeGreaterThan(0);
    for (const item of ranged.list) {
      const d = (await call('GET', `/to/api/catalog/items/${item.id}`, a.viewer.token)).body.data;
      expect(d.params.find((p: { key: string }) => p.key === 'capacitance').si).toBeCloseTo(1e-7, 12);
    }
    const publicSearch = (await call('GET', `/to/api/search/items?${q}`, a.viewer.token)).body.data;
    expect(
      publicSearch.list.some((i: { id: number }) => mine.list.some((m: { id: number }) => m.id === i.id)),
    ).toBe(false);
    const other = (await call('GET', `/to/api/search/items?${q}&scope=org`, b.viewer.token)).body.data;
    expect(other.list.some((i: { id: number }) => mine.list.some((m: { id: number }) => m.id === i.id))).toBe(
      false,
    );
    const stranger = await call('GET', `/to/api/search/items?${q}&scope=org`, outsider.token);
    expect(stranger.body).toMatchObject({ code: ErrorCode.forbidden, msg: OrgMessage.noOrg });
    const suggest = (
      await call('GET', '/to/api/public/component/es/keyword/suggest?keyword=C1608&scope=org', a.viewer.token)
    ).body.data;
    expect(suggest).toContain('C1608X7R1H104K080AA');
  });

  it('another organisation’s item is 404 exactly as an unknown id: item page, siblings, compare, alternates, delete', async () => {
    const own = (await call('GET', `${LIB}/items`, a.viewer.token)).body.data.list[0].id as number;
    const unknown = 987_654_321;
    for (const path of [
      (id: number) => `/to/api/catalog/items/${id}`,
      (id: number) => `/to/api/catalog/items/${id}/siblings`,
    ]) {
      const theirs = await call('GET', path(own), b.viewer.token);
      const none = await call('GET', path(unknown), b.viewer.token);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(none.body);
      expect((await call('GET', path(own), a.viewer.token)).status).toBe(200);
    }
    const cmp = await call('GET', `/to/api/compare?ids=${own}`, b.viewer.token);
    const cmpNone = await call('GET', `/to/api/compare?ids=${unknown}`, b.viewer.token);
    expect(cmp.body.msg.replace(String(own), 'ID')).toBe(cmpNone.body.msg.replace(String(unknown), 'ID'));
    const alt = await call('GET', `/to/api/alternates?id=${own}`, outsider.token);
    expect(alt.status).toBe(404);
    const del = await call('POST', `${LIB}/items/${own}/delete`, b.editor.token);
    expect(del.status).toBe(404);
    expect((await call('GET', `/to/api/catalog/items/${own}`, a.viewer.token)).status).toBe(200);
  });
});

/**
 * Vendor pages (SPEC-2.18, /vendor/{key}): an organisation's owners and admins publish its public showcase
 * under a key; anyone reads it, signed in or not, and sees only what was published (name, logo, introduction,
 * website, contact, public brands): never members, items, stock or the audit log. An unknown key, a hidden
 * page and a disabled organisation answer the same 404. Bad settings answer their exact Chinese message and
 * change nothing; publishing, hiding and editing are audited. PGlite in memory, or PostgreSQL with DATABASE_URL.
 */
import { ErrorCode, OrgMessage, VENDOR_BRANDS_MAX, VendorMessage } from '@jianku/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createOrgsRepository } from '../src/modules/orgs/orgs.repository.ts';
import { createTestApp, SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import { createTeam, LIB, mlccBody, type OrgTeam, REAL_MLCCS, signedInUser } from './org-library.fixtures.ts';
import { type Answer, addMember, callAs, type SignedIn } from './orgs.fixtures.ts';

const VENDOR = '/to/api/vendor';
const SETTINGS = `${VENDOR}/settings`;

let app: App;
let call: ReturnType<typeof callAs>;
let brands: Array<{ id: number; nameZh: string; nameEn: string; kinds: number[] }>;
/** an organisation created with a logo by its owner, with an editor and a viewer */
let team: OrgTeam;
let logoBytes: Buffer;
let outsider: SignedIn;

async function uploadLogo(token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0958d9' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('bizCode', 'org-logo');
  body.append('type', 'Images');
  body.append('fileName', 'logo.png');
  body.append('file', new Blob([new Uint8Array(png)]), 'logo.png');
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/file/upload',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(res.json().code).toBe(0);
  return res.json().data.id;
}

const expectRefused = (res: Answer, code: number, msg: string) => {
  expect(res.status).not.toBe(500);
  expect(res.body).toEqual({ code, msg, data: null });
};

const settingsRow = (orgId: number) =>
  app.database.db.selectFrom('vendor_page').selectAll().where('org_id', '=', orgId).executeTakeFirst();

const vendorAudit = (orgId: number) =>
  app.database.db
    .selectFrom('org_audit')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('org_id', '=', orgId)
    .where('target_type', '=', 'vendor')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  call = callAs(app);
  brands = (
    await app.database.db
      .selectFrom('brand')
      .select(['id', 'name_zh as nameZh', 'name_en as nameEn', 'kinds'])
      .orderBy('id')
      .limit(30)
      .execute()
  ).map((b) => ({ ...b, id: Number(b.id), kinds: b.kinds.map(Number) }));
  // the owner uploads the logo before the organisation exists, then creates it with the logo
  const owner = await signedInUser(app);
  const logo = await uploadLogo(owner.token);
  const created = await call('POST', '/to/api/base/org/create', owner.token, {
    name: '杭州精测电子有限公司',
    logo,
  });
  expect(created.body.code).toBe(0);
  const orgId = created.body.data.org.id as number;
  team = {
    orgId,
    owner,
    editor: await addMember(app, orgId, 'editor'),
    viewer: await addMember(app, orgId, 'viewer'),
  };
  const served = await app.inject({
    url: `/to/api/base/file/content/get/${logo}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(served.statusCode).toBe(200);
  logoBytes = served.rawPayload;
  outsider = await signedInUser(app);
  // the organisation has items of its own: none of them may show on its page
  const add = await call(
    'POST',
    `${LIB}/items`,
    team.editor.token,
    mlccBody(await mlccCategory(), REAL_MLCCS[0], 'JC-SECRET-0001'),
  );
  expect(add.body.code, JSON.stringify(add.body)).toBe(0);
}, 300_000);
afterAll(() => app.close());

async function mlccCategory(): Promise<number> {
  const row = await app.database.db
    .selectFrom('category')
    .select('id')
    .where('code', '=', 'comp.passive.capacitor.mlcc')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const published = (extra: Record<string, unknown> = {}) => ({
  key: 'jckey',
  published: true,
  intro: '专注精密测量仪器与电子元器件代理，服务华东地区的研发与生产团队。',
  website: 'https://www.example.com',
  contact: '0571-88886666（工作日 9:00–18:00）',
  brandIds: [brands[0]?.id, brands[1]?.id],
  ...extra,
});

describe(`vendor pages (${TEST_ENGINE})`, () => {
  it('SPEC-2.18 an owner publishes the page under jckey; anyone reads it with the logo, and only the published fields', async () => {
    expect((await call('GET', SETTINGS, team.owner.token)).body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: null,
    });
    const saved = await call('POST', SETTINGS, team.owner.token, published());
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect(saved.body.data).toMatchObject({ key: 'jckey', published: true });
    expect(saved.body.data.brands.map((b: { id: number }) => b.id)).toEqual([brands[0]?.id, brands[1]?.id]);
    for (const token of [null, outsider.token, team.viewer.token]) {
      const page = await call('GET', `${VENDOR}/page/jckey`, token);
      expect(page.status).toBe(200);
      expect(Object.keys(page.body.data).sort()).toEqual(
        ['brands', 'contact', 'intro', 'key', 'logoUrl', 'name', 'updatedAt', 'website'].sort(),
      );
      expect(page.body.data).toMatchObject({
        key: 'jckey',
        name: '杭州精测电子有限公司',
        logoUrl: '/to/api/vendor/page/jckey/logo',
        intro: published().intro,
        website: 'https://www.example.com',
        contact: published().contact,
      });
      const [first] = page.body.data.brands;
      expect(Object.keys(first).sort()).toEqual(['id', 'library', 'nameEn', 'nameZh']);
      expect(first).toMatchObject({ id: brands[0]?.id, nameZh: brands[0]?.nameZh });
      // nothing else of the organisation: no members' accounts, no items, no ids
      const text = JSON.stringify(page.body);
      for (const secret of [
        'JC-SECRET-0001',
        'GRM188R71H104KA93D',
        team.owner.user.mobile,
        team.editor.user.mobile,
        '"orgId"',
        '"members"',
      ]) {
        if (secret) expect(text, secret).not.toContain(secret);
      }
      const logo = await app.inject({ url: page.body.data.logoUrl });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload.equals(logoBytes)).toBe(true);
    }
    // the organisation's logo stays its file: its own address still serves members only
    const stillPrivate = await app.inject({
      url: `/to/api/base/file/content/get/${(await createOrgsRepository(app.database.db).findById(team.orgId))?.logo}`,
    });
    expect(stillPrivate.statusCode).toBe(404);
  });

  it('an unpublished page, an unknown key and a disabled organisation answer the same 404 (page and logo)', async () => {
    const unknown = await app.inject({ url: `${VENDOR}/page/no-such-vendor` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: ErrorCode.notFound, msg: VendorMessage.notFound, data: null });
    const hide = await call('POST', SETTINGS, team.owner.token, published({ published: false }));
    expect(hide.body.data.published).toBe(false);
    for (const token of [null, outsider.token, team.owner.token]) {
      const hidden = await app.inject({
        url: `${VENDOR}/page/jckey`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).toBe(unknown.body);
      const logo = await app.inject({ url: `${VENDOR}/page/jckey/logo` });
      expect(logo.statusCode).toBe(404);
      expect(logo.body).toBe(unknown.body);
    }
    for (const key of ['JCKEY', 'a', '../../etc/passwd', 'x'.repeat(33), '%E4%BB%B6']) {
      const res = await app.inject({ url: `${VENDOR}/page/${key}` });
      expect(res.statusCode, key).toBe(404);
    }
    await call('POST', SETTINGS, team.owner.token, published());
    expect((await app.inject({ url: `${VENDOR}/page/jckey` })).statusCode).toBe(200);
    await createOrgsRepository(app.database.db).setEnabled(team.orgId, false);
    const disabled = await app.inject({ url: `${VENDOR}/page/jckey` });
    expect(disabled.statusCode).toBe(404);
    expect(disabled.body).toBe(unknown.body);
    await createOrgsRepository(app.database.db).setEnabled(team.orgId, true);
    expect((await app.inject({ url: `${VENDOR}/page/jckey` })).statusCode).toBe(200);
  });

  it('bad settings: the exact Chinese message (HTTP 400) and nothing changed; a taken key says so', async () => {
    const before = await settingsRow(team.orgId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [published({ key: '' }), VendorMessage.keyRequired],
      [published({ key: 'JCKEY' }), VendorMessage.keyInvalid],
      [published({ key: 'jc' }), VendorMessage.keyInvalid],
      [published({ key: 'j'.repeat(33) }), VendorMessage.keyInvalid],
      [published({ key: 'jc key' }), VendorMessage.keyInvalid],
      [published({ key: '件库厂商' }), VendorMessage.keyInvalid],
      [published({ intro: '测'.repeat(501) }), VendorMessage.introTooLong],
      [published({ intro: 'a\u0007b' }), VendorMessage.textInvalid],
      [published({ website: 'ftp://www.example.com' }), VendorMessage.websiteInvalid],
      [published({ website: 'javascript:alert(1)' }), VendorMessage.websiteInvalid],
      [published({ website: 'https://localhost' }), VendorMessage.websiteInvalid],
      [published({ website: 'https://user:pw@www.example.com' }), VendorMessage.websiteInvalid],
      [published({ contact: '电'.repeat(101) }), VendorMessage.contactTooLong],
      [published({ contact: '0571\n8888' }), VendorMessage.textInvalid],
      [
        published({ brandIds: brands.slice(0, VENDOR_BRANDS_MAX + 1).map((b) => b.id) }),
        VendorMessage.brandsTooMany,
      ],
      [published({ brandIds: [2_000_000_000] }), VendorMessage.brandInvalid],
    ];
    expect(brands.length).toBeGreaterThan(VENDOR_BRANDS_MAX);
    for (const [body, msg] of cases) {
      expectRefused(await call('POST', SETTINGS, team.owner.token, body), ErrorCode.invalidParams, msg);
    }
    for (const body of [
      {},
      { key: 'jckey' },
      { ...published(), published: 'yes' },
      { ...published(), brandIds: 'x' },
    ]) {
      const res = await call('POST', SETTINGS, team.owner.token, body);
      expect(res.body.code, JSON.stringify(body)).not.toBe(0);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await settingsRow(team.orgId)).toEqual(before);
    // another organisation cannot take jckey, hidden or not
    const other = await createTeam(app, '宁波华测仪器有限公司');
    expectRefused(
      await call('POST', SETTINGS, other.owner.token, published({ published: false })),
      ErrorCode.invalidParams,
      VendorMessage.keyTaken,
    );
    expect(await settingsRow(other.orgId)).toBeUndefined();
    expect((await call('POST', SETTINGS, other.owner.token, published({ key: 'huace-nb' }))).body.code).toBe(
      0,
    );
  });

  it('only owners and admins set it: editors and viewers 403, outsiders no organisation, anonymous 401', async () => {
    for (const member of [team.editor, team.viewer]) {
      for (const [method, body] of [
        ['GET', undefined],
        ['POST', published({ intro: '改' })],
      ] as const) {
        expectRefused(
          await call(method, SETTINGS, member.token, body),
          ErrorCode.forbidden,
          VendorMessage.adminOnly,
        );
      }
    }
    const none = await call('GET', SETTINGS, outsider.token);
    expect(none.body).toMatchObject({ msg: OrgMessage.noOrg, data: null });
    expect(none.body.code).not.toBe(0);
    expect((await call('POST', SETTINGS, null, published())).body.code).toBe(401);
    // a forged tenant-id header naming the organisation: refused before the handler
    const forged = await call('POST', SETTINGS, outsider.token, published({ key: 'forged-key' }), {
      'tenant-id': String(team.orgId),
    });
    expect(forged.body.code).toBe(403);
    expect((await app.inject({ url: `${VENDOR}/page/forged-key` })).statusCode).toBe(404);
  });

  it('publishing, hiding and editing are audited with before and after; a save that changes nothing writes none', async () => {
    const fresh = await createTeam(app, '苏州微测科技有限公司');
    await call('POST', SETTINGS, fresh.owner.token, published({ key: 'weice-sz', published: false }));
    await call('POST', SETTINGS, fresh.owner.token, published({ key: 'weice-sz' }));
    await call('POST', SETTINGS, fresh.owner.token, published({ key: 'weice-sz' }));
    await call('POST', SETTINGS, fresh.owner.token, published({ key: 'weice-sz', contact: '0512-66668888' }));
    await call('POST', SETTINGS, fresh.owner.token, published({ key: 'weice-sz', published: false }));
    // a refused save writes nothing either
    await call('POST', SETTINGS, fresh.owner.token, published({ key: 'WEICE' }));
    const rows = await vendorAudit(fresh.orgId);
    expect(rows.map((r) => r.action)).toEqual([
      'vendor.edit',
      'vendor.publish',
      'vendor.edit',
      'vendor.unpublish',
    ]);
    expect(rows.every((r) => Number(r.actor_id) === fresh.owner.user.id)).toBe(true);
    expect(rows[0]?.before).toBeNull();
    expect(rows[2]).toMatchObject({
      before: expect.objectContaining({ contact: published().contact }),
      after: expect.objectContaining({ contact: '0512-66668888', published: true }),
    });
    const list = (await call('GET', '/to/api/audit/list', fresh.owner.token)).body.data.list;
    expect(list[0]).toMatchObject({ action: 'vendor.unpublish', actionLabel: '取消发布厂商主页' });
  });
});

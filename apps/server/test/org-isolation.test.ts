/**
 * Tenant isolation (issue 14), by randomized requests: members of three organisations (owner, editor, viewer),
 * signed-in users of none and anonymous callers, some with a forged tenant-id header, ask the item page,
 * siblings, search (public and scope=org, keywords, categories, unit ranges), suggestions, comparison,
 * alternates, the organisation's item list and file contents, the warehouse, the audit log and vendor pages
 * (published and hidden), for ids and words of every organisation. Every answer is checked for rows of an
 * organisation the caller is not in: item ids, internal part numbers, notes, part numbers only another
 * organisation holds, file bytes, hidden vendor pages. It prints the requests made and the leaks found
 * (expected: zero). Seeded (SEED below) so that a failure replays.
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import { categoryId, createTeam, LIB, mlccBody, type OrgTeam, signedInUser } from './org-library.fixtures.ts';
import type { SignedIn } from './orgs.fixtures.ts';

const REQUESTS = Number(process.env.ISOLATION_REQUESTS ?? 10_000);
const SEED = 0x14c0ffee;
const CONCURRENCY = 8;

/** Each organisation's own real parts (one maker each, so that a part number tells whose it is). */
const PARTS: ReadonlyArray<ReadonlyArray<{ model: string; capacitance: string; voltage: string }>> = [
  [
    { model: 'GRM188R71H104KA93D', capacitance: '0.1uF', voltage: '50V' },
    { model: 'GRM188R71H103KA01D', capacitance: '10nF', voltage: '50V' },
    { model: 'GRM188R71C105KA12D', capacitance: '1uF', voltage: '16V' },
  ],
  [
    { model: 'CL10B104KB8NNNC', capacitance: '100nF', voltage: '50V' },
    { model: 'CL10B103KB8NNNC', capacitance: '10nF', voltage: '50V' },
    { model: 'CL10B105KO8NNNC', capacitance: '1uF', voltage: '16V' },
  ],
  [
    { model: 'C1608X7R1H104K080AA', capacitance: '0.1 微法', voltage: '50V' },
    { model: 'C1608X7R1H103K080AA', capacitance: '10000pF', voltage: '50V' },
    { model: 'C1608X7R1C105K080AC', capacitance: '1uF', voltage: '16V' },
  ],
];

interface Tenant {
  team: OrgTeam;
  itemIds: number[];
  /** texts only this organisation holds: internal part numbers, notes, its makers' part numbers */
  secrets: string[];
  file: { id: string; url: string; bytes: Buffer };
}

interface Caller {
  token: string | null;
  /** index into tenants, or -1 */
  org: number;
}

/** the vendor page key of the k-th organisation (only the first is published) */
const vendorKey = (k: number) => `iso-vendor-${k + 1}`;

let app: App;
const tenants: Tenant[] = [];
let publicIds: number[] = [];
let mlcc = 0;

function mulberry32(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

async function upload(token: string, colour: string): Promise<Tenant['file']> {
  const bytes = await sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('bizCode', 'org-item');
  body.append('type', 'Images');
  body.append('fileName', 'part.png');
  body.append('file', new Blob([new Uint8Array(bytes)]), 'part.png');
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/file/upload',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(res.json().code).toBe(0);
  return { ...res.json().data, bytes };
}

async function fillTenant(k: number): Promise<Tenant> {
  const team = await createTeam(app, `隔离测试企业${k + 1}`);
  const itemIds: number[] = [];
  const secrets: string[] = [];
  for (const [i, part] of (PARTS[k] ?? []).entries()) {
    const code = `T${k + 1}-SECRET-${i + 1}`;
    const res = await app.inject({
      method: 'POST',
      url: `${LIB}/items`,
      headers: { authorization: `Bearer ${team.editor.token}` },
      payload: { ...mlccBody(mlcc, part, code), notes: `机密备注${k + 1}-${i + 1}` },
    });
    expect(res.json().code, res.body).toBe(0);
    itemIds.push(res.json().data.id);
    secrets.push(code, `机密备注${k + 1}-${i + 1}`, part.model);
  }
  for (const [i, publicId] of publicIds.slice(k * 2, k * 2 + 2).entries()) {
    const code = `T${k + 1}-LINK-${i + 1}`;
    const res = await app.inject({
      method: 'POST',
      url: `${LIB}/links`,
      headers: { authorization: `Bearer ${team.owner.token}` },
      payload: { itemId: publicId, internalCode: code, notes: `链接备注${k + 1}-${i + 1}` },
    });
    expect(res.json().code, res.body).toBe(0);
    itemIds.push(res.json().data.id);
    secrets.push(code, `链接备注${k + 1}-${i + 1}`);
  }
  // the warehouse: a location, stock in with a reason and a reference (all in the audit log too)
  const location = `T${k + 1}-库位-机密`;
  const loc = await app.inject({
    method: 'POST',
    url: '/to/api/warehouse/locations',
    headers: { authorization: `Bearer ${team.owner.token}` },
    payload: { name: location },
  });
  expect(loc.json().code, loc.body).toBe(0);
  const reason = `T${k + 1}-入库原因-机密`;
  const stocked = await app.inject({
    method: 'POST',
    url: '/to/api/warehouse/stock/in',
    headers: { authorization: `Bearer ${team.editor.token}` },
    payload: {
      itemId: itemIds[0],
      locationId: loc.json().data.id,
      quantity: 10 + k,
      reason,
      reference: `T${k + 1}-REF`,
    },
  });
  expect(stocked.json().code, stocked.body).toBe(0);
  await app.inject({
    method: 'POST',
    url: '/to/api/warehouse/minimum',
    headers: { authorization: `Bearer ${team.editor.token}` },
    payload: { itemId: itemIds[0], minQuantity: 100 },
  });
  secrets.push(location, reason, `T${k + 1}-REF`);
  // the vendor page: the first organisation publishes its own, the others keep theirs hidden (their texts secret)
  const vendorIntro = `T${k + 1}-厂商简介${k === 0 ? '' : '-未发布-机密'}`;
  const page = await app.inject({
    method: 'POST',
    url: '/to/api/vendor/settings',
    headers: { authorization: `Bearer ${team.owner.token}` },
    payload: { key: vendorKey(k), published: k === 0, intro: vendorIntro, contact: `T${k + 1}-联系人` },
  });
  expect(page.json().code, page.body).toBe(0);
  if (k !== 0) secrets.push(vendorIntro, `T${k + 1}-联系人`);
  return {
    team,
    itemIds,
    secrets,
    file: await upload(team.viewer.token, ['#d4380d', '#389e0d', '#0958d9'][k] ?? '#000'),
  };
}

beforeAll(async () => {
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  await app.services.search.rebuild();
  mlcc = await categoryId(app, 'comp.passive.capacitor.mlcc');
  const rows = await app.database.db
    .selectFrom('item')
    .select('id')
    .where('org_id', 'is', null)
    .where('category_id', '=', mlcc)
    .orderBy('id')
    .limit(40)
    .execute();
  publicIds = rows.map((r) => Number(r.id));
  for (let k = 0; k < 3; k++) tenants.push(await fillTenant(k));
  // a maker's part number the public catalogue also holds is no secret of the organisation
  const models = PARTS.flat().map((p) => p.model);
  const inPublic = await app.database.db
    .selectFrom('item')
    .select('model')
    .where('org_id', 'is', null)
    .where('model', 'in', models)
    .execute();
  const publicModels = new Set(inPublic.map((r) => r.model));
  for (const t of tenants) t.secrets = t.secrets.filter((s) => !publicModels.has(s));
}, 300_000);
afterAll(() => app.close());

/** One random request: its description, and the leak check of its answer. */
function randomRequest(rand: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const anyTenant = pick(tenants);
  const anyOrgItem = pick(anyTenant.itemIds);
  const anyId = pick([anyOrgItem, anyOrgItem, pick(publicIds), 987_654_321]);
  const anyModel = pick(PARTS.flat()).model;
  const scope = rand() < 0.6 ? '&scope=org' : '';
  const word = pick([anyModel, anyModel.slice(0, 6), pick(anyTenant.secrets), '100nF', 'X7R', '电容']);
  const ids = [anyOrgItem, pick(publicIds), pick(pick(tenants).itemIds)].slice(0, 1 + Math.floor(rand() * 3));
  const kind = pick([
    'item',
    'siblings',
    'search',
    'range',
    'suggest',
    'compare',
    'alternates',
    'altModel',
    'file',
    'list',
    'whStock',
    'whLocations',
    'whHistory',
    'whWarnings',
    'whItems',
    'whExport',
    'auditList',
    'auditCsv',
    'vendor',
    'vendorLogo',
    'vendorSettings',
  ]);
  const url = {
    item: `/to/api/catalog/items/${anyId}`,
    siblings: `/to/api/catalog/items/${anyId}/siblings`,
    search: `/to/api/search/items?kind=2&keyWords=${encodeURIComponent(word)}${scope}`,
    range: `/to/api/search/items?kind=2&categoryId=${mlcc}&p.capacitance=${pick(['5nF~20nF', '50nF~0.2uF', '~2uF'])}${scope}`,
    suggest: `/to/api/public/component/es/keyword/suggest?keyword=${encodeURIComponent(word.slice(0, 5))}${scope}`,
    compare: `/to/api/compare?ids=${[...new Set(ids)].join(',')}`,
    alternates: `/to/api/alternates?id=${anyId}`,
    altModel: `/to/api/alternates?partNumber=${encodeURIComponent(anyModel)}`,
    file: anyTenant.file.url,
    list: `${LIB}/items?pageSize=50`,
    whStock: `/to/api/warehouse/stock?pageSize=50${rand() < 0.3 ? `&keyword=${encodeURIComponent(word.slice(0, 4))}` : ''}`,
    whLocations: '/to/api/warehouse/locations',
    whHistory: `/to/api/warehouse/history?itemId=${anyId}`,
    whWarnings: '/to/api/warehouse/warnings',
    whItems: `/to/api/warehouse/items?keyword=${encodeURIComponent(word.slice(0, 4))}`,
    whExport: '/to/api/warehouse/export',
    auditList: `/to/api/audit/list?pageSize=50${rand() < 0.3 ? '&action=stock.in' : ''}`,
    auditCsv: '/to/api/audit/export?format=csv',
    vendor: `/to/api/vendor/page/${vendorKey(tenants.indexOf(anyTenant))}`,
    vendorLogo: `/to/api/vendor/page/${vendorKey(tenants.indexOf(anyTenant))}/logo`,
    vendorSettings: '/to/api/vendor/settings',
  }[kind] as string;
  return { kind, url, fileOwner: tenants.indexOf(anyTenant) };
}

/** The texts and ids the caller must never see: every other organisation's. */
function foreignOf(caller: Caller) {
  const own = caller.org >= 0 ? tenants[caller.org] : undefined;
  const foreign = tenants.filter((_, k) => k !== caller.org);
  const ownTexts = new Set(own?.secrets ?? []);
  return {
    ids: new Set(foreign.flatMap((t) => t.itemIds)),
    texts: foreign.flatMap((t) => t.secrets).filter((s) => !ownTexts.has(s)),
  };
}

/** Ids of items anywhere in a JSON answer (objects with an id beside a model, and compare/alternate rows). */
function itemIdsIn(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) itemIdsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'number' && typeof o.model === 'string') out.push(o.id);
    if (typeof o.itemId === 'number' && typeof o.model === 'string') out.push(o.itemId);
    for (const v of Object.values(o)) itemIdsIn(v, out);
  }
  return out;
}

describe(`tenant isolation under randomized requests (${TEST_ENGINE})`, () => {
  it(`${REQUESTS} requests by members of three organisations and outsiders: zero cross-tenant rows`, async () => {
    const outsiders: SignedIn[] = [await signedInUser(app), await signedInUser(app)];
    const callers: Caller[] = [
      ...tenants.flatMap((t, org) =>
        [t.team.owner, t.team.editor, t.team.viewer].map((m) => ({ token: m.token, org })),
      ),
      ...outsiders.map((o) => ({ token: o.token, org: -1 })),
      { token: null, org: -1 },
    ];
    const rand = mulberry32(SEED);
    const leaks: string[] = [];
    const byKind = new Map<string, number>();
    const msByKind = new Map<string, number>();
    let served = 0;
    let failures = 0;
    let ownStockSeen = 0;
    const one = async () => {
      const caller = callers[Math.floor(rand() * callers.length)] as Caller;
      const { kind, url, fileOwner } = randomRequest(rand);
      const forged = rand() < 0.2 ? String(tenants[Math.floor(rand() * 3)]?.team.orgId) : undefined;
      const started = performance.now();
      const res = await app.inject({
        url,
        headers: {
          ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
          ...(forged ? { 'tenant-id': forged } : {}),
        },
      });
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      msByKind.set(kind, (msByKind.get(kind) ?? 0) + (performance.now() - started));
      if (res.statusCode >= 500) failures++;
      const foreign = foreignOf(caller);
      const where = `${kind} ${url} as ${caller.org}${forged ? ` forged ${forged}` : ''}`;
      if (kind === 'file') {
        const mine = fileOwner === caller.org && forged === undefined;
        if (res.statusCode === 200) served++;
        if (res.statusCode === 200 && !mine && !(fileOwner === caller.org))
          leaks.push(`${where}: file served`);
        if (res.statusCode !== 200 && res.statusCode !== 404)
          leaks.push(`${where}: file status ${res.statusCode}`);
        if (
          res.rawPayload.equals(tenants[fileOwner]?.file.bytes ?? Buffer.alloc(1)) &&
          fileOwner !== caller.org
        )
          leaks.push(`${where}: file bytes`);
        return;
      }
      if (kind === 'whExport') {
        // an .xlsx is a zip: read its cells
        if (String(res.headers['content-type']).includes('spreadsheetml')) {
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
          const cells: string[] = [];
          book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
          for (const text of foreign.texts)
            if (cells.join('\n').includes(text)) leaks.push(`${where}: export ${text}`);
        }
        return;
      }
      const body = res.body;
      // a text the caller sent comes back in messages (未找到型号「…」): only texts it did not send count
      const asked = decodeURIComponent(url);
      for (const text of foreign.texts) {
        if (body.includes(text) && !asked.includes(text)) leaks.push(`${where}: text ${text}`);
      }
      if (kind === 'auditCsv' && String(res.headers['content-type']).includes('text/csv')) return;
      // a hidden vendor page is "not found" for everyone, its own members included
      if ((kind === 'vendor' || kind === 'vendorLogo') && fileOwner !== 0 && res.statusCode !== 404)
        leaks.push(`${where}: hidden vendor page answered ${res.statusCode}`);
      const json = res.json();
      if (kind === 'whStock' && caller.org >= 0 && forged === undefined && json.data?.total > 0)
        ownStockSeen++;
      for (const id of itemIdsIn(json.data)) if (foreign.ids.has(id)) leaks.push(`${where}: item ${id}`);
      if (typeof json.msg === 'string') {
        for (const t of tenants.filter((_, k) => k !== caller.org)) {
          if (json.msg.includes(t.team.orgId === 0 ? '\u0000' : `企业${tenants.indexOf(t) + 1}`))
            leaks.push(`${where}: message names another organisation`);
        }
      }
    };
    for (let done = 0; done < REQUESTS; done += CONCURRENCY) {
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, REQUESTS - done) }, one));
    }
    console.log(
      `isolation (${TEST_ENGINE}): requests=${REQUESTS} leaks=${leaks.length} serverErrors=${failures} ` +
        `filesServed=${served} ownStockSeen=${ownStockSeen} by endpoint ${JSON.stringify(Object.fromEntries(byKind))}`,
    );
    console.log(
      `ms by endpoint ${JSON.stringify(Object.fromEntries([...msByKind].map(([k, v]) => [k, Math.round(v)])))}`,
    );
    expect(leaks.slice(0, 5)).toEqual([]);
    expect(failures).toBe(0);
    // the test reached what it guards: members were served their own files and items
    expect(served).toBeGreaterThan(0);
    expect(ownStockSeen).toBeGreaterThan(0);
  }, 600_000);
});

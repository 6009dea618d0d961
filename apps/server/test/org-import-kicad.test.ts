/**
 * KiCad symbol library import into the enterprise library (issue 14) through app.inject (PGlite, or PostgreSQL
 * with DATABASE_URL), with KiCad's own libraries as Debian installs them (kicad-symbols, kicad-footprints):
 * Interface_USB.kicad_sym with Package_SO.pretty zipped and one .kicad_mod. Each symbol becomes an item (its
 * name, Value, description and keywords, footprint, datasheet), its own .kicad_sym kept as the organisation's
 * file (KiCad reads it back: the same s-expression reader) and its footprint when given; importing the library
 * again updates; a file that is not a .kicad_sym answers in Chinese; another organisation sees none of it.
 * Without the libraries the tests are skipped with a message, except under CI where that fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { children, headOf, parse } from '@jianku/eda';
import { ErrorCode, UploadMessage } from '@jianku/rules';
import { OrgImportMessage } from '@jianku/rules/org-library-schemas';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import { orgItems, upload, waitJob } from './org-import.fixtures.ts';
import { createTeam, LIB, type OrgTeam, signedInUser } from './org-library.fixtures.ts';
import { callAs } from './orgs.fixtures.ts';

const SYMBOLS = '/usr/share/kicad/symbols/Interface_USB.kicad_sym';
const PRETTY = '/usr/share/kicad/footprints/Package_SO.pretty';
const SOT = '/usr/share/kicad/footprints/Package_TO_SOT_SMD.pretty/SOT-23-6.kicad_mod';
const HAVE = [SYMBOLS, PRETTY, SOT].every((p) => existsSync(p));
if (!HAVE) {
  if (process.env.CI)
    throw new Error(
      `KiCad libraries missing (${SYMBOLS}, ${PRETTY}): apt install kicad-symbols kicad-footprints`,
    );
  console.warn(
    `org-import-kicad: skipped, KiCad libraries missing (apt install kicad-symbols kicad-footprints)`,
  );
}

let app: App;
let call: ReturnType<typeof callAs>;
let a: OrgTeam;
let b: OrgTeam;
let category: number;

const symbolCount = () => children(parse(readFileSync(SYMBOLS, 'utf8')), 'symbol').length;
const prettyZip = () =>
  zipSync(
    Object.fromEntries(
      readdirSync(PRETTY).map((f) => [
        `Package_SO.pretty/${f}`,
        new Uint8Array(readFileSync(join(PRETTY, f))),
      ]),
    ),
    { level: 6 },
  );
const kicad = (token: string, body: Record<string, unknown>) =>
  call('POST', `${LIB}/import/kicad`, token, { categoryId: category, ...body });
const itemOf = async (orgId: number, model: string) =>
  (
    await sql<{ id: string; name: string; package: string; datasheet_url: string; description: string }>`
      select id, name, package, datasheet_url, description from item where org_id = ${orgId} and model = ${model}`.execute(
      app.database.db,
    )
  ).rows;

beforeAll(async () => {
  if (!HAVE) return;
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  call = callAs(app);
  a = await createTeam(app, '杭州物联电子有限公司');
  b = await createTeam(app, '成都微电子有限公司');
  const leaf = await sql<{ id: string }>`
    select c.id from category c where c.code like 'comp.ic.interface%'
      and not exists (select 1 from category d where d.parent_id = c.id) order by c.code limit 1`.execute(
    app.database.db,
  );
  category = Number(leaf.rows[0]?.id);
}, 300_000);
afterAll(() => app?.close());

describe.skipIf(!HAVE)(`enterprise library KiCad import (${TEST_ENGINE})`, () => {
  it('each symbol of Interface_USB.kicad_sym becomes an item with its fields, its symbol file and its footprint when given; again: updates', async () => {
    const symbolsId = await upload(app, a.editor.token, readFileSync(SYMBOLS), 'Interface_USB.kicad_sym');
    const prettyId = await upload(app, a.editor.token, prettyZip(), 'Package_SO.pretty.zip');
    const sotId = await upload(app, a.editor.token, readFileSync(SOT), 'SOT-23-6.kicad_mod');
    const body = { fileId: symbolsId, footprintFileIds: [prettyId, sotId] };
    const look = await kicad(a.editor.token, { ...body, commit: false });
    expect(look.body.code, JSON.stringify(look.body).slice(0, 400)).toBe(0);
    const total = symbolCount();
    expect(look.body.data).toMatchObject({ total, accepted: total, rejected: 0, toAdd: total, job: null });
    const ch340 = look.body.data.rows.find((r: { model: string }) => r.model === 'CH340G');
    expect(ch340).toMatchObject({
      ok: true,
      name: 'CH340G',
      footprint: 'Package_SO:SOIC-16_3.9x9.9mm_P1.27mm',
    });
    const before = await orgItems(app, a.orgId);
    const res = await kicad(a.editor.token, { ...body, commit: true });
    const job = await waitJob(app, a.editor.token, res.body.data.job.id);
    expect(job).toMatchObject({ status: 'done', kind: 'kicad', added: total, updated: 0 });
    expect(await orgItems(app, a.orgId)).toBe(before + total);
    const [item] = await itemOf(a.orgId, 'CH340G');
    expect(item).toMatchObject({
      name: 'CH340G',
      package: 'SOIC-16_3.9x9.9mm_P1.27mm',
      datasheet_url: 'http://www.datasheet5.com/pdf-local-2195953',
    });
    expect(item?.description).toMatch(/USB/);
    const files = await call('GET', `${LIB}/items/${item?.id}/files`, a.viewer.token);
    expect(files.body.data.map((f: { role: string }) => f.role)).toEqual(['footprint', 'symbol']);
    const symbolUrl = files.body.data.find((f: { role: string }) => f.role === 'symbol').file.url;
    const symbol = await app.inject({
      url: symbolUrl,
      headers: { authorization: `Bearer ${a.viewer.token}` },
    });
    const lib = parse(symbol.body);
    expect(headOf(lib)).toBe('kicad_symbol_lib');
    expect(children(lib, 'symbol').map((s) => s[1])).toEqual(['CH340G']);
    const footprintUrl = files.body.data.find((f: { role: string }) => f.role === 'footprint').file.url;
    const footprint = await app.inject({
      url: footprintUrl,
      headers: { authorization: `Bearer ${a.viewer.token}` },
    });
    expect(footprint.body).toBe(readFileSync(join(PRETTY, 'SOIC-16_3.9x9.9mm_P1.27mm.kicad_mod'), 'utf8'));
    // outside the organisation: the file is an unknown one, the item's files none
    const outsider = await signedInUser(app);
    const theirs = await app.inject({
      url: symbolUrl,
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe(UploadMessage.fileNotFound);
    expect((await call('GET', `${LIB}/items/${item?.id}/files`, b.editor.token)).body.data).toEqual([]);
    // the library again: every symbol updates its item
    const again = await kicad(a.editor.token, { ...body, commit: true });
    expect(again.body.data).toMatchObject({ toAdd: 0, toUpdate: total });
    expect(await waitJob(app, a.editor.token, again.body.data.job.id)).toMatchObject({
      status: 'done',
      updated: total,
    });
    expect(await orgItems(app, a.orgId)).toBe(before + total);
    expect(await itemOf(b.orgId, 'CH340G')).toEqual([]);
  }, 300_000);

  it('a file that is not a .kicad_sym, or not a symbol library inside, answers in Chinese; bad footprint files too', async () => {
    const csvId = await upload(
      app,
      a.editor.token,
      Buffer.from('型号,名称\nCH340G,USB转串口\n'),
      'parts.csv',
    );
    expect((await kicad(a.editor.token, { fileId: csvId, commit: false })).body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: OrgImportMessage.notKicadSym,
    });
    const fake = await upload(
      app,
      a.editor.token,
      Buffer.from('这不是符号库 (kicad_symbol_lib'),
      'fake.kicad_sym',
    );
    expect((await kicad(a.editor.token, { fileId: fake, commit: false })).body.msg).toBe(
      OrgImportMessage.kicadUnreadable,
    );
    const footprintAsLib = await upload(app, a.editor.token, readFileSync(SOT), 'SOT-23-6.kicad_sym');
    expect((await kicad(a.editor.token, { fileId: footprintAsLib, commit: false })).body.msg).toBe(
      OrgImportMessage.kicadUnreadable,
    );
    const symbolsId = await upload(app, a.editor.token, readFileSync(SYMBOLS), 'Interface_USB.kicad_sym');
    const notFootprint = await upload(app, a.editor.token, Buffer.from('hello'), 'notes.txt');
    expect(
      (await kicad(a.editor.token, { fileId: symbolsId, footprintFileIds: [notFootprint], commit: false }))
        .body.msg,
    ).toBe(OrgImportMessage.notFootprint);
    const theirs = await kicad(b.editor.token, { fileId: symbolsId, commit: false });
    expect(theirs.status).toBe(404);
  }, 300_000);
});

/**
 * The catalogue import: the service (importCatalogFile through app.services.catalog.importFile) and the
 * command (runCatalogImport), with the sample files of @jianku/catalog, on PGlite or PostgreSQL.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minimumSize } from '@jianku/catalog';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { runCatalogImport } from '../src/cli/catalog-import.ts';
import { type DatabaseOptions, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createCatalogSeeder } from '../src/modules/catalog/catalog-seed.service.ts';
import { createTestApp, newTestSchemaName, TEST_ENGINE } from '../src/testing.ts';

const SAMPLES = fileURLToPath(new URL('../../../packages/catalog/samples/', import.meta.url));
const sample = (name: string) => readFileSync(join(SAMPLES, name), 'utf8');

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

const countItems = async (source?: 'seed' | 'import'): Promise<number> => {
  let query = app.database.db.selectFrom('item').select(sql<number>`count(*)::int`.as('n'));
  if (source) query = query.where('source', '=', source);
  return (await query.executeTakeFirstOrThrow()).n;
};
const itemByCode = (code: string) =>
  app.database.db.selectFrom('item').select(['id', 'updated_at']).where('code', '=', code).executeTakeFirst();

describe(`catalogue import service (${TEST_ENGINE})`, () => {
  it('before the catalogue is seeded, rows are rejected: their category is not in the database', async () => {
    const result = await app.services.catalog.importFile({
      text: sample('components-good.csv'),
      format: 'csv',
      kind: 2,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([...new Set(result.errors.map((e) => e.line))]).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.errors.slice(0, 2)).toEqual([
      { line: 2, reason: '分类「comp.passive.resistor.chip」在数据库中不存在（目录尚未初始化？）' },
      { line: 2, reason: '厂商「yageo」在数据库中不存在' },
    ]);
    expect(await countItems()).toBe(0);
  });

  it('a good CSV file is stored whole; the YAGEO RC0603FR-0710KL row shows 10 kΩ', async () => {
    await app.services.catalog.seed({ size: minimumSize() });
    const seeded = await countItems('seed');
    const result = await app.services.catalog.importFile({
      text: sample('components-good.csv'),
      format: 'csv',
      kind: 2,
    });
    expect(result).toEqual({ ok: true, kind: 2, rows: 8, inserted: 8, updated: 0, unchanged: 0 });
    expect(await countItems('import')).toBe(8);
    expect(await countItems('seed')).toBe(seeded);

    const id = (await itemByCode('ACME-RC0603FR-0710KL'))?.id;
    const res = await app.inject({ url: `/to/api/catalog/items/${id}` });
    const item = res.json().data;
    expect(item).toMatchObject({ model: 'RC0603FR-0710KL', brand: { nameEn: 'YAGEO' }, package: '0603' });
    expect(item.params.find((p: { key: string }) => p.key === 'resistance')).toMatchObject({
      display: '10 kΩ',
      si: 10_000,
    });
    // the counts follow: the import shows in stats and the brand directory
    const stats = (await app.inject({ url: '/to/api/catalog/stats' })).json().data;
    const total = stats.kinds.reduce((n: number, k: { items: number }) => n + k.items, 0);
    expect(total).toBe(seeded + 8);
  });

  it('importing the same file again changes nothing; JSON parts and CSV materials import too', async () => {
    const before = await itemByCode('ACME-RC0603FR-0710KL');
    const again = await app.services.catalog.importFile({
      text: sample('components-good.csv'),
      format: 'csv',
      kind: 2,
    });
    expect(again).toEqual({ ok: true, kind: 2, rows: 8, inserted: 0, updated: 0, unchanged: 8 });
    expect(await itemByCode('ACME-RC0603FR-0710KL')).toEqual(before);

    const parts = await app.services.catalog.importFile({
      text: sample('parts-good.json'),
      format: 'json',
      kind: 1,
    });
    expect(parts).toMatchObject({ ok: true, inserted: 3 });
    const bolt = await app.inject({
      url: `/to/api/catalog/items/${(await itemByCode('ACME-GB5782-M10x50-8.8-EP'))?.id}`,
    });
    const param = (key: string) => bolt.json().data.params.find((p: { key: string }) => p.key === key);
    expect(param('s')).toMatchObject({ display: '16 mm', si: 0.016 });
    expect(param('pitch')).toMatchObject({ display: '1.5 mm', si: 0.0015 });

    const materials = await app.services.catalog.importFile({
      text: sample('materials-good.csv'),
      format: 'csv',
      kind: 4,
    });
    expect(materials).toMatchObject({ ok: true, inserted: 2 });
  });

  it('a bad CSV file is rejected whole: every bad row with its line and reason, nothing stored', async () => {
    const before = await countItems();
    const result = await app.services.catalog.importFile({
      text: sample('components-bad.csv'),
      format: 'csv',
      kind: 2,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { line: 3, reason: '编码「ACME-RC0603FR-0710KL」在文件中重复' },
      { line: 4, reason: '参数「阻值」的值「10 kg」无法识别 (单位 Ω)' },
      { line: 5, reason: '分类「comp.passive.resistor.smd」不存在' },
      { line: 6, reason: '参数「介质」的值「X9Z」不在可选值中 (可选：C0G (NP0)、X7R、X5R、X7S、X8R、X8L)' },
      { line: 7, reason: '厂商「nobrand」不存在' },
      { line: 7, reason: '缺少必填参数「额定电压」(列 p.rated_voltage)' },
      { line: 8, reason: '分类「part.fastener.nut.hex」属于零部件库，不能导入到元器件库' },
      { line: 9, reason: '数据手册链接「ftp://example」不是 http(s) 地址' },
      { line: 9, reason: '生命周期「discontinued」无效 (可选：active、nrnd、eol、obsolete)' },
    ]);
    expect(await countItems()).toBe(before);
    for (const code of [
      'ACME-BADVALUE',
      'ACME-NOCAT',
      'ACME-BADDIEL',
      'ACME-NOVOLT',
      'ACME-PARTCAT',
      'ACME-LIFE',
    ]) {
      expect(await itemByCode(code)).toBeUndefined();
    }
  });

  it('a bad JSON file is rejected with the lines where its objects start', async () => {
    const before = await countItems();
    const result = await app.services.catalog.importFile({
      text: sample('parts-bad.json'),
      format: 'json',
      kind: 1,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.line)).toEqual([2, 9, 16, 16]);
    expect(result.errors.map((e) => e.reason)).toContain(
      '分类「part.bearing」不是末级分类，条目只能挂在末级分类下',
    );
    expect(await countItems()).toBe(before);
  });

  it('database checks: a code of the seeded catalogue, an over-long column; one bad row stores nothing', async () => {
    const seededCode = (
      await app.database.db
        .selectFrom('item')
        .select('code')
        .where('source', '=', 'seed')
        .where('category_id', '=', (eb) =>
          eb.selectFrom('category').select('id').where('code', '=', 'comp.passive.resistor.chip'),
        )
        .limit(1)
        .executeTakeFirstOrThrow()
    ).code;
    const header = 'code,categoryCode,brandCode,model,name,series,package,p.resistance,p.case_size';
    const text = [
      header,
      'ACME-NEW-1,comp.passive.resistor.chip,yageo,RC0603FR-071KL,贴片电阻 1kΩ,RC,0603,1k,0603',
      `${seededCode},comp.passive.resistor.chip,yageo,RC0603FR-072KL,贴片电阻 2kΩ,RC,0603,2k,0603`,
      `ACME-NEW-3,comp.passive.resistor.chip,yageo,RC0603FR-073KL,贴片电阻 3kΩ,${'S'.repeat(129)},0603,3k,0603`,
    ].join('\n');
    const before = await countItems();
    const result = await app.services.catalog.importFile({ text, format: 'csv', kind: 2 });
    expect(result).toEqual({
      ok: false,
      kind: 2,
      rows: 3,
      errors: [
        { line: 3, reason: `编码「${seededCode}」已被内置目录中的条目使用` },
        { line: 4, reason: '系列 series 过长（最多 128 个字符）' },
      ],
    });
    expect(await countItems()).toBe(before);
    expect(await itemByCode('ACME-NEW-1')).toBeUndefined();
  });

  it('a new seed (another size) leaves imported rows alone and removes seeded rows it no longer has', async () => {
    const imported = await countItems('import');
    const bigger = await app.services.catalog.seed({ size: minimumSize() + 500 });
    expect(bigger).toMatchObject({ inserted: 500, deleted: 0 });
    const back = await app.services.catalog.seed({ size: minimumSize() });
    expect(back).toMatchObject({ inserted: 0, deleted: 500 });
    expect(await countItems('seed')).toBe(minimumSize());
    expect(await countItems('import')).toBe(imported);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from item_param p where not exists (select 1 from item i where i.id = p.item_id)`.execute(
      app.database.db,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

/**
 * The command. PGlite: a real DATA_DIR (as `npm run catalog:import` uses it), seeded beforehand.
 * PostgreSQL: a fresh schema, handed to the command in place of DATABASE_URL's default schema.
 */
describe(`catalogue import command (${TEST_ENGINE})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jianku-import-'));
  let databaseOptions: DatabaseOptions;
  let env: Record<string, string>;
  const schema = newTestSchemaName();
  const lines: { out: string[]; err: string[] } = { out: [], err: [] };
  const io = {
    out: (l: string) => lines.out.push(l),
    err: (l: string) => lines.err.push(l),
  };
  const run = (args: string[]) => {
    lines.out = [];
    lines.err = [];
    return runCatalogImport(args, env, io, TEST_ENGINE === 'postgres' ? { database: databaseOptions } : {});
  };
  const countImported = async (): Promise<number> => {
    const database = await openDatabase(databaseOptions);
    try {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from item where source = 'import'`.execute(database.db);
      return rows[0]?.n ?? 0;
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    if (TEST_ENGINE === 'postgres') {
      env = {};
      databaseOptions = {
        engine: 'postgres',
        connectionString: process.env.DATABASE_URL ?? '',
        schema,
        poolMax: 2,
      };
    } else {
      env = { DATA_DIR: dataDir };
      databaseOptions = { engine: 'pglite', dataDir: join(dataDir, 'pglite') };
    }
    const database = await openDatabase(databaseOptions);
    try {
      await migrateToLatest(database);
      await createCatalogSeeder(database.db).seed({ size: minimumSize() });
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    if (TEST_ENGINE === 'postgres') {
      const database = await openDatabase({ ...databaseOptions, dropSchemaOnClose: true } as DatabaseOptions);
      await database.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports a good file: exit code 0 and the counts', async () => {
    const code = await run(['--kind', '2', '--file', join(SAMPLES, 'components-good.csv')]);
    expect(lines.err).toEqual([]);
    expect(code).toBe(0);
    expect(lines.out).toEqual([expect.stringMatching(/^已导入 8 条到元器件库：新增 8，更新 0，未变 0（/)]);
    expect(await countImported()).toBe(8);
    // JSON, with the format given and the kind by name
    expect(
      await run(['--kind', 'part', '--file', join(SAMPLES, 'parts-good.json'), '--format', 'json']),
    ).toBe(0);
    expect(await countImported()).toBe(11);
  });

  it('rejects a bad file: exit code 1, each row with its line and reason, nothing stored', async () => {
    const code = await run(['--kind', '2', '--file', join(SAMPLES, 'components-bad.csv')]);
    expect(code).toBe(1);
    expect(lines.err[0]).toMatch(
      /^导入被拒绝：.*components-bad\.csv（元器件库）有 9 处错误，未写入任何数据。$/,
    );
    expect(lines.err.slice(1, 3)).toEqual([
      '  第 3 行：编码「ACME-RC0603FR-0710KL」在文件中重复',
      '  第 4 行：参数「阻值」的值「10 kg」无法识别 (单位 Ω)',
    ]);
    expect(lines.err).toHaveLength(10);
    expect(await run(['--kind', '1', '--file', join(SAMPLES, 'parts-bad.json')])).toBe(1);
    expect(lines.err.slice(1).map((l) => /第 (\d+) 行/.exec(l)?.[1])).toEqual(['2', '9', '16', '16']);
    expect(await countImported()).toBe(11);
  });

  it('usage errors exit with code 2 and the usage line', async () => {
    expect(await run(['--kind', '3', '--file', 'x.csv'])).toBe(2);
    expect(lines.err).toEqual([
      '--kind 必须是 1（零部件）、2（元器件）或 4（材料）',
      '用法：npm run catalog:import -- --kind 1|2|4 --file 文件路径 [--format csv|json] [--force]',
    ]);
    expect(await run(['--kind', '2'])).toBe(2);
    expect(
      await run(['--kind', '2', '--file', join(SAMPLES, 'components-good.csv'), '--format', 'xml']),
    ).toBe(2);
    expect(await run(['--kind', '2', '--file', join(dataDir, 'missing.csv')])).toBe(2);
    expect(lines.err[0]).toMatch(/^无法读取文件 .*missing\.csv：ENOENT$/);
    expect(await run(['--kind', '2', '--file', 'a.csv', '--bogus'])).toBe(2);
  });

  it.runIf(TEST_ENGINE === 'pglite')(
    'refuses an embedded database in use (a running server) unless --force',
    async () => {
      const file = join(dataDir, 'one.csv');
      writeFileSync(
        file,
        'code,categoryCode,brandCode,model,name,series,package,p.resistance,p.case_size\n' +
          'ACME-LOCK-1,comp.passive.resistor.chip,yageo,RC0603FR-071KL,贴片电阻 1kΩ,RC,0603,1k,0603\n',
      );
      // a server holding the data folder: PGlite keeps postmaster.pid there while open
      const server = await openDatabase(databaseOptions);
      try {
        expect(existsSync(join(dataDir, 'pglite', 'postmaster.pid'))).toBe(true);
        expect(await run(['--kind', '2', '--file', file])).toBe(2);
        expect(lines.err[0]).toMatch(
          /^嵌入式数据库正在被使用（.*postmaster\.pid 存在）：请先停止服务器再导入。/,
        );
      } finally {
        await server.close();
      }
      expect(existsSync(join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);
      // a stale lock file (a server that ended abnormally): refused, then --force imports
      writeFileSync(join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
      expect(await run(['--kind', '2', '--file', file])).toBe(2);
      expect(await run(['--kind', '2', '--file', file, '--force'])).toBe(0);
      expect(await countImported()).toBe(12);
    },
  );
});

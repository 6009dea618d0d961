/**
 * Search index snapshots (issue 17, "Start"), on a real database (PGlite, or PostgreSQL with DATABASE_URL:
 * node scripts/test-pg.mjs) and real files in a temporary folder: the search services are the server's own
 * (createSearchService over the real repositories, as modules/index.ts builds them), logging through pino.
 * - a snapshot loaded at start answers a set of queries (totals, first pages, facets, suggestions) as the
 *   index it was taken from: right after a build (then as a fresh build), and with changes applied since;
 * - changes written after the snapshot are caught up at load;
 * - a truncated file, a flipped bit, a header of another catalogue version or schema, another catalogue
 *   seed in the database, a change log pruned past the snapshot's position: each is logged and rebuilt, and
 *   the rebuilt index answers as a fresh build.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { createCatalogSeeder } from '../src/modules/catalog/catalog-seed.service.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import {
  createSearchService,
  type SearchQuery,
  type SearchService,
} from '../src/modules/search/search.service.ts';
import { createSearchConsumersRepository } from '../src/modules/search/search-consumers.repository.ts';
import { SNAPSHOT_FILE } from '../src/modules/search/search-index-snapshot.ts';
import { createSearchSnapshotRepository } from '../src/modules/search/search-snapshot.repository.ts';
import { TEST_ENGINE, testDatabaseOptions } from '../src/testing.ts';

let database: AppDatabase;
let db: Kysely<Database>;
let root: string;
const services: SearchService[] = [];

interface LogLine {
  level: number;
  msg: string;
  reason?: string;
}

/** A search service as the server builds it, snapshots in `dir` (none: off), its log lines kept. */
function service(dir: string | undefined): { search: SearchService; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  const search = createSearchService({
    repository: createSearchRepository(db),
    consumers: createSearchConsumersRepository(db),
    log,
    ...(dir ? { snapshot: { dir, everyMs: 600_000, repository: createSearchSnapshotRepository(db) } } : {}),
  });
  services.push(search);
  return { search, lines };
}

/** service(dir), started: built from the database or loaded from the snapshot. */
async function started(dir: string | undefined): Promise<{ search: SearchService; lines: LogLine[] }> {
  const s = service(dir);
  await s.search.start();
  return s;
}

const folder = (name: string) => {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

let mlcc = 0;
const query = (q: Partial<SearchQuery> & { kind: number }): SearchQuery => ({
  sort: 'relevance',
  page: 1,
  pageSize: 20,
  params: {},
  ...q,
});

function queries(): SearchQuery[] {
  const out: SearchQuery[] = [];
  const words: Array<[number, string]> = [
    [1, '螺栓 M8'],
    [1, '轴承 6204'],
    [1, '不锈钢 螺钉'],
    [1, 'GB/T 5782'],
    [2, '电阻'],
    [2, '贴片电容 X7R'],
    [2, '0.1uF'],
    [2, '10k 0603'],
    [2, 'RC0603'],
    [4, '不锈钢'],
    [4, '304'],
    [4, 'aluminium'],
  ];
  for (const [kind, keyWords] of words)
    for (const sort of ['relevance', 'newest', 'name'] as const) out.push(query({ kind, keyWords, sort }));
  out.push(query({ kind: 1, sort: 'newest', pageSize: 50 }));
  out.push(query({ kind: 2, params: { resistance: '1k~100k' }, pageSize: 50 }));
  out.push(query({ kind: 2, categoryId: mlcc, params: { rated_voltage: '≥25V' } }));
  out.push(query({ kind: 2, categoryId: mlcc, params: { dielectric: 'X7R|X5R' }, sort: 'name' }));
  out.push(query({ kind: 2, categoryId: mlcc, page: 3 }));
  return out;
}

/** What a user sees of these queries and suggestions: totals, first pages, facets, suggestions. */
async function answers(search: SearchService) {
  const out: unknown[] = [];
  for (const q of queries()) {
    const r = await search.search(q);
    out.push({ q, total: r.total, ids: r.list.map((i) => i.id), facets: r.facets });
  }
  for (const k of ['RC06', '螺', '电阻', '六角', 'GB/T', '不锈', '0603'])
    out.push({ k, suggestions: await search.suggest(k, 10, [1, 2, 4]) });
  return out;
}

/**
 * The searches of answers() without the suggestions: what two fresh builds are compared on (on PostgreSQL the
 * part-number suggestions of "GB/T" were seen to differ between two fresh builds of the same rows, no snapshot
 * involved; left for a closer look).
 */
const searches = (all: unknown[]) => all.filter((x) => !(x as { k?: string }).k);

const built = (lines: LogLine[]) => lines.some((l) => / items built in /.test(l.msg));
const loaded = (lines: LogLine[]) => lines.some((l) => /loaded from the snapshot/.test(l.msg));
const rejected = (lines: LogLine[]) => lines.find((l) => l.level === 40 && /snapshot not used/.test(l.msg));

/** Item ids of a kind (public), the first few. */
async function itemsOf(kind: number, n: number): Promise<number[]> {
  const rows = await db
    .selectFrom('item')
    .select('id')
    .where('kind', '=', kind)
    .where('org_id', 'is', null)
    .orderBy('id')
    .limit(n)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Rewrites the snapshot's header (its meta) with a valid checksum: a file another version wrote. */
function rewriteMeta(path: string, edit: (meta: Record<string, unknown>) => void): void {
  const file = readFileSync(path);
  const length = file.readUInt32LE(file.length - 16);
  const start = file.length - 16 - length;
  const header = JSON.parse(file.subarray(start, start + length).toString('utf8')) as {
    meta: Record<string, unknown>;
  };
  edit(header.meta);
  const bytes = Buffer.from(JSON.stringify(header), 'utf8');
  const trailer = Buffer.from(file.subarray(file.length - 16));
  trailer.writeUInt32LE(bytes.byteLength, 0);
  trailer.writeUInt32LE(crc32(bytes), 4);
  writeFileSync(path, Buffer.concat([file.subarray(0, start), bytes, trailer]));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'jianku-snapshot-test-'));
  database = await openDatabase(await testDatabaseOptions());
  await migrateToLatest(database);
  db = database.db;
  await createCatalogSeeder(db).seed({ size: 400 });
  const row = await db
    .selectFrom('category')
    .select('id')
    .where('code', '=', 'comp.passive.capacitor.mlcc')
    .executeTakeFirstOrThrow();
  mlcc = Number(row.id);
}, 300_000);

afterAll(async () => {
  for (const s of services) await s.stop().catch(() => {});
  await database?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe(`search index snapshots (${TEST_ENGINE})`, () => {
  let good = '';
  let fresh: unknown[] = [];

  it('a snapshot taken after a build loads at start and answers as a fresh build', async () => {
    const dir = folder('a');
    const a = await started(dir);
    expect(built(a.lines)).toBe(true);
    expect(await a.search.saveSnapshot()).toBe(true);
    fresh = await answers(a.search);
    good = join(root, 'good.snap');
    copyFileSync(join(dir, SNAPSHOT_FILE), good);
    expect(statSync(good).size).toBeGreaterThan(100_000);

    const b = await started(dir);
    expect(loaded(b.lines)).toBe(true);
    expect(built(b.lines)).toBe(false);
    expect(await answers(b.search)).toEqual(fresh);
    await a.search.stop();
    await b.search.stop();
  }, 300_000);

  it('a snapshot of an index with changes applied since its build answers as that index', async () => {
    const dir = folder('changed');
    const a = await started(dir);
    const [renamed, dropped] = await itemsOf(2, 2);
    await sql`update item set name = ${'快照改名标记甲'} where id = ${renamed}`.execute(db);
    await sql`update item set series = series where id in (select id from item where kind = 1 order by id limit 30)`.execute(
      db,
    );
    await sql`delete from item where id = ${dropped}`.execute(db);
    await a.search.sync();
    expect(await a.search.saveSnapshot()).toBe(true);
    const before = await answers(a.search);
    expect((await a.search.search(query({ kind: 2, keyWords: '快照改名标记甲' }))).total).toBe(1);

    const b = await started(dir);
    expect(loaded(b.lines)).toBe(true);
    expect(await answers(b.search)).toEqual(before);
    expect(
      (await b.search.search(query({ kind: 2, keyWords: '快照改名标记甲' }))).list.map((i) => i.id),
    ).toEqual([renamed]);
    // the loaded index keeps taking changes
    await sql`update item set name = ${'快照改名标记乙'} where id = ${renamed}`.execute(db);
    await b.search.sync();
    expect((await b.search.search(query({ kind: 2, keyWords: '快照改名标记乙' }))).total).toBe(1);
    expect((await b.search.search(query({ kind: 2, keyWords: '快照改名标记甲' }))).total).toBe(0);
    await a.search.stop();
    await b.search.stop();
  }, 300_000);

  it('changes written after the snapshot are caught up at load', async () => {
    const dir = folder('catch-up');
    const a = await started(dir);
    expect(await a.search.saveSnapshot()).toBe(true);
    await a.search.stop();

    const [renamed, dropped] = await itemsOf(1, 2);
    await sql`update item set name = ${'快照之后改名'} where id = ${renamed}`.execute(db);
    await sql`delete from item where id = ${dropped}`.execute(db);
    const b = await started(dir);
    expect(loaded(b.lines)).toBe(true);
    expect(built(b.lines)).toBe(false);
    const found = await b.search.search(query({ kind: 1, keyWords: '快照之后改名' }));
    expect(found.list.map((i) => i.id)).toEqual([renamed]);
    const c = await started(undefined);
    const total = (s: SearchService) => s.search(query({ kind: 1, pageSize: 1 })).then((r) => r.total);
    expect(await total(b.search)).toBe(await total(c.search));
    // totals and facets as a fresh build of the same rows (first pages and suggestions may order the items
    // changed since the build apart: they are the index's added slots)
    const summary = (all: unknown[]) =>
      all.flatMap((x) => {
        const { q, total, facets, k } = x as Record<string, unknown>;
        return k ? [] : [{ q, total, facets }];
      });
    expect(summary(await answers(b.search))).toEqual(summary(await answers(c.search)));
    await b.search.stop();
    await c.search.stop();
  }, 300_000);

  describe('a snapshot it cannot trust is logged and rebuilt', () => {
    /** Starts a service on a copy of the good snapshot spoiled by `spoil`; expects a rebuild whose reason matches. */
    async function rebuiltAfter(name: string, spoil: (path: string) => void | Promise<void>, reason: RegExp) {
      const dir = folder(name);
      const path = join(dir, SNAPSHOT_FILE);
      copyFileSync(good, path);
      await spoil(path);
      const s = await started(dir);
      const why = rejected(s.lines);
      expect(why?.reason).toMatch(reason);
      expect(built(s.lines)).toBe(true);
      expect(loaded(s.lines)).toBe(false);
      return s.search;
    }

    let now: unknown[] = [];
    beforeAll(async () => {
      const c = await started(undefined);
      now = await answers(c.search);
      await c.search.stop();
    }, 300_000);

    it('a truncated file', async () => {
      const s = await rebuiltAfter(
        'truncated',
        (p) => truncateSync(p, Math.floor(statSync(p).size / 2)),
        /truncated/,
      );
      expect(searches(await answers(s))).toEqual(searches(now));
      await s.stop();
    }, 300_000);

    it('a flipped bit in a section, and in the header', async () => {
      const flip = (at: (size: number) => number) => (p: string) => {
        const bytes = readFileSync(p);
        const i = at(bytes.length);
        bytes[i] = (bytes[i] as number) ^ 0x10;
        writeFileSync(p, bytes);
      };
      const s = await rebuiltAfter(
        'bit-flip',
        flip((n) => Math.floor(n * 0.6)),
        /fails its checksum/,
      );
      expect(searches(await answers(s))).toEqual(searches(now));
      await s.stop();
      const h = await rebuiltAfter(
        'header-flip',
        flip((n) => n - 40),
        /header fails its checksum/,
      );
      await h.stop();
    }, 300_000);

    it('another catalogue version, another schema, another seed in the database', async () => {
      const other = await rebuiltAfter(
        'other-catalogue',
        (p) => rewriteMeta(p, (m) => Object.assign(m.key as object, { catalogue: '0123456789abcdef' })),
        /another catalogue version/,
      );
      expect(searches(await answers(other))).toEqual(searches(now));
      await other.stop();
      const schema = await rebuiltAfter(
        'other-schema',
        (p) =>
          rewriteMeta(p, (m) => Object.assign(m.key as object, { migration: '0013_search_change_schema' })),
        /another database schema/,
      );
      await schema.stop();
      const seed = await rebuiltAfter(
        'other-seed',
        (p) => rewriteMeta(p, (m) => Object.assign(m, { catalogMeta: { version: 'older', size: 400 } })),
        /another catalogue seed/,
      );
      await seed.stop();
    }, 300_000);

    it('a change log pruned past the snapshot position', async () => {
      // a newer snapshot, then changes, then another process prunes everything applied
      // a case that failed before its stop() leaves its service's position in search_consumer: stop every one
      for (const running of services) await running.stop();
      const dir = folder('pruned');
      const a = await started(dir);
      expect(await a.search.saveSnapshot()).toBe(true);
      await a.search.stop();
      const [renamed] = await itemsOf(4, 1);
      await sql`update item set name = ${'剪枝之后改名'} where id = ${renamed}`.execute(db);
      const { rows } = await sql<{ id: string }>`select max(id)::text as id from search_change`.execute(db);
      await createSearchConsumersRepository(db).prune(Number(rows[0]?.id), 0);

      const s = await started(dir);
      expect(rejected(s.lines)?.reason).toMatch(/no longer holds change/);
      expect(built(s.lines)).toBe(true);
      expect(
        (await s.search.search(query({ kind: 4, keyWords: '剪枝之后改名' }))).list.map((i) => i.id),
      ).toEqual([renamed]);
      const c = await started(undefined);
      expect(searches(await answers(s.search))).toEqual(searches(await answers(c.search)));
      await s.search.stop();
      await c.search.stop();
    }, 300_000);
  });
});

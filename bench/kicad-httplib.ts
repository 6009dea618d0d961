/**
 * KiCad HTTP library bench (issue 12): the time of `GET /to/api/kicad/v1/parts/category/{id}.json` for the
 * largest component category (KiCad loads a category's whole list in one request; users of other HTTP
 * libraries report tens of seconds), over HTTP against the real server (the app listening on 127.0.0.1, a
 * fresh keep-alive-less fetch per request, the body read to the end; PGlite unless DATABASE_URL is set).
 * Three figures in one run: uncached (the category's cached list emptied before each request: one database
 * read), cached (served from the list cache while the search change log stands still, kicad-httplib.cache.ts)
 * and after a write (an item of the category renamed, the warmer's rebuild of the list awaited, then the
 * request, whose answer must hold the new name), then the machine's load average. Prints figures; never a timed test. Target: ≤ 200 ms for a category of 10,000 parts (the seed's largest
 * component category, chip resistors, passes 10,000 parts at about --items 40000).
 *
 *   npm run bench:kicad [-- --items 40000 --runs 20]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createTestApp } from '../apps/server/src/testing.ts';
import { pct } from './measure.ts';

const { values } = parseArgs({
  options: { items: { type: 'string', default: '40000' }, runs: { type: 'string', default: '20' } },
});
const dataDir = await mkdtemp(join(tmpdir(), 'jianku-bench-httplib-'));
const app = await createTestApp({ env: { DATA_DIR: dataDir } });
try {
  let t = performance.now();
  await app.services.catalog.seed({ size: Number(values.items) });
  console.log(`seeded ${values.items} items in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const { rows } = await sql<{ id: number; code: string; n: number }>`
    select c.id, c.code, count(*)::int as n from item i join category c on c.id = i.category_id
    where i.org_id is null and c.kind = 2 group by c.id, c.code order by n desc limit 1`.execute(
    app.database.db,
  );
  const top = rows[0];
  if (!top) throw new Error('no component category');
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `${origin}/to/api/kicad/v1/parts/category/${top.id}.json`;
  const lists = app.services.kicadHttpLib.lists;
  /** Times runs requests; `cold` empties the category lists' cache before each (as an item write does). */
  const measure = async (label: string, cold: boolean) => {
    const times: number[] = [];
    let parts = 0;
    let bytes = 0;
    for (let i = 0; i < Number(values.runs) + 2; i++) {
      if (cold) lists.clear();
      t = performance.now();
      const res = await fetch(url, { headers: { connection: 'close' } });
      const body = await res.text();
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      parts = (JSON.parse(body) as unknown[]).length;
      bytes = body.length;
      if (i >= 2) times.push(ms); // the first two warm the caches
    }
    times.sort((a, b) => a - b);
    console.log(
      `KICAD_HTTPLIB http ${label} category=${top.code} items=${top.n} parts=${parts} bytes=${bytes} p50=${pct(times, 50).toFixed(1)}ms p95=${pct(times, 95).toFixed(1)}ms max=${(times.at(-1) ?? 0).toFixed(1)}ms`,
    );
  };
  /** Times the request that follows a write to the category, once the warmer has rebuilt its list. */
  const measureAfterWrite = async () => {
    const times: number[] = [];
    const { rows: picked } = await sql<{ id: number; model: string }>`
      select id, model from item where category_id = ${top.id} and org_id is null order by id limit 1`.execute(
      app.database.db,
    );
    const item = picked[0];
    if (!item) throw new Error('no item to write');
    for (let i = 0; i < Number(values.runs); i++) {
      const model = `${item.model}-W${i}`;
      const warms = lists.warms();
      await sql`update item set model = ${model} where id = ${item.id}`.execute(app.database.db);
      const waited = performance.now();
      while (lists.warms() === warms) {
        if (performance.now() - waited > 30_000) throw new Error('the warmer did not rebuild the list');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const builds = lists.builds();
      t = performance.now();
      const res = await fetch(url, { headers: { connection: 'close' } });
      const body = await res.text();
      times.push(performance.now() - t);
      if (!body.includes(`"name":"${model}"`)) throw new Error('the answer after the write misses the write');
      if (lists.builds() !== builds) throw new Error('the request after the write built the list itself');
    }
    await sql`update item set model = ${item.model} where id = ${item.id}`.execute(app.database.db);
    times.sort((a, b) => a - b);
    console.log(
      `KICAD_HTTPLIB http after-write(list rebuilt by the warmer) category=${top.code} p50=${pct(times, 50).toFixed(1)}ms p95=${pct(times, 95).toFixed(1)}ms max=${(times.at(-1) ?? 0).toFixed(1)}ms`,
    );
  };
  // before: every request reads the category from the database (the list cache emptied, as after a write)
  await measure('uncached(database read per request)', true);
  // after: the list served from the cache while the search change log stands still
  await measure('cached(change-log check per request)', false);
  await measureAfterWrite();
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${cpus().length} cores)`,
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

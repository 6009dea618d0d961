/**
 * KiCad HTTP library bench (issue 12): the time of `GET /to/api/kicad/v1/parts/category/{id}.json` for the
 * largest component category (KiCad loads a category's whole list in one request; users of other HTTP
 * libraries report tens of seconds), over HTTP against the real server (the app listening on 127.0.0.1, a
 * fresh keep-alive-less fetch per request, the body read to the end; PGlite unless DATABASE_URL is set).
 * Prints figures; never a timed test. Target: ≤ 200 ms for a category of 10,000 parts (the seed's largest
 * component category, chip resistors, passes 10,000 parts at about --items 40000).
 *
 *   npm run bench:kicad [-- --items 40000 --runs 20]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
  const times: number[] = [];
  let parts = 0;
  let bytes = 0;
  for (let i = 0; i < Number(values.runs) + 2; i++) {
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
    `KICAD_HTTPLIB http category=${top.code} items=${top.n} parts=${parts} bytes=${bytes} p50=${pct(times, 50).toFixed(1)}ms p95=${pct(times, 95).toFixed(1)}ms max=${(times.at(-1) ?? 0).toFixed(1)}ms`,
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

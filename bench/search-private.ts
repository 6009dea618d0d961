/**
 * The search bench's private items (issue 14): `--private-items 100000 --orgs 100` adds that many items to the
 * bench schema, spread over that many organisations (copies of public catalogue rows, each with its own code
 * and internal part number, as linking a public item makes them, their numeric parameters with them), once:
 * a later run with the same figures reuses them. Then a member's queries are measured: the bench's query mix
 * with scope org, each as a member of an organisation drawn in turn (its own index, search-org-indexes.ts,
 * built on first use and rebuilt when its rows change), and the mix a member sees (public and org queries
 * alternating). It prints the SEARCH_PRIVATE line.
 */
import { scopeOf } from '../apps/server/src/db/tenant-scope.ts';
import type { SearchService } from '../apps/server/src/modules/search/search.service.ts';
import { pct, runRound } from './measure.ts';
import { CONCURRENCY, pool, ROUNDS, secs, TARGET } from './search-options.ts';
import { type BenchQuery, shuffled } from './search-queries.ts';

function option(name: string): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : 0;
}
export const PRIVATE_ITEMS = option('--private-items');
export const ORGS = PRIVATE_ITEMS > 0 ? Math.max(1, option('--orgs') || 100) : 0;
const ORG_PREFIX = '件库基准企业';

/** The bench organisations' ids, with PRIVATE_ITEMS items among them (added when not there yet). */
export async function loadPrivateItems(): Promise<number[]> {
  const have = await pool.query<{ id: string; n: string }>(
    `select o.id, (select count(*) from item i where i.org_id = o.id) as n
     from org o where o.name like $1 order by o.id`,
    [`${ORG_PREFIX}%`],
  );
  const total = have.rows.reduce((n, r) => n + Number(r.n), 0);
  if (have.rows.length === ORGS && total === PRIVATE_ITEMS) {
    console.log(`private: reusing ${total} items in ${ORGS} organisations`);
    return have.rows.map((r) => Number(r.id));
  }
  const started = performance.now();
  await pool.query(`delete from item where org_id in (select id from org where name like $1)`, [
    `${ORG_PREFIX}%`,
  ]);
  await pool.query(`delete from org where name like $1`, [`${ORG_PREFIX}%`]);
  const orgs = await pool.query<{ id: string }>(
    `insert into org (name, enabled, business_scope)
     select $1 || g, true, '1' from generate_series(1, $2::int) g returning id`,
    [ORG_PREFIX, ORGS],
  );
  const ids = orgs.rows.map((r) => Number(r.id));
  const step = 10_000;
  for (let at = 0; at < PRIVATE_ITEMS; at += step) {
    const n = Math.min(step, PRIVATE_ITEMS - at);
    // public rows at offset `at` (every org gets rows of many categories), org = row number mod ORGS
    await pool.query(
      `with src as (
         select p.*, row_number() over (order by p.id) + $1::int as k
         from (select * from item where org_id is null order by id offset $1::int limit $2::int) p
       ), ins as (
         insert into item (code, kind, category_id, brand_id, org_id, model, name, series, standard, description,
           lifecycle, package, datasheet_url, params, material, size_si, source, internal_code, linked_item_id)
         select 'bench.' || k, kind, category_id, brand_id, ($3::bigint[])[1 + (k % $4::int)], model, name, series,
           standard, description, lifecycle, package, datasheet_url, params, material, size_si, 'org',
           'B' || k, id
         from src returning id, linked_item_id
       )
       insert into item_param (item_id, key, si, si_max)
       select ins.id, ip.key, ip.si, ip.si_max from ins join item_param ip on ip.item_id = ins.linked_item_id`,
      [at, n, ids, ORGS],
    );
  }
  await pool.query('analyze item');
  await pool.query('analyze item_param');
  console.log(
    `private: ${PRIVATE_ITEMS} items in ${ORGS} organisations added in ${secs(performance.now() - started)}`,
  );
  return ids;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  qps: number;
}

async function rounds(label: string, tasks: Array<() => Promise<unknown>>): Promise<Figures> {
  await runRound(shuffled(tasks, 7), CONCURRENCY);
  const times: number[] = [];
  let wall = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const round = await runRound(shuffled(tasks, 200 + r), CONCURRENCY);
    times.push(...round.times);
    wall += round.wallMs;
    console.log(
      `${label}: round ${r + 1}: n=${round.times.length} p50=${pct(round.times, 50).toFixed(2)}ms p99=${pct(round.times, 99).toFixed(2)}ms${round.errors ? ` errors=${round.errors}` : ''}`,
    );
  }
  return { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), qps: (times.length * 1000) / wall };
}

/** A member's queries (scope org, and public and org alternating) over the bench organisations. */
export async function measurePrivate(
  service: SearchService,
  queries: readonly BenchQuery[],
  orgIds: number[],
) {
  const member = (i: number) => scopeOf(orgIds[i % orgIds.length] as number);
  const orgTasks = queries.map((b, i) => () => service.search({ ...b.query, scope: 'org' }, member(i)));
  const started = performance.now();
  // every organisation's index built once before measuring (as a member's first query does)
  for (const [i] of orgIds.entries())
    await service.search({ ...(queries[0] as BenchQuery).query, scope: 'org' }, member(i));
  console.log(
    `private: ${orgIds.length} organisations' indexes built in ${secs(performance.now() - started)}`,
  );
  const org = await rounds('member org search', orgTasks);
  const mixTasks = queries.flatMap((b, i) => [
    () => service.search(b.query, member(i)),
    orgTasks[i] as () => Promise<unknown>,
  ]);
  const mix = await rounds('member public+org mix', mixTasks);
  const mark = (p: number) => (p <= TARGET.p99 ? 'ok' : 'MISSED');
  console.log(
    `  member search p99 ≤ ${TARGET.p99} ms: org ${org.p99.toFixed(2)} ms ${mark(org.p99)}, mix ${mix.p99.toFixed(2)} ms ${mark(mix.p99)}`,
  );
  return `SEARCH_PRIVATE private_items=${PRIVATE_ITEMS} orgs=${orgIds.length} org_p50=${org.p50.toFixed(2)}ms org_p95=${org.p95.toFixed(2)}ms org_p99=${org.p99.toFixed(2)}ms org_qps=${Math.round(org.qps)} mix_p50=${mix.p50.toFixed(2)}ms mix_p99=${mix.p99.toFixed(2)}ms mix_qps=${Math.round(mix.qps)}`;
}

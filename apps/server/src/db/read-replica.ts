/**
 * Reads from a streaming replica while it keeps up, from the primary otherwise (issue 17).
 *
 *   const router = createReplicaRouter({ primary, replica, maxLagMs: 1000, log });
 *   const readDb = new Kysely({ dialect: new PostgresDialect({ pool: router.pool }) });
 *   router.state();   // { reads: 'replica' | 'primary', reason }
 *   await router.stop();
 *
 * Every 250 ms the router reads the primary's WAL position (pg_current_wal_lsn) and the replica's replayed
 * position (pg_last_wal_replay_lsn). The replica serves reads while it has replayed everything the primary had
 * written maxLagMs ago; when it falls further behind or does not answer, reads go to the primary until it has
 * caught up again. A read that starts on the replica and fails is not retried here (its request fails, as a
 * primary failure would fail it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export const CHECK_EVERY_MS = 250;

export type ReadTarget = 'replica' | 'primary';

export interface ReplicaRouterOptions {
  primary: pg.Pool;
  replica: pg.Pool;
  maxLagMs: number;
  log?: FastifyBaseLogger;
}

/** '16/B374D848' → a number of bytes (exact below 2^53, i.e. for any WAL this side of 8 PB). */
export function lsnToBytes(lsn: string): number {
  const [high, low] = lsn.split('/');
  return Number.parseInt(high ?? '0', 16) * 2 ** 32 + Number.parseInt(low ?? '0', 16);
}

async function queryOne(pool: pg.Pool, text: string): Promise<string | null> {
  const { rows } = await pool.query<{ lsn: string | null }>(text);
  return rows[0]?.lsn ?? null;
}

export function createReplicaRouter({ primary, replica, maxLagMs, log }: ReplicaRouterOptions) {
  /** the primary's position, sampled every check: [time, bytes] */
  const samples: Array<[number, number]> = [];
  let reads: ReadTarget = 'primary';
  let reason = '尚未检查副本';
  let stopped = false;

  function decide(target: ReadTarget, why: string): void {
    if (target !== reads) log?.warn({ reads: target, reason: why }, `reads now go to the ${target}: ${why}`);
    reads = target;
    reason = why;
  }

  /** The primary's position maxLagMs ago (the oldest sample when the router has not run that long). */
  function positionThen(now: number): number {
    let position = samples[0]?.[1] ?? 0;
    for (const [at, bytes] of samples) if (at <= now - maxLagMs) position = bytes;
    while (samples.length > 2 && (samples[1]?.[0] ?? now) <= now - maxLagMs) samples.shift();
    return position;
  }

  async function check(): Promise<void> {
    const now = Date.now();
    const primaryLsn = await queryOne(primary, 'select pg_current_wal_lsn()::text as lsn').catch(() => null);
    if (primaryLsn !== null) samples.push([now, lsnToBytes(primaryLsn)]);
    const replayed = await queryOne(replica, 'select pg_last_wal_replay_lsn()::text as lsn').catch(
      () => undefined,
    );
    if (replayed === undefined) return decide('primary', '副本无法连接');
    if (replayed === null) return decide('primary', '副本不是备库（无回放位置）');
    if (lsnToBytes(replayed) < positionThen(now)) return decide('primary', `副本落后超过 ${maxLagMs} ms`);
    decide('replica', '副本已跟上');
  }

  const loop = (async () => {
    while (!stopped) {
      await check().catch(() => decide('primary', '检查副本失败'));
      await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS).unref());
    }
  })();

  return {
    /** What Kysely's PostgresDialect needs of a pool: connect() and end(). */
    pool: {
      connect: () => (reads === 'replica' ? replica.connect() : primary.connect()),
      end: async () => {},
    } as unknown as pg.Pool,
    state: () => ({ reads, reason }),
    /** Run one check now (tests). */
    check,
    async stop(): Promise<void> {
      stopped = true;
      await loop;
    },
  };
}

export type ReplicaRouter = ReturnType<typeof createReplicaRouter>;

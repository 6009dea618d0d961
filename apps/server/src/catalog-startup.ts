/**
 * The catalogue seed at server start (main.ts), after the migrations:
 * - CATALOG_SEED_SIZE=0: nothing is seeded;
 * - the database holds this catalogue version at this size: nothing to do (a few milliseconds);
 * - otherwise up to FOREGROUND_SEED_MAX items are seeded before the server listens (a few seconds),
 *   more in the background after it listens, with a progress line every 10 %. Meanwhile the API
 *   answers from what is in (GET /catalog/stats says seeding: true, counts grow every 20 000 items).
 *   Closing the server stops the seed between two batches; the next start completes it.
 * Either way one line gives the sizes of the three libraries:
 *   catalogue: 零部件 18551, 元器件 81389, 材料 60 items (seeded 100000 in 16.2 s, version …)
 */
import type { App } from './app.ts';
import { runInBackground } from './db/priority.ts';
import { SeedAbortedError, type SeedResult, seedItemCount } from './modules/catalog/catalog-seed.service.ts';

/**
 * Items per statement of the background seed (the foreground seed uses SEED_BATCH_SIZE, 1000): on
 * PGlite a statement holds the one session, and a request waits for the one that runs (about 0.5 s
 * for 1000 items with their parameters on a busy machine; bench/db-priority.ts).
 */
export const BACKGROUND_SEED_BATCH = 250;

/** Seeds of at most this many items finish before the server listens. */
export const FOREGROUND_SEED_MAX = 20_000;

export interface CatalogStartup {
  /** call once the server listens: starts a background seed if one is due, logs the sizes */
  afterListen(): void;
  /** the background seed, if one runs (tests wait for it) */
  readonly running: Promise<void> | undefined;
}

/** Call before listen (it adds a preClose hook). */
export async function prepareCatalogSeed(app: App): Promise<CatalogStartup> {
  const size = app.config.catalogSeedSize;
  const catalog = app.services.catalog;
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    controller.abort();
    await running;
  });

  const logSizes = async (detail: string) => {
    const { kinds } = await catalog.stats();
    const n = (kind: number) => kinds.find((k) => k.kind === kind)?.items ?? 0;
    app.log.info(
      { catalogue: Object.fromEntries(kinds.map((k) => [k.kind, k.items])) },
      `catalogue: 零部件 ${n(1)}, 元器件 ${n(2)}, 材料 ${n(4)} items (${detail})`,
    );
  };
  const seeded = (r: SeedResult) =>
    `seeded ${r.items} in ${(r.durationMs / 1000).toFixed(1)} s: ${r.inserted} new, ${r.updated} updated, ` +
    `${r.deleted} removed; version ${r.version}`;

  if (size === 0) {
    return { afterListen: () => void logSizes('CATALOG_SEED_SIZE=0: no seeding').catch(() => {}), running };
  }
  if (!(await catalog.needsSeed(size))) {
    return { afterListen: () => void logSizes('up to date').catch(() => {}), running };
  }
  const total = seedItemCount(size);
  if (total <= FOREGROUND_SEED_MAX) {
    app.log.info(`catalogue: seeding ${total} items`);
    const result = await catalog.seed({ size });
    await logSizes(seeded(result));
    return { afterListen: () => {}, running };
  }

  const startup: CatalogStartup = {
    afterListen() {
      app.log.info(`catalogue: seeding ${total} items in the background (the API answers meanwhile)`);
      let nextTenth = 1;
      // background work: on PGlite's one session, requests' queries go first (db/priority.ts)
      running = runInBackground(() =>
        catalog.seed({
          size,
          batchSize: BACKGROUND_SEED_BATCH,
          signal: controller.signal,
          onProgress: ({ done }) => {
            if (done >= (total * nextTenth) / 10 && done < total) {
              app.log.info(
                `catalogue: seeding ${done}/${total} items (${Math.floor((done * 100) / total)}%)`,
              );
              while (done >= (total * nextTenth) / 10) nextTenth++;
            }
          },
        }),
      ).then(
        (result) => logSizes(seeded(result)),
        (err: unknown) => {
          if (err instanceof SeedAbortedError) {
            app.log.info('catalogue: seeding stopped by shutdown; the next start completes it');
          } else {
            app.log.error({ err }, 'catalogue: seeding failed; the next start tries again');
          }
        },
      );
    },
    get running() {
      return running;
    },
  };
  return startup;
}

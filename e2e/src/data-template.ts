/**
 * Data-folder templates of the journeys' servers. A journey's server used to start on an empty data folder:
 * PGlite's initdb, the migrations, the catalogue seed and the first search index build, 40 s on a quiet
 * machine and up to 150 s under load, for every one of the ~25 servers of a run. The state they reach is the
 * same each time (the seed is deterministic), so global-setup makes it once per run:
 * - the base: a server started on an empty folder with CATALOG_SEED_SIZE=0 (initdb, migrations), stopped;
 *   its search index folder removed (an empty index is no use to a seeded server);
 * - per shared catalogue size: a server started on a copy of the base (seeds that size, builds the index and
 *   saves its snapshot), stopped.
 * Servers are stopped with SIGTERM and must exit 0 (PGlite closed cleanly). Each journey gets its own copy
 * (server.ts), of its size's template or else of the base, so journeys stay isolated; its server finds the
 * migrations applied (and the catalogue up to date with the index snapshot) and starts in seconds.
 *
 *   // global-setup.ts: await makeTemplates(root, sizes, launch); project.provide(TEMPLATE_DIR_KEY, root)
 *   // server.ts: const from = templateFor(root, size); if (from) cpSync(from, dataDir, { recursive: true })
 *
 * The journeys' own env on top of the base env (SMTP_*, FILING_COM, IGNORE_PART, OPERATOR_ACCOUNTS,
 * SEARCH3D_INDEX_ON_DEMAND) is read at run time, not written by a first start, so a copied folder starts as
 * an empty one would. Not with DATABASE_URL (the data is then in PostgreSQL, not in the folder).
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** the key under which global-setup provides the templates' folder to the journeys */
export const TEMPLATE_DIR_KEY = 'jkE2eTemplateDir';

// the provided value's type, declared with its key: every program that compiles server.ts's inject() sees it
// (bench/web.ts starts servers through server.ts without global-setup.ts)
declare module 'vitest' {
  export interface ProvidedContext {
    [TEMPLATE_DIR_KEY]: string;
  }
}

/** the journeys' default catalogue size (server.ts) */
export const DEFAULT_SEED_SIZE = process.env.CATALOG_SEED_SIZE ?? '4000';

/**
 * Catalogue sizes used by more than one journey server: the default (18 servers), 3000 (catalog,
 * materials-compare) and 5087 (bom, search-language); other sizes start on the base and seed themselves.
 * In CI (all journeys) the three are made; locally the default size only, so that a developer running one
 * journey does not wait for the others' (E2E_TEMPLATES=all makes the three).
 */
export function templateSeedSizes(all: boolean): string[] {
  return all ? [...new Set([DEFAULT_SEED_SIZE, '3000', '5087'])] : [DEFAULT_SEED_SIZE];
}

const BASE = 'base';
const SNAPSHOT = join('search-index', 'search-index.snap');

/** A started server, as server.ts's launchServer gives it. */
interface Launched {
  stopKeepingData(): Promise<void>;
  logs: string[];
}
/** starts a server with this env on this data folder and waits until it is healthy */
type Launch = (env: Record<string, string>, dataDir: string) => Promise<Launched>;

/** The folder a journey's data starts as: its size's template, else the base, else none (empty folder). */
export function templateFor(root: string, seedSize: string): string | undefined {
  for (const dir of [join(root, `seed-${seedSize}`), join(root, BASE)]) if (existsSync(dir)) return dir;
  return undefined;
}

/** Makes the base, then the template of each size (logging what each took). */
export async function makeTemplates(root: string, sizes: readonly string[], launch: Launch): Promise<void> {
  await timed('migrated base', () =>
    make(join(root, BASE), undefined, { CATALOG_SEED_SIZE: '0' }, launch, undefined),
  );
  for (const size of sizes) {
    await timed(`catalogue size ${size}`, () =>
      make(join(root, `seed-${size}`), join(root, BASE), { CATALOG_SEED_SIZE: size }, launch, SNAPSHOT),
    );
  }
  // the base's own index (empty) must not stand in for a seeded one
  rmSync(join(root, BASE, 'search-index'), { recursive: true, force: true });
}

async function timed(what: string, work: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await work();
  console.log(`e2e: data template (${what}) made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * One template: a server on a copy of `from` (or an empty folder) until healthy and, if given, until the
 * file `waitFor` exists (the search snapshot is written, temp file then rename, just after the first build);
 * then stopped cleanly. On any failure the folder is removed: no half-made template is ever used.
 */
async function make(
  dir: string,
  from: string | undefined,
  env: Record<string, string>,
  launch: Launch,
  waitFor: string | undefined,
): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    if (from) cpSync(from, dir, { recursive: true });
    const server = await launch(env, dir);
    const deadline = Date.now() + 120_000;
    while (waitFor && !existsSync(join(dir, waitFor))) {
      if (Date.now() > deadline) {
        await server.stopKeepingData().catch(() => {});
        throw new Error(`e2e template ${dir}: no ${waitFor} in time:\n${server.logs.join('')}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await server.stopKeepingData();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

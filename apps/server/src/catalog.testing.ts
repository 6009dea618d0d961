/**
 * Test helper of the file-making modules (models, eda): an app with its own data folder (files are written
 * there) and the real catalogue seeded at a small size, a picker of seeded item ids and a GET under /to/api.
 *
 *   let seeded: SeededTestApp;
 *   beforeAll(async () => {
 *     seeded = await createSeededTestApp('jianku-eda-api-');
 *     chip = await seeded.pick(sql`c.code = 'comp.passive.resistor.chip'`);
 *   }, 120_000);
 *   afterAll(() => seeded?.close());
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Item } from '@jianku/catalog';
import type { LightMyRequestResponse } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { App } from './app.ts';
import { createTestApp } from './testing.ts';

/** The catalogue size the models and eda tests seed (it holds every family they pick from). */
export const SEEDED_SIZE = 5087;

export interface SeededTestApp {
  app: App;
  /** DATA_DIR of the app (removed by close) */
  dataDir: string;
  /** the id of the first catalogue item (of no organisation) meeting a condition on item i and category c */
  pick: (where: RawBuilder<unknown>) => Promise<number>;
  /** GET under /to/api */
  get: (url: string) => Promise<LightMyRequestResponse>;
  /**
   * Stores real catalogue items the seed did not draw (an extension family's rows) through the operators'
   * JSON import, as public items; answers their ids in order.
   */
  importItems: (items: readonly Item[]) => Promise<number[]>;
  close: () => Promise<void>;
}

export async function createSeededTestApp(
  prefix: string,
  size = SEEDED_SIZE,
  env: Record<string, string> = {},
): Promise<SeededTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const app = await createTestApp({ env: { DATA_DIR: dataDir, ...env }, seedSize: size });
  await app.services.catalog.seed({ size });
  return {
    app,
    dataDir,
    pick: async (where) => {
      const { rows } = await sql<{ id: number }>`
        select i.id from item i join category c on c.id = i.category_id
        where i.org_id is null and ${where} order by i.id limit 1`.execute(app.database.db);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('the seed has no such item');
      return Number(id);
    },
    get: (url) => app.inject({ url: `/to/api${url}` }),
    importItems: async (items) => {
      const rows = items.map((i) => ({
        code: i.code,
        categoryCode: i.categoryCode,
        brandCode: i.brandCode ?? '',
        model: i.model,
        name: i.name,
        standard: i.standard,
        // a component's package (the models and EDA files are made from it); the import takes it for kind 2 only
        ...(i.kind === 2 && i.package ? { package: i.package } : {}),
        params: Object.fromEntries(Object.entries(i.params).map(([k, v]) => [k, v.display])),
      }));
      const kind = items[0]?.kind ?? 1;
      const result = await app.services.catalog.importFile({
        text: JSON.stringify(rows),
        format: 'json',
        kind,
      });
      if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.errors.slice(0, 3))}`);
      const found = await app.database.db
        .selectFrom('item')
        .select(['id', 'code'])
        .where(
          'code',
          'in',
          items.map((i) => i.code),
        )
        .execute();
      return items.map((i) => Number(found.find((f) => f.code === i.code)?.id));
    },
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

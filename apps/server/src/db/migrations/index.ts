/**
 * Every migration, by name. Kysely runs them in name order, once each, at start.
 * To add one: create NNNN_topic.ts next to this file (exporting up and down) and list it here.
 * Never edit a migration that has shipped; add a new one.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_accounts.ts';
import * as m0003 from './0003_catalog.ts';
import * as m0004 from './0004_search.ts';
import * as m0008 from './0008_slider_pow.ts';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_catalog': m0003,
  '0004_search': m0004,
  '0008_slider_pow': m0008,
};

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
import * as m0005 from './0005_security_limits.ts';
import * as m0006 from './0006_front_log_bounds.ts';
import * as m0007 from './0007_compare.ts';
import * as m0008 from './0008_slider_pow.ts';
import * as m0009 from './0009_health_probe.ts';
import * as m0010 from './0010_alternates.ts';
import * as m0011 from './0011_files.ts';
import * as m0012 from './0012_feedback.ts';
import * as m0013 from './0013_search_change_schema.ts';
import * as m0014 from './0014_search_consumers.ts';
import * as m0015 from './0015_org_members.ts';
import * as m0016 from './0016_personal_items.ts';
import * as m0017 from './0017_bom.ts';
import * as m0018 from './0018_org_items.ts';
import * as m0019 from './0019_org_audit.ts';
import * as m0020 from './0020_warehouse.ts';
import * as m0021 from './0021_org_import_jobs.ts';
import * as m0022 from './0022_vendor_pages.ts';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_catalog': m0003,
  '0004_search': m0004,
  '0005_security_limits': m0005,
  '0006_front_log_bounds': m0006,
  '0007_compare': m0007,
  '0008_slider_pow': m0008,
  '0009_health_probe': m0009,
  '0010_alternates': m0010,
  '0011_files': m0011,
  '0012_feedback': m0012,
  '0013_search_change_schema': m0013,
  '0014_search_consumers': m0014,
  '0015_org_members': m0015,
  '0016_personal_items': m0016,
  '0017_bom': m0017,
  '0018_org_items': m0018,
  '0019_org_audit': m0019,
  '0020_warehouse': m0020,
  '0021_org_import_jobs': m0021,
  '0022_vendor_pages': m0022,
};

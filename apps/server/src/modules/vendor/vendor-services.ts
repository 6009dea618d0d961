/** The vendor module's service, built once for createServices (modules/index.ts), with the audit hook. */
import type { Kysely } from 'kysely';
import type { AuditRecorder } from '../../db/audit-trail.ts';
import type { Database } from '../../db/schema.ts';
import { createOrgRepositories } from '../orgs/org-services.ts';
import { createVendorRepository } from './vendor.repository.ts';
import { createVendorService, type VendorTransaction } from './vendor.service.ts';

export function createVendorServices(deps: { db: Kysely<Database>; audit: AuditRecorder }) {
  const inTransaction: VendorTransaction = (work) =>
    deps.db
      .transaction()
      .execute((trx) => work(createVendorRepository(trx), (record) => deps.audit(trx, record)));
  return {
    vendor: createVendorService({
      repository: createVendorRepository(deps.db),
      orgs: createOrgRepositories(deps.db),
      inTransaction,
    }),
  };
}

/** The warehouse's services, built once for createServices (modules/index.ts), with the audit hook. */
import type { Kysely } from 'kysely';
import type { AuditRecorder } from '../../db/audit-trail.ts';
import type { Database } from '../../db/schema.ts';
import { createOrgRepositories } from '../orgs/org-services.ts';
import { createWarehouseRepository } from './warehouse.repository.ts';
import { createWarehouseService } from './warehouse.service.ts';
import type { WarehouseTransaction } from './warehouse-access.ts';
import { createWarehouseLocationsService } from './warehouse-locations.service.ts';

export function createWarehouseServices(deps: { db: Kysely<Database>; audit: AuditRecorder }) {
  const inTransaction: WarehouseTransaction = (work) =>
    deps.db.transaction().execute((trx) =>
      work({
        repo: createWarehouseRepository(trx),
        audit: ({ actor, ...record }) =>
          deps.audit(trx, { ...record, orgId: actor.orgId, actorId: actor.userId }),
      }),
    );
  const common = {
    repository: createWarehouseRepository(deps.db),
    orgs: createOrgRepositories(deps.db),
    inTransaction,
  };
  return {
    warehouse: createWarehouseService(common),
    warehouseLocations: createWarehouseLocationsService(common),
  };
}

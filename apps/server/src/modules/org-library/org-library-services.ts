/** The enterprise library's services, built once for createServices (modules/index.ts). */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditRecorder } from '../../db/audit-trail.ts';
import type { Database } from '../../db/schema.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { FilesService } from '../files/files.service.ts';
import { createOrgRepositories } from '../orgs/org-services.ts';
import type { SearchService } from '../search/search.service.ts';
import { createOrgImportService } from './org-import.service.ts';
import { createOrgImportJobs } from './org-import-jobs.ts';
import { createOrgLibraryRepository } from './org-library.repository.ts';
import { createOrgLibraryService } from './org-library.service.ts';

export function createOrgLibraryServices(deps: {
  db: Kysely<Database>;
  catalog: CatalogService;
  search: SearchService;
  files: FilesService;
  /** the audit log's recorder (modules/audit): item changes are recorded in their own transaction */
  audit: AuditRecorder;
  log?: FastifyBaseLogger;
}) {
  const repository = createOrgLibraryRepository(deps.db);
  const orgLibrary = createOrgLibraryService({
    repository,
    withAudit: (work) =>
      deps.db
        .transaction()
        .execute((trx) => work(createOrgLibraryRepository(trx), (record) => deps.audit(trx, record))),
    orgs: createOrgRepositories(deps.db),
    catalog: deps.catalog,
    search: deps.search,
  });
  const orgImportJobs = createOrgImportJobs({
    db: deps.db,
    files: deps.files,
    search: deps.search,
    audit: deps.audit,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const orgImport = createOrgImportService({
    library: orgLibrary,
    files: deps.files,
    repository,
    jobs: orgImportJobs,
  });
  return { orgLibrary, orgImport, orgImportJobs };
}

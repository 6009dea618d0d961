/** The enterprise library's services, built once for createServices (modules/index.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { FilesService } from '../files/files.service.ts';
import { createOrgRepositories } from '../orgs/org-services.ts';
import type { SearchService } from '../search/search.service.ts';
import { createOrgImportService } from './org-import.service.ts';
import { createOrgLibraryRepository } from './org-library.repository.ts';
import { createOrgLibraryService } from './org-library.service.ts';

export function createOrgLibraryServices(deps: {
  db: Kysely<Database>;
  catalog: CatalogService;
  search: SearchService;
  files: FilesService;
}) {
  const repository = createOrgLibraryRepository(deps.db);
  const orgLibrary = createOrgLibraryService({
    repository,
    orgs: createOrgRepositories(deps.db),
    catalog: deps.catalog,
    search: deps.search,
  });
  const orgImport = createOrgImportService({
    library: orgLibrary,
    files: deps.files,
    repository,
    search: deps.search,
    inTransaction: (work) => deps.db.transaction().execute((trx) => work(createOrgLibraryRepository(trx))),
  });
  return { orgLibrary, orgImport };
}

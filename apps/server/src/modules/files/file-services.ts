/** The files module's services, built once for createServices (modules/index.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FilesConfig } from '../../lib/files-config.ts';
import { createBigFileService } from './bigfile.service.ts';
import { createFilesRepository } from './files.repository.ts';
import { createFilesService, type OrgOfUpload } from './files.service.ts';
import { createFileStore } from './storage/create-store.ts';

export function createFileServices(deps: {
  config: FilesConfig;
  db: Kysely<Database>;
  now: () => Date;
  orgOfUpload?: OrgOfUpload;
}) {
  const repository = createFilesRepository(deps.db);
  const fileStore = createFileStore(deps.config);
  const files = createFilesService({
    repository,
    store: fileStore,
    config: deps.config,
    orgOfUpload: deps.orgOfUpload,
  });
  const bigFiles = createBigFileService({
    repository,
    store: fileStore,
    config: deps.config,
    now: deps.now,
    checkQuota: files.checkQuota,
    orgOfUpload: deps.orgOfUpload,
  });
  return { files, bigFiles, fileStore };
}

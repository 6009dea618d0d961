/** The configured file store: S3_BUCKET set → the S3 store, else the disk store under DATA_DIR/files. */
import type { FilesConfig } from '../../../lib/files-config.ts';
import { createDiskStore, diskSigningKey } from './disk-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3Store } from './s3-store.ts';

export function createFileStore(config: FilesConfig): FileStore {
  const store = config.store;
  if (store.kind === 's3') return createS3Store(store);
  return createDiskStore({ root: store.root, secret: () => diskSigningKey(store.root, config.urlSecret) });
}

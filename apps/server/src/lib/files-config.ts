/**
 * Upload and storage settings (modules/files), read by loadConfig (config.ts). Variables (default in brackets):
 *
 * - UPLOAD_PART_MB [3]          Part size the server hands out at init (SPEC-9.40: 3 MB). AWS S3 and MinIO
 *                               refuse parts under 5 MB except the last: set 5 with them.
 * - UPLOAD_MAX_MB [2048]        Largest file (single uploads are always under 5 MB, SPEC-9.39).
 * - UPLOAD_QUOTA_MB [10240]     Stored bytes per user (files plus finished, not yet filed uploads).
 * - UPLOAD_MAX_OPEN [20]        Unfinished large uploads one user may have at once.
 * - UPLOAD_EXPIRE_HOURS [24]    An unfinished upload (its parts) is deleted this long after init.
 * - UPLOAD_URL_TTL_SECONDS [900] Lifetime of a signed part URL.
 * - UPLOAD_URL_SECRET [unset]   HMAC key of the disk store's part URLs (32 to 256 characters); unset: a random
 *                               key made once and kept in DATA_DIR/files/url-signing.key.
 * - S3_BUCKET [unset]           Set: files go to that S3-compatible bucket instead of DATA_DIR/files.
 * - S3_ENDPOINT [unset]         http(s) endpoint of a non-AWS store (MinIO, OSS, COS, s3rver…); unset: AWS.
 * - S3_REGION [us-east-1], S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (both or neither: the SDK's default
 *   chain otherwise), S3_FORCE_PATH_STYLE [true when S3_ENDPOINT is set].
 */
import { join } from 'node:path';

export type StoreConfig =
  | { kind: 'disk'; root: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface FilesConfig {
  store: StoreConfig;
  /** the disk store's temporary files and keys (also used by the S3 store for single uploads) */
  workDir: string;
  partSize: number;
  maxFileBytes: number;
  quotaBytes: number;
  maxOpenUploads: number;
  expireMs: number;
  urlTtlMs: number;
  urlSecret: string | undefined;
}

export interface ConfigReaders {
  get(name: string): string | undefined;
  readInt(name: string, fallback: number, min: number, max: number): number;
  readFlag(name: string): boolean;
  problems: string[];
}

const MIB = 1024 * 1024;

export function readFilesConfig(r: ConfigReaders, dataDir: string): FilesConfig {
  const root = join(dataDir, 'files');
  const urlSecret = r.get('UPLOAD_URL_SECRET');
  if (urlSecret !== undefined && (urlSecret.length < 32 || urlSecret.length > 256)) {
    r.problems.push('UPLOAD_URL_SECRET 须为 32 到 256 个字符');
  }
  return {
    store: readStore(r, root),
    workDir: root,
    partSize: r.readInt('UPLOAD_PART_MB', 3, 1, 16) * MIB,
    maxFileBytes: r.readInt('UPLOAD_MAX_MB', 2048, 5, 1_048_576) * MIB,
    quotaBytes: r.readInt('UPLOAD_QUOTA_MB', 10_240, 1, 10_485_760) * MIB,
    maxOpenUploads: r.readInt('UPLOAD_MAX_OPEN', 20, 1, 10_000),
    expireMs: r.readInt('UPLOAD_EXPIRE_HOURS', 24, 1, 24 * 365) * 3_600_000,
    urlTtlMs: r.readInt('UPLOAD_URL_TTL_SECONDS', 900, 10, 7 * 24 * 3600) * 1000,
    urlSecret,
  };
}

function readStore(r: ConfigReaders, root: string): StoreConfig {
  const bucket = r.get('S3_BUCKET');
  if (bucket === undefined) return { kind: 'disk', root };
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    r.problems.push(`S3_BUCKET 须为合法的存储桶名（小写字母、数字、点和连字符；当前值 "${bucket}"）`);
  }
  const endpoint = r.get('S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+(\/.*)?$/.test(endpoint)) {
    r.problems.push(`S3_ENDPOINT 须为 http(s) 地址（当前值 "${endpoint}"）`);
  }
  const accessKeyId = r.get('S3_ACCESS_KEY_ID');
  const secretAccessKey = r.get('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    r.problems.push('S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY 须同时设置或同时不设置');
  }
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: r.get('S3_REGION') ?? 'us-east-1',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
    forcePathStyle:
      r.get('S3_FORCE_PATH_STYLE') === undefined ? endpoint !== undefined : r.readFlag('S3_FORCE_PATH_STYLE'),
  };
}

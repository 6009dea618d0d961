/**
 * Datasheet preview settings (modules/eda, datasheet-fetch.ts), read by loadConfig (config.ts):
 *
 * - DATASHEET_ALLOW_LOOPBACK [false]  Tests only: let the server fetch datasheets from a loopback address
 *                                     (127.0.0.0/8, ::1). Private, link-local and other internal ranges stay
 *                                     refused; without it loopback is refused too (no SSRF into the host).
 * Fetched PDFs are kept in DATA_DIR/datasheets, one file per address (its SHA-256).
 */
import { join } from 'node:path';

export interface DatasheetConfig {
  cacheDir: string;
  allowLoopback: boolean;
}

export function readDatasheetConfig(
  { readFlag }: { readFlag: (name: string) => boolean },
  dataDir: string,
): DatasheetConfig {
  return { cacheDir: join(dataDir, 'datasheets'), allowLoopback: readFlag('DATASHEET_ALLOW_LOOPBACK') };
}

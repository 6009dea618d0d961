/**
 * The KiCad plugin package (issue 12): a zip in the format of KiCad's Plugin and Content Manager ("Install
 * from file"): metadata.json (PCM schema v1), plugins/ (the pcbnew action plugin that opens the portal in
 * plugin mode, its toolbar icon and the HTTP library file) and resources/icon.png. Built from the files of
 * packages/eda/kicad-plugin with the portal's origin and the version written in; the same origin gives the
 * same bytes (fixed times), so its size and SHA-256 are stable.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';

/** The plugin's version (PCM: major[.minor[.patch]]). Raise it when a file under kicad-plugin/ changes. */
export const KICAD_PLUGIN_VERSION = '1.0.0';
export const KICAD_PLUGIN_IDENTIFIER = 'com.jianku.kicad-plugin';
export const KICAD_PLUGIN_FILE_NAME = `jianku-kicad-plugin-${KICAD_PLUGIN_VERSION}.zip`;

const TEXT_FILES = ['metadata.json', 'plugins/__init__.py', 'plugins/jianku_action.py'] as const;
const BINARY_FILES = ['plugins/icon.png', 'resources/icon.png'] as const;

export interface BuiltFile {
  fileName: string;
  bytes: Uint8Array;
  size: number;
  sha256: string;
}

function described(fileName: string, bytes: Uint8Array): BuiltFile {
  return { fileName, bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function source(path: string): Buffer {
  return readFileSync(new URL(`../kicad-plugin/${path}`, import.meta.url));
}

/**
 * The package for a portal at `origin` (http(s)://host[:port], no trailing slash), with `httpLibFile` (the
 * portal's .kicad_httplib text) as plugins/jianku.kicad_httplib.
 */
export function kicadPluginPackage(origin: string, httpLibFile: string): BuiltFile {
  // JSON and Python string literals: the origin is written inside double quotes of both.
  const safeOrigin = origin.replace(/[^A-Za-z0-9:/._\-[\]]/g, '');
  const entries: Record<string, Uint8Array> = {};
  for (const path of TEXT_FILES) {
    const text = source(path)
      .toString('utf8')
      .replaceAll('{{PORTAL_ORIGIN}}', safeOrigin)
      .replaceAll('{{PLUGIN_VERSION}}', KICAD_PLUGIN_VERSION);
    entries[path] = strToU8(text);
  }
  for (const path of BINARY_FILES) entries[path] = new Uint8Array(source(path));
  entries['plugins/jianku.kicad_httplib'] = strToU8(httpLibFile);
  const zip = zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
  return described(KICAD_PLUGIN_FILE_NAME, zip);
}

/** Size and SHA-256 of any download (the HTTP library file, STEP models). */
export function describeFile(fileName: string, bytes: Uint8Array): BuiltFile {
  return described(fileName, bytes);
}

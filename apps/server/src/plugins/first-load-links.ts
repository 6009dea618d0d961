/**
 * The `Link` header that names a results or item page's own scripts with its index.html (issue 17).
 *
 *   const links = firstLoadLinks(root);          // once, with the web app's folder
 *   const value = links.headerFor('/part/search'); // '</assets/search.page-….js>; rel=modulepreload, …' or null
 *
 * Why: opened from a link, such a page fetched its chunks only once the shell had arrived and run (a chain of
 * round trips on a slow phone). The build lists them per kind of page in first-load.json (apps/web
 * first-load-preloads.ts); with this header the browser fetches and compiles them beside the shell. The file is
 * read again when its modification time changes (a build made after the start); a missing, unreadable or
 * malformed file, or a name that is not a script under /assets/, sends no header at all (the page still works,
 * it only loads as before).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAGE_KINDS, type FirstPageKind, firstPageOf } from '@jianku/rules';

const FILE = 'first-load.json';
const SCRIPT = /^\/assets\/[\w.-]+\.js$/;

type Headers = Partial<Record<FirstPageKind, string>>;

/** The header value per kind of page from the file's text; a malformed entry leaves that kind out. */
export function linkHeadersOf(text: string): Headers {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  const headers: Headers = {};
  if (typeof parsed !== 'object' || parsed === null) return headers;
  for (const kind of FIRST_PAGE_KINDS) {
    const files: unknown = (parsed as Record<string, unknown>)[kind];
    const valid = Array.isArray(files) && files.length > 0 && files.every((f) => SCRIPT.test(String(f)));
    if (valid) headers[kind] = files.map((f) => `<${f}>; rel=modulepreload`).join(', ');
  }
  return headers;
}

export function firstLoadLinks(root: string) {
  const path = join(root, FILE);
  let readAt = Number.NaN;
  let headers: Headers = {};
  const current = (): Headers => {
    try {
      const modified = statSync(path).mtimeMs;
      if (modified !== readAt) {
        headers = linkHeadersOf(readFileSync(path, 'utf8'));
        readAt = modified;
      }
    } catch {
      headers = {};
      readAt = Number.NaN;
    }
    return headers;
  };
  return {
    /** The Link header for the page at this pathname, or null. */
    headerFor(pathname: string): string | null {
      const page = firstPageOf(pathname);
      return page ? (current()[page.kind] ?? null) : null;
    },
  };
}

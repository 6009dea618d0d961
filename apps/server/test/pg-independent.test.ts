/**
 * The PostgreSQL stage skips the server test files listed in scripts/pg-independent.mjs, on the ground that they
 * never open a database. This holds the list to that ground: each listed file exists, and neither it nor a test
 * helper it imports from this folder opens a database or writes SQL. A listed file that starts to (a new test
 * through the API, say) fails here until it leaves the list and runs on PostgreSQL again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PG_INDEPENDENT } from '../../../scripts/pg-independent.mjs';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What opening a database or writing SQL looks like in a test file or its local helpers. */
const DATABASE_USE =
  /\bcreate(?:Seeded|Accounts)?TestApp\b|\bopenDatabase\b|\btestDatabaseOptions\b|\bbuildApp\b|from 'kysely'|from 'pg'|@electric-sql\/pglite|\.database\b/;

/** The file and the helpers it imports from apps/server/test (./x.ts), followed through. */
function sourcesOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const local = [...text.matchAll(/from '(\.\/[^']+\.ts)'/g)].map((m) => join(dirname(file), m[1] as string));
  return [text, ...local.flatMap((f) => sourcesOf(f, seen))];
}

describe('server test files the PostgreSQL stage skips (scripts/pg-independent.mjs)', () => {
  it('the list is of test files, each with its reason, none twice', () => {
    expect(PG_INDEPENDENT.length).toBeGreaterThan(0);
    const files = PG_INDEPENDENT.map((e) => e.file);
    expect(new Set(files).size).toBe(files.length);
    for (const { file, reason } of PG_INDEPENDENT) {
      expect(file).toMatch(/^test\/[\w-]+\.test\.ts$/);
      expect(existsSync(join(serverRoot, file)), file).toBe(true);
      expect(reason.length, file).toBeGreaterThan(10);
    }
  });

  it('no listed file opens a database or writes SQL, nor does a helper it imports from this folder', () => {
    const users = PG_INDEPENDENT.filter(({ file }) =>
      sourcesOf(join(serverRoot, file)).some((text) => DATABASE_USE.test(text)),
    ).map((e) => e.file);
    expect(users).toEqual([]);
  });

  it('the rule tells: files that open a database are caught', () => {
    for (const file of ['test/search3d-labelled.test.ts', 'test/bom-parse.test.ts', 'test/models.test.ts']) {
      expect(
        sourcesOf(join(serverRoot, file)).some((text) => DATABASE_USE.test(text)),
        file,
      ).toBe(true);
    }
  });
});

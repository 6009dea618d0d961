#!/usr/bin/env node
/**
 * Spec coverage from test titles (issue 19): for every id of docs/spec-checklist.md (a copy of the shared
 * checklist), the tests whose title names it, then the ids no test names.
 *   npm run spec:coverage            the whole report
 *   npm run spec:coverage -- --missing   only the ids no test names
 *   npm run spec:coverage -- --claims [path-part]   every title that names ids, file by file, each id with its
 *       checklist line beside it (to review whether the test proves it; docs/spec-review.md); a path part
 *       narrows it to the files whose path contains it
 * A title is the first string argument of it(...), test(...) or describe(...) in a *.test.ts(x) or *.e2e.ts file;
 * ids in comments or assertions do not count. A test names an id only where it proves that line (project rule).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'data', 'artifacts', '.git']);
const TEST_FILE = /\.(test\.tsx?|e2e\.ts)$/;
const ID = /SPEC-\d+\.\d+/g;
// it('…', it.each(...)('…'), test.skipIf(x)('…'), describe(`…`): the title is the first string literal argument
const TITLE = /\b(?:it|test|describe)(?:\.\w+(?:\([^)]*\))?)*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (TEST_FILE.test(entry.name)) yield path;
  }
}

/** Spec ids of the checklist, in order, with their text. */
export function checklistIds(text) {
  const ids = new Map();
  for (const line of text.split('\n')) {
    const m = /^\s*- (SPEC-\d+\.\d+)\s+(.*)$/.exec(line);
    if (m) ids.set(m[1], m[2]);
  }
  return ids;
}

/** Titles naming spec ids in one file's source: [{ title, line, ids }]. */
export function titlesWithIds(source) {
  const out = [];
  for (const m of source.matchAll(TITLE)) {
    const ids = m[2].match(ID);
    if (!ids) continue;
    const line = source.slice(0, m.index).split('\n').length;
    out.push({ title: m[2], line, ids: [...new Set(ids)] });
  }
  return out;
}

/** Every title naming ids, file by file, each id with its checklist line (or "not in the checklist"). */
function printClaims(ids, only) {
  let titles = 0;
  let claims = 0;
  for (const file of testFiles(root)) {
    const rel = relative(root, file);
    if (only && !rel.includes(only)) continue;
    const found = titlesWithIds(readFileSync(file, 'utf8'));
    if (found.length === 0) continue;
    console.log(`\n${rel}`);
    for (const t of found) {
      titles++;
      console.log(`  :${t.line} ${t.title}`);
      for (const id of t.ids) {
        claims++;
        console.log(`      ${id} ${(ids.get(id) ?? '(not in the checklist)').slice(0, 160)}`);
      }
    }
  }
  console.log(`\nSPEC-CLAIMS titles=${titles} claims=${claims}`);
}

function main() {
  const ids = checklistIds(readFileSync(join(root, 'docs/spec-checklist.md'), 'utf8'));
  const claimsAt = process.argv.indexOf('--claims');
  if (claimsAt >= 0) {
    const only = process.argv[claimsAt + 1];
    printClaims(ids, only && !only.startsWith('--') ? only : undefined);
    return;
  }
  const byId = new Map([...ids.keys()].map((id) => [id, []]));
  const unknown = [];
  for (const file of testFiles(root)) {
    const rel = relative(root, file);
    for (const t of titlesWithIds(readFileSync(file, 'utf8'))) {
      for (const id of t.ids) {
        const where = `${rel}:${t.line} ${t.title}`;
        if (byId.has(id)) byId.get(id).push(where);
        else unknown.push(`${id} ${where}`);
      }
    }
  }
  const onlyMissing = process.argv.includes('--missing');
  const missing = [...byId].filter(([, tests]) => tests.length === 0).map(([id]) => id);
  if (!onlyMissing) {
    for (const [id, tests] of byId) {
      if (tests.length === 0) continue;
      console.log(`${id} (${tests.length})`);
      for (const t of tests) console.log(`  ${t}`);
    }
  }
  console.log(`\nNo test names these ${missing.length} of ${ids.size} ids:`);
  for (const id of missing) console.log(`  ${id} ${ids.get(id).slice(0, 100)}`);
  if (unknown.length > 0) {
    console.log(`\nTitles naming ids that are not in the checklist (${unknown.length}):`);
    for (const u of unknown) console.log(`  ${u}`);
  }
  console.log(`\nSPEC-COVERAGE ids=${ids.size} named=${ids.size - missing.length} unnamed=${missing.length}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

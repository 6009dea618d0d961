#!/usr/bin/env node
/**
 * The size check of `npm run lint` (project rule: no source file over 600 lines, no function over 120 lines).
 *
 * - A .ts/.tsx file of apps/, packages/, e2e/, bench/ or scripts/ has at most MAX_FILE_LINES lines, except data
 *   tables (named *.data.ts) and the files of ALLOWED_LONG_FILES below, each with the reason.
 * - A function (declaration, expression, arrow, method, constructor, accessor) spans at most MAX_FUNCTION_LINES
 *   lines, unless the comment right above it says why, with the words "long because". The callbacks given to
 *   describe() in tests only group tests and are not counted.
 *
 * Functions are measured with the TypeScript compiler API (TypeScript 7's `typescript/unstable/sync`, which
 * parses every file of scripts/check-size.tsconfig.json in one program). Prints every violation and exits 1 when
 * there is one. `node scripts/check-size.mjs --list` prints the longest files and functions as well.
 */
import { relative, resolve } from 'node:path';
import { SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 120;
const ROOT = resolve(import.meta.dirname, '..');
const TSCONFIG = 'scripts/check-size.tsconfig.json';

/** Files allowed over MAX_FILE_LINES, relative to the repository root, each with why it cannot be split now. */
const ALLOWED_LONG_FILES = new Map([
  // tests: one suite seeds the catalogue once (SEED_SIZE items) for all its cases; a second file would seed again
  ['apps/server/test/catalog.test.ts', 'one catalogue seed for all cases'],
]);

const DATA_TABLE = /\.data\.ts$/;

const FUNCTION_KINDS = new Set([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

/** The name a function is known by: its own, or that of the variable, property or call it is given to. */
function functionName(node, sourceFile) {
  if (node.name) return node.name.getText(sourceFile);
  const parent = node.parent;
  if (parent?.name) return parent.name.getText(sourceFile);
  if (parent?.kind === SyntaxKind.CallExpression) {
    const callee = parent.expression.getText(sourceFile);
    const first = parent.arguments[0];
    const title = first?.kind === SyntaxKind.StringLiteral ? ` ${first.getText(sourceFile)}` : '';
    return `${callee}(${title.trim()}) callback`;
  }
  if (node.kind === SyntaxKind.Constructor) return 'constructor';
  return '(anonymous)';
}

/** describe('…', () => { … }) and describe.each(…)('…', () => { … }): a group of tests, not a function to split. */
function isTestGroup(node, sourceFile) {
  const parent = node.parent;
  if (parent?.kind !== SyntaxKind.CallExpression) return false;
  return /^describe\b/.test(parent.expression.getText(sourceFile));
}

/** The comment lines right above `line` (0-based), joined. */
function commentAbove(lines, line) {
  const above = [];
  for (let i = line - 1; i >= 0; i -= 1) {
    const text = lines[i].trim();
    if (/^(\/\/|\/\*|\*)/.test(text)) above.unshift(text);
    else break;
  }
  return above.join(' ');
}

function measure(sourceFile, file) {
  const text = sourceFile.text;
  const lines = text.split('\n');
  const lineCount = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const functions = [];
  const visit = (node) => {
    if (FUNCTION_KINDS.has(node.kind) && !isTestGroup(node, sourceFile)) {
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const end = sourceFile.getLineAndCharacterOfPosition(node.end).line;
      functions.push({
        file,
        name: functionName(node, sourceFile),
        line: start + 1,
        lines: end - start + 1,
        explained: /long because/i.test(commentAbove(lines, start)),
      });
    }
    node.forEachChild(visit);
  };
  sourceFile.forEachChild(visit);
  return { file, lines: lineCount, functions };
}

function main() {
  const list = process.argv.includes('--list');
  const api = new API({ cwd: ROOT });
  let results;
  try {
    const snapshot = api.updateSnapshot({ openProjects: [TSCONFIG] });
    const program = snapshot.getProjects()[0]?.program;
    if (!program) throw new Error(`${TSCONFIG}: no program`);
    results = program
      .getSourceFileNames()
      .filter((name) => !name.includes('/node_modules/') && /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      .map((name) => measure(program.getSourceFile(name), relative(ROOT, name)));
  } finally {
    api.close();
  }
  if (results.length === 0) throw new Error('no files measured');

  const problems = [];
  for (const { file, lines } of results) {
    if (lines <= MAX_FILE_LINES || DATA_TABLE.test(file) || ALLOWED_LONG_FILES.has(file)) continue;
    problems.push(
      `${file}: ${lines} lines (at most ${MAX_FILE_LINES}; split it, or name a data table *.data.ts)`,
    );
  }
  const functions = results.flatMap((r) => r.functions);
  for (const fn of functions) {
    if (fn.lines <= MAX_FUNCTION_LINES || fn.explained) continue;
    problems.push(
      `${fn.file}:${fn.line}: function ${fn.name} has ${fn.lines} lines (at most ${MAX_FUNCTION_LINES}, or a comment right above it saying why: "long because …")`,
    );
  }

  if (list) {
    console.log('longest files:');
    for (const r of [...results].sort((a, b) => b.lines - a.lines).slice(0, 15))
      console.log(`  ${r.lines}  ${r.file}`);
    console.log('longest functions:');
    for (const f of [...functions].sort((a, b) => b.lines - a.lines).slice(0, 15)) {
      console.log(`  ${f.lines}  ${f.file}:${f.line} ${f.name}${f.explained ? ' (explained)' : ''}`);
    }
  }
  if (problems.length > 0) {
    console.error(`size check: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(
    `size check: ${results.length} files, ${functions.length} functions; none over ${MAX_FILE_LINES} lines a file or ${MAX_FUNCTION_LINES} a function`,
  );
}

main();

/**
 * Imports a catalogue file into one public library:
 *
 *   npm run catalog:import -- --kind 2 --file path.csv [--format csv|json] [--force]
 *
 * --kind      1 零部件 (part), 2 元器件 (component), 4 材料 (material); the names work too
 * --file      the CSV or JSON file (format in packages/catalog/README.md); relative to where npm was run
 * --format    csv or json; default: from the file name's extension
 * --force     PGlite only: import although the data folder looks in use (see below)
 *
 * Uses the server's configuration (config.ts: DATABASE_URL, or DATA_DIR/pglite relative to the repository
 * root, where npm runs scripts). Every row is checked (catalog-import.service.ts); a file with any
 * rejected row stores nothing, and each rejected row is printed with its line and reason.
 *
 * The embedded database (PGlite) must not be opened by two processes at once: while the server runs,
 * DATA_DIR/pglite/postmaster.pid exists, and the import refuses to start. Stop the server first. If the
 * server is stopped but ended abnormally (the file is left behind), --force imports anyway. PostgreSQL
 * (DATABASE_URL) has no such limit: the import runs in one transaction beside a running server.
 *
 * Exit codes: 0 imported (counts printed), 1 the file was rejected (report printed), 2 usage,
 * configuration or database errors.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Kind } from '@jianku/catalog';
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseOptions, databaseOptionsFromConfig, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type ImportFormat, importCatalogFile } from '../modules/catalog/catalog-import.service.ts';

const USAGE = '用法：npm run catalog:import -- --kind 1|2|4 --file 文件路径 [--format csv|json] [--force]';
const KIND_WORDS: Record<string, Kind> = {
  '1': 1,
  part: 1,
  parts: 1,
  '2': 2,
  component: 2,
  components: 2,
  '4': 4,
  material: 4,
  materials: 4,
};
const KIND_NAMES: Record<number, string> = { 1: '零部件', 2: '元器件', 4: '材料' };
/** Larger files are refused (the whole file is read and checked in memory). */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

class UsageError extends Error {}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CliOverrides {
  /** the database to use instead of the configuration's (the tests' PostgreSQL schema) */
  database?: DatabaseOptions;
}

/** Runs the command; returns the exit code. Exported for the tests. */
export async function runCatalogImport(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  io: CliIo = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) },
  overrides: CliOverrides = {},
): Promise<number> {
  let kind: Kind;
  let file: string;
  let format: ImportFormat;
  let force: boolean;
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        kind: { type: 'string' },
        file: { type: 'string' },
        format: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    const parsedKind = values.kind === undefined ? undefined : KIND_WORDS[values.kind.toLowerCase()];
    if (parsedKind === undefined) throw new UsageError('--kind 必须是 1（零部件）、2（元器件）或 4（材料）');
    kind = parsedKind;
    if (!values.file) throw new UsageError('缺少 --file');
    // npm runs scripts in the repository root; INIT_CWD is where the user ran npm
    file = resolve(env.INIT_CWD ?? process.cwd(), values.file);
    const rawFormat = (values.format ?? extname(file).slice(1)).toLowerCase();
    if (rawFormat !== 'csv' && rawFormat !== 'json') throw new UsageError('--format 必须是 csv 或 json');
    format = rawFormat;
    force = values.force ?? false;
  } catch (err) {
    io.err(err instanceof UsageError ? err.message : `参数不正确：${(err as Error).message}`);
    io.err(USAGE);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 2;
    }
    throw err;
  }

  let text: string;
  try {
    const buffer = await readFile(file);
    if (buffer.length > MAX_FILE_BYTES) {
      io.err(`文件过大（超过 ${MAX_FILE_BYTES / 1024 / 1024} MB）：${file}`);
      return 2;
    }
    text = buffer.toString('utf8');
  } catch (err) {
    io.err(`无法读取文件 ${file}：${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    return 2;
  }

  const options = overrides.database ?? databaseOptionsFromConfig(config);
  if (options.engine === 'pglite' && options.dataDir && !force) {
    const pidFile = join(options.dataDir, 'postmaster.pid');
    if (existsSync(pidFile)) {
      io.err(
        `嵌入式数据库正在被使用（${pidFile} 存在）：请先停止服务器再导入。` +
          '如果服务器已经停止（上次异常退出），可加 --force 导入。',
      );
      return 2;
    }
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(options);
  } catch (err) {
    io.err((err as Error).message);
    return 2;
  }
  try {
    await migrateToLatest(database);
    const result = await importCatalogFile(database.db, { text, format, kind });
    if (!result.ok) {
      io.err(
        `导入被拒绝：${file}（${KIND_NAMES[kind]}库）有 ${result.errors.length} 处错误，未写入任何数据。`,
      );
      for (const e of result.errors) io.err(`  第 ${e.line} 行：${e.reason}`);
      return 1;
    }
    io.out(
      `已导入 ${result.rows} 条到${KIND_NAMES[kind]}库：新增 ${result.inserted}，更新 ${result.updated}，` +
        `未变 ${result.unchanged}（${database.engine === 'pglite' ? '嵌入式数据库' : 'PostgreSQL'}）。`,
    );
    return 0;
  } catch (err) {
    io.err(`导入失败：${(err as Error).message}`);
    return 2;
  } finally {
    await database.close();
  }
}

// Run as a script (not when imported by the tests).
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCatalogImport(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`导入失败：${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(2);
    },
  );
}

/**
 * A Kysely dialect for PGlite running in a worker thread. PGlite runs one query at a time and blocks
 * the thread it runs on for the whole query, so it lives in a worker (pglite.worker.mjs) and this
 * driver posts queries to it. PostgreSQL's adapter, query compiler and introspector are reused as is.
 *
 * PGlite is a single session: a transaction must own it until commit or rollback, so the driver hands
 * out its one connection under a mutex (as Kysely's SQLite driver does). Queries outside a transaction
 * take the mutex for their own duration only. Requests go before background work (db/priority.ts).
 */
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type {
  PgliteWorkerData,
  SerializedDbError,
  WorkerQueryResult,
  WorkerRequest,
  WorkerResponse,
} from './pglite-protocol.ts';
import { isBackground } from './priority.ts';

/** An error raised by the database, with PostgreSQL's fields (code, detail, constraint ...) as pg has them. */
export class PgliteError extends Error {
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;

  constructor(serialized: SerializedDbError) {
    super(serialized.message);
    this.name = 'DatabaseError';
    const { message: _message, name: _name, ...fields } = serialized;
    Object.assign(this, fields);
  }
}

const WORKER_URL = new URL('./pglite.worker.mjs', import.meta.url);

interface Pending {
  resolve: (result: WorkerQueryResult | Uint8Array | null) => void;
  reject: (error: Error) => void;
}

/** Owns the worker thread: starts it, sends requests, matches answers, stops it. */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | undefined;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /**
   * Start a worker with PGlite on `dataDir` (undefined: in memory, optionally loaded from
   * `templateFile`, an archive made by dumpDataDir) and wait until it is ready.
   */
  static async start(dataDir: string | undefined, templateFile?: string): Promise<PgliteWorkerClient> {
    const workerData: PgliteWorkerData = { dataDir, templateFile };
    // Plain JS worker: no TypeScript loader is needed, whatever runs the main thread (tsx, vitest).
    const worker = new Worker(WORKER_URL, { workerData, execArgv: [] });
    // An 'error' event without a listener would throw in this thread; the real handlers come and go.
    worker.on('error', () => {});
    const client = new PgliteWorkerClient(worker);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerResponse) => {
        if (message.type === 'ready') {
          cleanup();
          resolve();
        } else if (message.type === 'init-error') {
          cleanup();
          reject(new Error(`PGlite 启动失败：${message.error.message}`));
        }
      };
      const onError = (err: Error) => {
        cleanup();
        reject(new Error(`PGlite 启动失败：${err.message}`, { cause: err }));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`PGlite 启动失败：工作线程退出（${code}）`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    client.#listen();
    return client;
  }

  #listen(): void {
    this.#worker.on('message', (message: WorkerResponse) => {
      if (message.type !== 'result' && message.type !== 'dump') return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.type === 'dump') pending.resolve(message.data);
      else if (message.ok) pending.resolve(message.result);
      else pending.reject(new PgliteError(message.error));
    });
    this.#worker.on('error', (err) =>
      this.#fail(new Error(`PGlite 工作线程出错：${err.message}`, { cause: err })),
    );
    this.#worker.on('exit', (code) => {
      if (!this.#closed) this.#fail(new Error(`PGlite 工作线程意外退出（${code}）`));
    });
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #send(request: WorkerRequest): Promise<WorkerQueryResult | Uint8Array | null> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('数据库已关闭'));
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }

  async query(sql: string, params: readonly unknown[]): Promise<WorkerQueryResult> {
    const result = await this.#send({ id: this.#nextId++, type: 'query', sql, params });
    if (result === null || result instanceof Uint8Array)
      return { rows: [], command: undefined, affectedRows: undefined };
    return result;
  }

  /** The whole data folder as an uncompressed tar archive (PGlite's dumpDataDir). */
  async dumpDataDir(): Promise<Uint8Array> {
    const result = await this.#send({ id: this.#nextId++, type: 'dump' });
    if (!(result instanceof Uint8Array)) throw new Error('PGlite 未返回数据目录归档');
    return result;
  }

  /** Close PGlite cleanly (flushes the data folder), then stop the thread. Safe to call twice. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      if (!this.#failure) await this.#send({ id: this.#nextId++, type: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}

/**
 * A lock with two queues: the one PGlite session goes to one user at a time, and when it is freed a
 * waiting request (foreground) gets it before a waiting background query (runInBackground: the seed,
 * the search index build). With `prioritise` false both wait in one queue, in arrival order.
 * A transaction holds the lock from begin to commit, so background work commits in small batches.
 */
export class ConnectionMutex {
  #held = false;
  readonly #foreground: Array<() => void> = [];
  readonly #background: Array<() => void> = [];
  readonly #prioritise: boolean;

  constructor(prioritise = true) {
    this.#prioritise = prioritise;
  }

  lock(background = this.#prioritise && isBackground()): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => (background ? this.#background : this.#foreground).push(resolve));
  }

  unlock(): void {
    const next = this.#foreground.shift() ?? this.#background.shift();
    if (next) next();
    else this.#held = false;
  }

  /** waiting users by lane (tests, benches) */
  get waiting(): { foreground: number; background: number } {
    return { foreground: this.#foreground.length, background: this.#background.length };
  }
}

const AFFECTING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PgliteWorkerConnection implements DatabaseConnection {
  readonly #client: PgliteWorkerClient;

  constructor(client: PgliteWorkerClient) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const { rows, command, affectedRows } = await this.#client.query(compiledQuery.sql, [
        ...compiledQuery.parameters,
      ]);
      return {
        rows: rows as R[],
        numAffectedRows:
          command !== undefined && AFFECTING_COMMANDS.has(command) ? BigInt(affectedRows ?? 0) : undefined,
      };
    } catch (err) {
      // Give the error the caller's stack (the worker's stack says nothing useful).
      if (err instanceof Error) {
        const here = new Error(err.message);
        err.stack = `${err.name}: ${err.message}\n${here.stack?.split('\n').slice(1).join('\n') ?? ''}`;
      }
      throw err;
    }
  }

  /** PGlite answers whole results; this yields them in chunks (no server-side cursor). */
  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 1000,
  ): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0)
      throw new Error('chunkSize must be a positive integer');
    const result = await this.executeQuery<R>(compiledQuery);
    for (let i = 0; i < result.rows.length; i += chunkSize) {
      yield { rows: result.rows.slice(i, i + chunkSize) };
    }
  }
}

export interface PgliteWorkerDialectConfig {
  /** absolute folder of the database files; undefined means in memory (tests) */
  dataDir: string | undefined;
  /** in memory only: start from this archive of a data folder (see dumpDataDir) instead of an empty one */
  templateFile?: string;
  /**
   * serve requests before background work (runInBackground) when both wait for the session; default
   * true. false: one first-come queue (the behaviour before; bench/db-priority.ts compares the two)
   */
  prioritise?: boolean;
}

class PgliteWorkerDriver implements Driver {
  readonly #config: PgliteWorkerDialectConfig;
  readonly #mutex: ConnectionMutex;
  #client: PgliteWorkerClient | undefined;
  #connection: PgliteWorkerConnection | undefined;

  constructor(config: PgliteWorkerDialectConfig) {
    this.#config = config;
    this.#mutex = new ConnectionMutex(config.prioritise ?? true);
  }

  async init(): Promise<void> {
    this.#client = await PgliteWorkerClient.start(this.#config.dataDir, this.#config.templateFile);
    this.#connection = new PgliteWorkerConnection(this.#client);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    if (!this.#connection) {
      this.#mutex.unlock();
      throw new Error('数据库已关闭');
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(savepointQuery('savepoint', savepointName, compileQuery));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(savepointQuery('rollback to', savepointName, compileQuery));
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(savepointQuery('release', savepointName, compileQuery));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  get waiting(): { foreground: number; background: number } {
    return this.#mutex.waiting;
  }

  /** An archive of the data folder, taken while no one else uses the session. */
  async dumpDataDir(): Promise<Uint8Array> {
    await this.#mutex.lock();
    try {
      if (!this.#client) throw new Error('数据库已关闭');
      return await this.#client.dumpDataDir();
    } finally {
      this.#mutex.unlock();
    }
  }

  async destroy(): Promise<void> {
    // Let the current user (a query or a transaction) finish first, but do not wait forever.
    await Promise.race([
      this.#mutex.lock(false),
      new Promise((resolve) => setTimeout(resolve, 5000).unref()),
    ]);
    const client = this.#client;
    this.#client = undefined;
    this.#connection = undefined;
    await client?.close();
    this.#mutex.unlock();
  }
}

/** savepoint / rollback to / release with a quoted identifier, as Kysely's PostgreSQL driver sends them */
function savepointQuery(
  command: 'savepoint' | 'rollback to' | 'release',
  savepointName: string,
  _compileQuery: QueryCompiler['compileQuery'],
): CompiledQuery {
  return CompiledQuery.raw(`${command} "${savepointName.replaceAll('"', '""')}"`);
}

export class PgliteWorkerDialect implements Dialect {
  readonly #config: PgliteWorkerDialectConfig;
  #driver: PgliteWorkerDriver | undefined;

  constructor(config: PgliteWorkerDialectConfig) {
    this.#config = config;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    this.#driver = new PgliteWorkerDriver(this.#config);
    return this.#driver;
  }

  /**
   * The whole data folder as an uncompressed tar archive: a backup of the embedded database, or a
   * template that PGlite loads instead of running initdb (the tests use one). Needs a query first
   * (Kysely starts the driver lazily).
   */
  async dumpDataDir(): Promise<Uint8Array> {
    if (!this.#driver) throw new Error('数据库尚未打开');
    return this.#driver.dumpDataDir();
  }

  /** users waiting for the session, by lane (none before the driver starts) */
  get waiting(): { foreground: number; background: number } {
    return this.#driver?.waiting ?? { foreground: 0, background: 0 };
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface takes Kysely<any>
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

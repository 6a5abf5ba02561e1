import path from "node:path";
import { Worker } from "node:worker_threads";
import {
  LibsqlBatchError,
  LibsqlError,
  type Client,
  type Config,
  type InArgs,
  type InStatement,
  type ResultSet,
  type Row,
  type Transaction,
  type TransactionMode,
  type Value,
} from "@libsql/client";

/**
 * libSQL clients on a thread of their own. libSQL prepares, runs and syncs each statement
 * synchronously on the thread that calls it, so a client opened on the server's thread holds the
 * event loop for every statement and every fsync, and pages wait while inquiries are written.
 * A client opened here has the same asynchronous interface (statements, batches, transactions,
 * the same errors), and its work runs on the thread's libSQL, one operation at a time.
 *
 * The thread starts with the first client and ends with `close()`; while it has nothing under
 * way it does not keep the process alive.
 */

/** Plain JavaScript, loaded by path: the worker runs outside any bundler or test transform. */
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "contact", "sqlite-thread-worker.mjs");

type ResultData = Omit<ResultSet, "rows" | "toJSON"> & { rows: Value[][] };
type ErrorData = { name: string; message: string; code?: string; extendedCode?: string; rawCode?: number; statementIndex?: number };
type Reply = { id: number; result?: unknown; error?: ErrorData };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export type SqliteClient = Pick<Client, "execute" | "batch" | "executeMultiple" | "transaction" | "close" | "closed">;

/** The error raised in the thread, as the same class with the same code. */
function errorFrom(data: ErrorData): Error {
  const { name, message, code = "UNKNOWN", extendedCode, rawCode, statementIndex = 0 } = data;
  if (name === "LibsqlBatchError") return new LibsqlBatchError(message, statementIndex, code, extendedCode, rawCode);
  if (name === "LibsqlError") return new LibsqlError(message, code, extendedCode, rawCode);
  // libSQL's own errors (a file it cannot open) are plain errors that carry a code.
  return Object.assign(new Error(message), { name, ...(data.code === undefined ? {} : { code: data.code }) });
}

/** Rows as libSQL builds them: values by index and by column name. */
function resultSetFrom(data: ResultData): ResultSet {
  const rows = data.rows.map((values) => {
    const row = {} as Row;
    Object.defineProperty(row, "length", { value: values.length });
    values.forEach((value, index) => {
      Object.defineProperty(row, index, { value });
      const column = data.columns[index]!;
      if (!Object.hasOwn(row, column)) Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true });
    });
    return row;
  });
  return {
    ...data,
    rows,
    toJSON: () => ({
      columns: data.columns,
      columnTypes: data.columnTypes,
      rows: data.rows,
      rowsAffected: data.rowsAffected,
      lastInsertRowid: data.lastInsertRowid === undefined ? null : String(data.lastInsertRowid),
    }),
  };
}

const statementOf = (statement: InStatement | string, args?: InArgs): InStatement =>
  typeof statement === "string" && args !== undefined ? { sql: statement, args } : statement;

/** Every message, client and transaction of the process gets its own number. */
let lastId = 0;
const nextId = () => ++lastId;

/** A running thread, and the answers it owes. */
class Running {
  readonly #worker = new Worker(WORKER_FILE);
  readonly #pending = new Map<number, Pending>();
  readonly exited: Promise<void>;

  constructor() {
    const worker = this.#worker;
    worker.on("message", ({ id, result, error }: Reply) => {
      const waiting = this.#pending.get(id);
      if (!waiting) return;
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      if (error) waiting.reject(errorFrom(error));
      else waiting.resolve(result);
    });
    // An error thrown in the thread ends it: what was waiting gets that error when it exits.
    let failure: Error | null = null;
    worker.on("error", (error) => (failure = error));
    this.exited = new Promise<void>((resolve) => {
      worker.once("exit", () => {
        const error = failure ?? new LibsqlError("The SQLite thread stopped", "CLIENT_CLOSED");
        for (const waiting of this.#pending.values()) waiting.reject(error);
        this.#pending.clear();
        resolve();
      });
    });
    worker.unref();
  }

  send<T>(operation: string, args: Record<string, unknown>): Promise<T> {
    const id = nextId();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // Held while an answer is owed, as a socket with a request under way would be.
      this.#worker.ref();
      this.#worker.postMessage({ id, operation, ...args });
    });
  }
}

export class SqliteThread {
  #running: Running | null = null;

  /** Sends one operation to the thread (starting it if need be) and resolves with its answer. */
  call<T>(operation: string, args: Record<string, unknown>): Promise<T> {
    if (!this.#running) {
      const running = new Running();
      this.#running = running;
      void running.exited.then(() => {
        if (this.#running === running) this.#running = null;
      });
    }
    return this.#running.send<T>(operation, args);
  }

  /** A new client with its own connection, opened in the thread. */
  open(config: Config): SqliteClient {
    return new ThreadClient(this, config);
  }

  /** Closes every client and ends the thread, once what was sent before has been answered. */
  async close(): Promise<void> {
    const running = this.#running;
    if (!running) return;
    this.#running = null;
    await running.send("shutdown", {}).catch(() => {});
    await running.exited;
  }
}

class ThreadClient implements SqliteClient {
  readonly id = nextId();
  closed = false;
  readonly #thread: SqliteThread;
  /** Why the thread could not open the connection: the answer to every statement sent after. */
  #openError: Error | null = null;

  constructor(thread: SqliteThread, config: Config) {
    this.#thread = thread;
    thread.call("open", { client: this.id, config }).catch((error: Error) => {
      this.#openError = error;
    });
  }

  async #call<T>(operation: string, args: Record<string, unknown>): Promise<T> {
    if (this.closed) throw new LibsqlError("The client is closed", "CLIENT_CLOSED");
    try {
      return await this.#thread.call<T>(operation, { client: this.id, ...args });
    } catch (error) {
      throw this.#openError ?? error;
    }
  }

  async execute(statement: InStatement | string, args?: InArgs): Promise<ResultSet> {
    return resultSetFrom(await this.#call<ResultData>("execute", { statement: statementOf(statement, args) }));
  }

  async batch(statements: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode): Promise<ResultSet[]> {
    return (await this.#call<ResultData[]>("batch", { statements, mode })).map(resultSetFrom);
  }

  async executeMultiple(sql: string): Promise<void> {
    await this.#call("executeMultiple", { sql });
  }

  async transaction(mode?: TransactionMode): Promise<Transaction> {
    const transaction = new ThreadTransaction(this.#thread);
    await this.#call("transaction", { transaction: transaction.id, mode });
    return transaction;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    void this.#thread.call("close", { client: this.id }).catch(() => {});
  }
}

class ThreadTransaction implements Transaction {
  readonly id = nextId();
  closed = false;
  readonly #thread: SqliteThread;

  constructor(thread: SqliteThread) {
    this.#thread = thread;
  }

  async #call<T>(operation: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.closed) throw new LibsqlError("The transaction is closed", "TRANSACTION_CLOSED");
    try {
      const { value, closed } = await this.#thread.call<{ value: T; closed: boolean }>(`transaction.${operation}`, { transaction: this.id, ...args });
      this.closed = closed;
      return value;
    } catch (error) {
      if (error instanceof LibsqlError && error.code === "TRANSACTION_CLOSED") this.closed = true;
      throw error;
    }
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    return resultSetFrom(await this.#call<ResultData>("execute", { statement }));
  }

  async batch(statements: InStatement[]): Promise<ResultSet[]> {
    return (await this.#call<ResultData[]>("batch", { statements })).map(resultSetFrom);
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#call("executeMultiple", { sql });
  }

  commit(): Promise<void> {
    return this.#call("commit");
  }

  async rollback(): Promise<void> {
    if (!this.closed) await this.#call("rollback");
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    void this.#thread.call("transaction.close", { transaction: this.id }).catch(() => {});
  }
}

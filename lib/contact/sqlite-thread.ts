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
 * libSQL clients on a thread of their own: libSQL runs and syncs each statement synchronously on
 * the calling thread, so on the server's thread pages would wait while inquiries are written.
 */
/** Loaded by path: the worker runs outside any bundler or test transform. */
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "contact", "sqlite-thread-worker.mjs");

type ResultData = Omit<ResultSet, "rows" | "toJSON"> & { rows: Value[][] };
type ErrorData = { name: string; message: string; code?: string; extendedCode?: string; rawCode?: number; statementIndex?: number };
type Reply = { id: number; result?: unknown; error?: ErrorData };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export type SqliteClient = Pick<Client, "execute" | "batch" | "executeMultiple" | "transaction" | "close" | "closed">;

function errorFrom(data: ErrorData): Error {
  const { name, message, code = "UNKNOWN", extendedCode, rawCode, statementIndex = 0 } = data;
  if (name === "LibsqlBatchError") return new LibsqlBatchError(message, statementIndex, code, extendedCode, rawCode);
  if (name === "LibsqlError") return new LibsqlError(message, code, extendedCode, rawCode);
  // libSQL's own errors (a file it cannot open) are plain errors that carry a code.
  return Object.assign(new Error(message), { name, ...(data.code === undefined ? {} : { code: data.code }) });
}

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

let lastId = 0;
const nextId = () => ++lastId;

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

  open(config: Config): SqliteClient {
    return new ThreadClient(this, config);
  }

  /** Once what was sent before has been answered. */
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
  /** The answer to every statement sent after the connection failed to open. */
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

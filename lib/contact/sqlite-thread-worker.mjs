/**
 * The thread that runs libSQL for lib/contact/sqlite-thread.ts. libSQL prepares, steps and syncs
 * synchronously on the thread that calls it; here that is this thread, never the server's. Each
 * message names an operation on a client or a transaction this thread holds, and is answered
 * with its result or its error, as plain data.
 */
import { parentPort } from "node:worker_threads";
import { createClient, LibsqlError } from "@libsql/client";

const clients = new Map();
const transactions = new Map();

function held(map, id, what) {
  const found = map.get(id);
  if (!found) throw new LibsqlError(`The ${what} is closed`, what === "client" ? "CLIENT_CLOSED" : "TRANSACTION_CLOSED");
  return found;
}

/** A result set as structured-clonable data: rows as arrays of values, in column order. */
function resultData(result) {
  return {
    columns: result.columns,
    columnTypes: result.columnTypes,
    rows: result.rows.map((row) => Array.from({ length: row.length }, (_, index) => row[index])),
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
  };
}

function errorData(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const { name, message, code, extendedCode, rawCode, statementIndex } = error;
  return { name, message, code, extendedCode, rawCode, statementIndex };
}

/** A transaction's answer carries whether it is still open (libSQL ends one on some errors). */
async function onTransaction(id, work) {
  const transaction = held(transactions, id, "transaction");
  try {
    return { value: await work(transaction), closed: transaction.closed };
  } finally {
    if (transaction.closed) transactions.delete(id);
  }
}

const operations = {
  open({ client, config }) {
    clients.set(client, createClient(config));
  },
  close({ client }) {
    clients.get(client)?.close();
    clients.delete(client);
  },
  async execute({ client, statement }) {
    return resultData(await held(clients, client, "client").execute(statement));
  },
  async batch({ client, statements, mode }) {
    return (await held(clients, client, "client").batch(statements, mode)).map(resultData);
  },
  async executeMultiple({ client, sql }) {
    await held(clients, client, "client").executeMultiple(sql);
  },
  async transaction({ client, transaction, mode }) {
    transactions.set(transaction, await held(clients, client, "client").transaction(mode));
  },
  "transaction.execute": ({ transaction, statement }) =>
    onTransaction(transaction, async (held) => resultData(await held.execute(statement))),
  "transaction.batch": ({ transaction, statements }) =>
    onTransaction(transaction, async (held) => (await held.batch(statements)).map(resultData)),
  "transaction.executeMultiple": ({ transaction, sql }) => onTransaction(transaction, (held) => held.executeMultiple(sql)),
  "transaction.commit": ({ transaction }) => onTransaction(transaction, (held) => held.commit()),
  "transaction.rollback": ({ transaction }) => onTransaction(transaction, (held) => held.rollback()),
  "transaction.close"({ transaction }) {
    transactions.get(transaction)?.close();
    transactions.delete(transaction);
  },
  /** Closes everything and lets the thread end once this answer has gone out. */
  shutdown() {
    for (const transaction of transactions.values()) transaction.close();
    for (const client of clients.values()) client.close();
    transactions.clear();
    clients.clear();
    setImmediate(() => parentPort.close());
  },
};

parentPort.on("message", async ({ id, operation, ...args }) => {
  try {
    parentPort.postMessage({ id, result: await operations[operation](args) });
  } catch (error) {
    parentPort.postMessage({ id, error: errorData(error) });
  }
});

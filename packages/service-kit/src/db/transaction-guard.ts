import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Schema } from './database';

// No transaction waits for another service (docs/decisions/service-runtime-and-databases.md, issue 20). In
// embedded mode every service shares one PGlite, which is one connection: a transaction that called another
// service would wait for that service's turn, which comes after the transaction ends — forever. On PostgreSQL
// the same call holds a connection and its row locks for a network round trip. So a service asks others
// before or after its transaction, never inside, and the kit refuses such a call at once, in every mode, with
// the names of both ends, rather than let it hang in one mode and pass in the other.

const held = new AsyncLocalStorage<string>();

/** Marks every transaction of `db` (nested ones included) as held by `service` while its work runs. */
export function guardTransactions<S extends Schema>(db: Database<S>, service: string): Database<S> {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction((tx) => held.run(service, () => work(tx)), config)) as typeof db.transaction;
  return db;
}

/** The service whose transaction the current code runs in, if any. */
export function transactionHolder(): string | undefined {
  return held.getStore();
}

import { sqlitePath } from "./config";
import type { InquiryStore } from "./store";
import { PostgresInquiryStore } from "./store-postgres";
import { SqliteInquiryStore } from "./store-sqlite";

/** The store DATABASE_URL names: a SQLite file by default, PostgreSQL for postgres:// URLs. */
export function createStore(databaseUrl: string): InquiryStore {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return new PostgresInquiryStore(databaseUrl);
  return new SqliteInquiryStore(sqlitePath(databaseUrl));
}

import { test } from "@playwright/test";
import { Client } from "pg";

/**
 * A fresh PostgreSQL database for one test, on the server scripts/postgres-test-server.sh
 * started (TEST_POSTGRES_URL); the test is skipped without one, unless REQUIRE_POSTGRES=1 makes
 * that a failure. `drop()` removes it again.
 */
export async function scratchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) {
    test.skip(process.env.REQUIRE_POSTGRES !== "1", "TEST_POSTGRES_URL is not set (scripts/postgres-test-server.sh)");
    throw new Error("TEST_POSTGRES_URL is not set; run scripts/postgres-test-server.sh first");
  }
  const database = `${name}_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

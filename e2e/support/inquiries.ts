import path from "node:path";
import { SqliteInquiryStore } from "../../lib/contact/store-sqlite";
import type { StoredInquiry } from "../../lib/contact/store";

/** Everything a test server has stored, read straight from its SQLite file. */
export async function storedInquiries(dataDir: string): Promise<StoredInquiry[]> {
  const store = new SqliteInquiryStore(path.resolve(dataDir, "inquiries.db"));
  try {
    await store.migrate();
    return await store.exportAll();
  } finally {
    await store.close();
  }
}

export const validInquiry = (overrides: Record<string, unknown> = {}) => ({
  name: "Morgan Ellery",
  email: "morgan.ellery@example.com",
  company: "Halvorsen Freight",
  interest: "ai-solutions",
  message: "We want to forecast container demand across our 40 depots.",
  ...overrides,
});

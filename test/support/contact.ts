import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ContactDependencies } from "@/lib/contact/handler";
import { SqliteInquiryStore } from "@/lib/contact/store-sqlite";

/** The site the contact handlers' tests post from. */
export const SITE = "https://www.arcforge.test";

/** An inquiry that passes every rule, as a visitor fills it in. */
export const validFields = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  company: "Calder Ridge Bancorp",
  interest: "ai-solutions",
  message: "We want to automate claims triage with machine learning.",
};

/** The handlers' settings in tests: this site only, the real size limit, no proxy, no rate limit. */
export const testContactConfig: ContactDependencies["config"] = {
  allowedOrigins: new Set([SITE]),
  maxBodyBytes: 32 * 1024,
  trustProxy: 0,
  rateLimit: 0,
  rateWindowMs: 600_000,
};

/** A fresh, migrated SQLite store in a folder of its own, and a way to close and remove both. */
export async function scratchStore(prefix: string): Promise<{ store: SqliteInquiryStore; file: string; remove: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, "inquiries.db");
  const store = new SqliteInquiryStore(file);
  await store.migrate();
  return {
    store,
    file,
    remove: async () => {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

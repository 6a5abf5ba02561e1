import fs from "node:fs";
import { parseArgs } from "node:util";
import { readContactConfig, type ContactConfig } from "./config";
import { createStore } from "./create-store";
import { deletionRequest, retentionPurge } from "./erasure";
import type { InquiryStore } from "./store";

/** What npm run inquiries and npm run bookings share. */
const options = {
  limit: { type: "string" },
  status: { type: "string" },
  upcoming: { type: "boolean" },
  format: { type: "string" },
  output: { type: "string" },
  id: { type: "string" },
  email: { type: "string" },
  "older-than-months": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export type StaffArguments = ReturnType<typeof parseArgs<{ allowPositionals: true; options: typeof options }>>["values"];

type Context = { command: string; values: StaffArguments; store: InquiryStore; config: ContactConfig; fail: (message: string) => never };

/** Prints the usage when asked or given nothing. */
export function staffCommand(usage: string, work: (context: Context) => Promise<void>) {
  const fail = (message: string): never => {
    console.error(`${message}\n\n${usage}`);
    process.exit(2);
  };
  const main = async () => {
    const { positionals, values } = parseArgs({ allowPositionals: true, options });
    const [command] = positionals;
    if (values.help || !command) {
      console.info(usage);
      return;
    }
    const config = readContactConfig();
    const store = createStore(config.databaseUrl);
    try {
      await store.migrate();
      await work({ command, values, store, config, fail });
    } finally {
      await store.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

/** A file is readable by its owner only; a terminal gets the CSV with control characters shown escaped. */
export function writeExport(
  { values, fail }: Context,
  count: number,
  noun: string,
  render: { json: () => string; csv: (options: { terminal: boolean }) => string },
) {
  if (values.format !== "json" && values.format !== "csv") fail("--format must be json or csv");
  const terminal = !values.output && process.stdout.isTTY === true;
  const text = values.format === "json" ? render.json() : render.csv({ terminal });
  if (values.output) {
    fs.writeFileSync(values.output, text, { mode: 0o600 });
    console.error(`Wrote ${count} ${noun} to ${values.output}.`);
  } else {
    process.stdout.write(text);
  }
}

export function limitOf({ values, fail }: Context): number {
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a whole number of at least 1");
  return limit;
}

/** A visitor's inquiries and bookings alike; returns whether the command was one of these. */
export async function erasure({ command, values, store, fail }: Context): Promise<boolean> {
  if (command === "delete") {
    const email = values.email?.trim() ?? "";
    if (!email.includes("@")) fail("--email must be the visitor's e-mail address");
    for (const line of await deletionRequest(store, email)) console.info(line);
    return true;
  }
  if (command === "purge") {
    const months = values["older-than-months"] === undefined ? 24 : Number(values["older-than-months"]);
    if (!Number.isInteger(months) || months < 1) fail("--older-than-months must be a whole number of at least 1");
    for (const line of await retentionPurge(store, months)) console.info(line);
    return true;
  }
  return false;
}

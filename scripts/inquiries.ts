/**
 * Reading and managing inquiries, for the firm's staff:
 *
 *   npm run inquiries -- list [--limit 20] [--status pending|delivered|failed]
 *   npm run inquiries -- export --format json|csv [--output file]
 *   npm run inquiries -- retry-failed
 *   npm run inquiries -- deliver        (sends what is due now; for hosts without a long-running server)
 *   npm run inquiries -- delete --email visitor@example.com
 *   npm run inquiries -- purge [--older-than-months 24]   (the privacy policy's retention period)
 *
 * It reads the same DATABASE_URL as the site (a SQLite file by default).
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { readContactConfig } from "../lib/contact/config";
import { createStore } from "../lib/contact/create-store";
import { createSmtpMailer, DeliveryWorker } from "../lib/contact/delivery";
import { toCsv, toJsonLines, toTable } from "../lib/contact/export";
import type { DeliveryStatus } from "../lib/contact/store";

const usage = `Usage:
  npm run inquiries -- list [--limit 20] [--status pending|delivered|failed]
  npm run inquiries -- export --format json|csv [--output file]
  npm run inquiries -- retry-failed
  npm run inquiries -- deliver
  npm run inquiries -- delete --email visitor@example.com
  npm run inquiries -- purge [--older-than-months 24]`;

/** What erasing left to do: nothing on SQLite (overwritten and checkpointed), a VACUUM FULL on PostgreSQL. */
function vacuumReminder(kind: "sqlite" | "postgres"): string {
  return kind === "sqlite"
    ? "The erased text was overwritten in the database file and its write-ahead log."
    : "PostgreSQL keeps the old row versions on disk until the tables are rewritten: run\n" +
        "  VACUUM FULL inquiries, inquiry_outbox, inquiry_idempotency, contact_form_drafts;";
}

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: "string" },
      status: { type: "string" },
      format: { type: "string" },
      output: { type: "string" },
      email: { type: "string" },
      "older-than-months": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }

  const config = readContactConfig();
  const store = createStore(config.databaseUrl);
  try {
    await store.migrate();
    switch (command) {
      case "list": {
        const limit = values.limit === undefined ? 20 : Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a whole number of at least 1");
        const status = values.status as DeliveryStatus | undefined;
        if (status && !["pending", "delivered", "failed"].includes(status)) {
          fail("--status must be pending, delivered or failed");
        }
        process.stdout.write(toTable(await store.list({ limit, status })));
        const total = await store.count();
        console.error(`\n${total} inquir${total === 1 ? "y" : "ies"} in total.`);
        break;
      }
      case "export": {
        if (values.format !== "json" && values.format !== "csv") fail("--format must be json or csv");
        const inquiries = await store.exportAll();
        // A terminal gets the CSV with control characters shown escaped; a file or a pipe, exact CSV.
        const terminal = !values.output && process.stdout.isTTY === true;
        const text = values.format === "json" ? toJsonLines(inquiries) : toCsv(inquiries, { terminal });
        if (values.output) {
          fs.writeFileSync(values.output, text, { mode: 0o600 });
          console.error(`Wrote ${inquiries.length} inquiries to ${values.output}.`);
        } else {
          process.stdout.write(text);
        }
        break;
      }
      case "retry-failed": {
        const count = await store.retryFailed(Date.now());
        console.log(`${count} failed deliver${count === 1 ? "y" : "ies"} queued again; the running site sends them.`);
        break;
      }
      case "deliver": {
        if (!config.smtp) fail("SMTP_URL, CONTACT_TO and CONTACT_FROM must be set to deliver inquiries");
        const mailer = createSmtpMailer(config.smtp.url);
        await new DeliveryWorker(async () => store, mailer, config.smtp, config.delivery).kick();
        mailer.close();
        const pending = (await store.list({ limit: 10_000, status: "pending" })).length;
        const failed = (await store.list({ limit: 10_000, status: "failed" })).length;
        console.log(`Delivery pass done: ${pending} pending, ${failed} failed.`);
        break;
      }
      case "delete": {
        const email = values.email?.trim() ?? "";
        if (!email.includes("@")) fail("--email must be the visitor's e-mail address");
        const count = await store.deleteByEmail(email);
        console.log(`Deleted ${count} inquir${count === 1 ? "y" : "ies"} from that address.`);
        if (count > 0) console.log(vacuumReminder(store.kind));
        break;
      }
      case "purge": {
        const months = values["older-than-months"] === undefined ? 24 : Number(values["older-than-months"]);
        if (!Number.isInteger(months) || months < 1) fail("--older-than-months must be a whole number of at least 1");
        const cutoff = new Date();
        cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
        const count = await store.deleteReceivedBefore(cutoff);
        console.log(`Deleted ${count} inquir${count === 1 ? "y" : "ies"} received before ${cutoff.toISOString().slice(0, 10)}.`);
        if (count > 0) console.log(vacuumReminder(store.kind));
        break;
      }
      default:
        fail(`Unknown command "${command}".`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

/**
 * Reading and managing inquiries, for the firm's staff:
 *
 *   npm run inquiries -- list [--limit 20] [--status pending|delivered|failed]
 *   npm run inquiries -- export --format json|csv [--output file]
 *   npm run inquiries -- retry-failed
 *   npm run inquiries -- deliver        (sends what is due now, invitations too; for hosts without a long-running server)
 *   npm run inquiries -- delete --email visitor@example.com   (their bookings too)
 *   npm run inquiries -- purge [--older-than-months 24]   (the privacy policy's retention period; bookings too)
 *
 * It reads the same DATABASE_URL as the site (a SQLite file by default).
 */
import { invitationComposer } from "../lib/booking/context";
import { createSmtpMailer, DeliveryWorker } from "../lib/contact/delivery";
import { toCsv, toJsonLines, toTable } from "../lib/contact/export";
import { erasure, limitOf, staffCommand, writeExport } from "../lib/contact/staff-command";
import type { DeliveryStatus } from "../lib/contact/store";

const usage = `Usage:
  npm run inquiries -- list [--limit 20] [--status pending|delivered|failed]
  npm run inquiries -- export --format json|csv [--output file]
  npm run inquiries -- retry-failed
  npm run inquiries -- deliver
  npm run inquiries -- delete --email visitor@example.com
  npm run inquiries -- purge [--older-than-months 24]`;

staffCommand(usage, async (context) => {
  const { command, values, store, config, fail } = context;
  switch (command) {
    case "list": {
      const limit = limitOf(context);
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
      const inquiries = await store.exportAll();
      writeExport(context, inquiries.length, "inquiries", { json: () => toJsonLines(inquiries), csv: (options) => toCsv(inquiries, options) });
      break;
    }
    case "retry-failed": {
      const count = await store.retryFailed(Date.now());
      console.log(`${count} failed deliver${count === 1 ? "y" : "ies"} queued again; the running site sends them.`);
      break;
    }
    case "deliver": {
      if (!config.smtp) fail("SMTP_URL, CONTACT_TO and CONTACT_FROM must be set to deliver inquiries");
      const mailer = createSmtpMailer(config.smtp!.url);
      const current = async () => store;
      await new DeliveryWorker(current, mailer, config.smtp!, config.delivery, Date.now, invitationComposer(config, current)).kick();
      mailer.close();
      const pending = (await store.list({ limit: 10_000, status: "pending" })).length;
      const failed = (await store.list({ limit: 10_000, status: "failed" })).length;
      console.log(`Delivery pass done: ${pending} pending, ${failed} failed.`);
      break;
    }
    default:
      if (!(await erasure(context))) fail(`Unknown command "${command}".`);
  }
});

import "server-only";
import { invitationComposer } from "@/lib/booking/context";
import { readContactConfig, type ContactConfig } from "./config";
import { createStore } from "./create-store";
import { createSmtpMailer, DeliveryWorker } from "./delivery";
import { describeError, log } from "./log";
import type { InquiryStore } from "./store";

type Runtime = {
  config: ContactConfig;
  store: Promise<InquiryStore> | null;
  worker: DeliveryWorker | null;
  started: boolean;
};

// Route handlers and instrumentation are bundled apart; one process-wide runtime serves both.
const KEY = Symbol.for("arcforge.contact.runtime");
const registry = globalThis as typeof globalThis & { [KEY]?: Runtime };

export function contactRuntime(): Runtime {
  registry[KEY] ??= (() => {
    const config = readContactConfig();
    return {
      config,
      store: null,
      worker: null,
      started: false,
    };
  })();
  return registry[KEY];
}

/** Rejects while the database cannot be reached; the next call tries again. */
export function getStore(): Promise<InquiryStore> {
  const runtime = contactRuntime();
  runtime.store ??= (async () => {
    const store = createStore(runtime.config.databaseUrl);
    try {
      await store.migrate();
      return store;
    } catch (error) {
      await store.close().catch(() => {});
      throw error;
    }
  })().catch((error: unknown) => {
    runtime.store = null;
    log.error("store.unavailable", describeError(error));
    throw error;
  });
  return runtime.store;
}

/** A misconfiguration stops the process: a site that cannot keep inquiries would lose leads while looking healthy. */
export async function startContactRuntime(): Promise<void> {
  let runtime: Runtime;
  try {
    runtime = contactRuntime();
  } catch (error) {
    console.error(`Contact pipeline misconfigured: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (runtime.started) return;
  runtime.started = true;

  const { config } = runtime;
  log.info("contact.started", {
    store: /^postgres/.test(config.databaseUrl) ? "postgres" : "sqlite",
    rateLimit: config.rateLimit,
    rateWindowSeconds: config.rateWindowMs / 1000,
    trustProxy: config.trustProxy,
  });
  await getStore().catch(() => {});

  if (!config.smtp) {
    log.warn("delivery.disabled", {
      reason:
        "SMTP_URL is not set: inquiries and bookings are stored but not e-mailed, and no invitation is sent. Read them with `npm run inquiries -- list` and `npm run bookings -- list`.",
    });
    return;
  }
  runtime.worker = new DeliveryWorker(getStore, createSmtpMailer(config.smtp.url), config.smtp, config.delivery, Date.now, invitationComposer(config, getStore));
  runtime.worker.start();
}

/** Called by server.mjs on SIGTERM: stop delivery claiming, then close the store once the last request is answered. */
const shutdown = {
  async stopDelivery(graceMs = 5_000): Promise<void> {
    const runtime = registry[KEY];
    if (!runtime?.worker) return;
    await runtime.worker.stop(graceMs);
    log.info("delivery.stopped");
  },
  async closeStore(): Promise<void> {
    const runtime = registry[KEY];
    const store = await runtime?.store?.catch(() => null);
    if (!runtime || !store) return;
    runtime.store = null;
    await store.close();
  },
};
const SHUTDOWN_KEY = Symbol.for("arcforge.contact.shutdown");
(globalThis as typeof globalThis & { [SHUTDOWN_KEY]?: typeof shutdown })[SHUTDOWN_KEY] = shutdown;

export function deliverPending(): Promise<void> {
  return contactRuntime().worker?.kick() ?? Promise.resolve();
}

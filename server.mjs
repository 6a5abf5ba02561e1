/**
 * Production server: Next.js behind Node's HTTP server, so that the contact endpoint can trust the
 * client address, every response carries the security headers, and a deploy's SIGTERM loses
 * nothing.
 *
 *   PORT (default 3000), HOST (default 0.0.0.0), TRUST_PROXY=N with N proxies in front.
 *
 * Without TRUST_PROXY the X-Forwarded-For header is replaced with the socket's address, so a
 * visitor cannot pick the address the rate limit counts; with TRUST_PROXY=N the handler takes the
 * N-th address from the right of the header the proxies built.
 */
import fs from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";

const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const hostname = process.env.HOST ?? "0.0.0.0";
const trustProxy = Number.parseInt(process.env.TRUST_PROXY ?? "0", 10) || 0;

/** Stop taking requests at once; exit within 10 s whatever happens. */
const SHUTDOWN_LIMIT_MS = 9_500;

/**
 * The security headers the build configured for each path (next.config.ts, the rules that set a
 * Content-Security-Policy), read from its manifest so that answers Next.js never sees, or fails
 * on, carry exactly the same ones.
 */
function securityHeaderRules() {
  const manifest = path.join(path.dirname(fileURLToPath(import.meta.url)), ".next", "routes-manifest.json");
  const { headers = [] } = JSON.parse(fs.readFileSync(manifest, "utf8"));
  return headers
    .filter((rule) => !rule.has && !rule.missing && rule.headers.some((header) => header.key === "Content-Security-Policy"))
    .map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers }));
}

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const headerRules = securityHeaderRules();

/** Error events are logged with their code and message, never with request data. */
function logError(event, error) {
  const { code, message } = error && typeof error === "object" ? error : {};
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      scope: "server",
      event,
      code: code ? String(code) : error instanceof Error ? error.name : "unknown",
      message: typeof message === "string" ? message.split("\n")[0].slice(0, 300) : String(error).slice(0, 300),
    }),
  );
}

const server = createServer((req, res) => {
  if (trustProxy === 0) req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  const pathname = (req.url ?? "/").split("?")[0];
  const matched = headerRules.filter((rule) => rule.regex.test(pathname));
  // A request target that is no path ("*") gets the site's headers, the first rule's.
  for (const rule of matched.length > 0 ? matched : headerRules.slice(0, 1)) {
    for (const { key, value } of rule.headers) res.setHeader(key, value);
  }
  handle(req, res).catch((error) => {
    logError("request.failed", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
    res.end("Internal Server Error");
  });
});

server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.info(`> Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});

/**
 * Stops listening, answers the requests under way, stops the delivery worker claiming (sends
 * under way finish or are handed back to the outbox), closes the store and exits: within 10 s,
 * with every acknowledged inquiry stored.
 */
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`> ${signal} received, closing`);
  setTimeout(() => {
    console.error("> shutdown did not finish in time, exiting");
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();

  const contact = globalThis[Symbol.for("arcforge.contact.shutdown")];
  const delivery = (contact?.stopDelivery(5_000) ?? Promise.resolve()).catch((error) => logError("delivery.stop_failed", error));

  const requests = new Promise((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => server.closeAllConnections(), 8_000).unref();

  await Promise.all([requests, delivery]);
  await contact?.closeStore().catch((error) => logError("store.close_failed", error));
  console.info("> closed");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

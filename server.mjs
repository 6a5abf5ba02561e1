/**
 * Production server: Next.js behind Node's HTTP server, so that the contact and booking endpoints
 * can trust the client address, every response carries the security headers, a request Next.js
 * would fail on or serve wrongly is answered here (lib/server/request-rules.mjs), no error answer
 * is cacheable, a flood of contact or booking posts cannot take the pages down
 * (lib/server/fair-gate.mjs), and a deploy's SIGTERM loses nothing.
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
import { createFairGate } from "./lib/server/fair-gate.mjs";
import { guardErrorAnswers, httpsRedirect, requestProblem, routeOf, siteUrlForRedirect } from "./lib/server/request-rules.mjs";

const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const hostname = process.env.HOST ?? "0.0.0.0";
const trustProxy = Number.parseInt(process.env.TRUST_PROXY ?? "0", 10) || 0;

/** Stop taking requests at once; exit within 10 s whatever happens. */
const SHUTDOWN_LIMIT_MS = 9_500;

const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), ".next");

/**
 * How requests to the routes of ROUTE_METHODS (the contact and booking APIs) reach Next.js: a few at once, the
 * others waiting for their client's turn, and while pages are being served (or were within the
 * last second) one every few milliseconds. That is far more inquiries than the firm gets, and it
 * leaves most of the thread to the pages whatever anyone posts.
 */
const ROUTE_GATE = { concurrency: 4, spacingMs: 10 };
const PAGES_RECENTLY_MS = 1_000;

/**
 * The security headers the build configured for each path (next.config.ts, the rules that set a
 * Content-Security-Policy), read from its manifest so that answers Next.js never sees, or fails
 * on, carry exactly the same ones.
 */
function securityHeaderRules() {
  const manifest = path.join(distDir, "routes-manifest.json");
  const { headers = [] } = JSON.parse(fs.readFileSync(manifest, "utf8"));
  return headers
    .filter((rule) => !rule.has && !rule.missing && rule.headers.some((header) => header.key === "Content-Security-Policy"))
    .map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers }));
}

const siteUrl = siteUrlForRedirect(process.env, distDir);
if (trustProxy > 0 && !siteUrl?.startsWith("https://")) {
  console.warn("> TRUST_PROXY is set but SITE_URL is not https: requests over HTTP are not redirected to HTTPS");
}

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const headerRules = securityHeaderRules();

/**
 * Next.js's x-nextjs-* headers tell a page's visitor only which framework and cache served it; on
 * a page they are bytes of the first round trip. The router reads them on its own data requests,
 * which keep them.
 */
function omitFrameworkHeaders(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (String(res.getHeader("content-type") ?? "").startsWith("text/html")) {
      for (const name of res.getHeaderNames()) if (name.startsWith("x-nextjs-")) res.removeHeader(name);
    }
    return writeHead.apply(this, args);
  };
}

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

/** Who a request comes from, as the rate limit counts it (lib/contact/rate-limit.ts): the socket, or the N-th hop from the right. */
function clientOf(req) {
  if (trustProxy === 0) return req.socket.remoteAddress ?? "";
  const hops = String(req.headers["x-forwarded-for"] ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  return hops[Math.max(0, hops.length - trustProxy)] ?? "";
}

/** Hands the request to Next.js; resolves once the response is over (sent, or its connection gone). */
function serve(req, res) {
  if (res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    res.once("close", resolve);
    handle(req, res).catch((error) => {
      logError("request.failed", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    });
  });
}

let pagesUnderWay = 0;
let lastPageAt = -Infinity;
const routeGate = createFairGate({
  ...ROUTE_GATE,
  paced: () => pagesUnderWay > 0 || performance.now() - lastPageAt < PAGES_RECENTLY_MS,
});

const server = createServer((req, res) => {
  if (trustProxy === 0) req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  const pathname = (req.url ?? "/").split("?")[0];
  const matched = headerRules.filter((rule) => rule.regex.test(pathname));
  // A request target that is no path ("*") gets the site's headers, the first rule's.
  for (const rule of matched.length > 0 ? matched : headerRules.slice(0, 1)) {
    for (const { key, value } of rule.headers) res.setHeader(key, value);
  }
  omitFrameworkHeaders(res);
  guardErrorAnswers(res);
  const secure = httpsRedirect(req.url ?? "/", req.headers["x-forwarded-proto"], { trustProxy, siteUrl });
  if (secure) {
    res.writeHead(308, { location: secure, "content-type": "text/plain; charset=utf-8" });
    res.end(`Moved to ${secure}`);
    return;
  }
  const problem = requestProblem(req.method ?? "", req.url ?? "");
  if (problem) {
    const text = problem.status === 400 ? "Bad Request" : "Method Not Allowed";
    res.writeHead(problem.status, { "content-type": "text/plain; charset=utf-8", ...(problem.allow ? { allow: problem.allow } : {}) });
    res.end(text);
    return;
  }
  if (routeOf(req.url ?? "")) {
    void routeGate.run(clientOf(req), () => serve(req, res));
    return;
  }
  pagesUnderWay += 1;
  res.once("close", () => {
    pagesUnderWay -= 1;
    lastPageAt = performance.now();
  });
  void serve(req, res);
});

/** An answer written straight to the socket, for requests that never reach the handler above. */
function closeWith(socket, status, reason, extra = []) {
  if (!socket.writable) return socket.destroy();
  const lines = [`HTTP/1.1 ${status} ${reason}`, ...extra, "Cache-Control: no-store", ...(headerRules[0]?.headers ?? []).map(({ key, value }) => `${key}: ${value}`)];
  socket.end([...lines, "Content-Length: 0", "Connection: close", "", ""].join("\r\n"));
}

// CONNECT never reaches the request handler: without this, Node.js drops the connection unanswered.
server.on("connect", (req, socket) => closeWith(socket, 405, "Method Not Allowed", ["Allow: GET, HEAD"]));
// A request Node.js cannot parse (an unknown method, a malformed line, headers too large).
server.on("clientError", (error, socket) => {
  if (error.code === "ECONNRESET") return socket.destroy();
  if (error.code === "HPE_HEADER_OVERFLOW") return closeWith(socket, 431, "Request Header Fields Too Large");
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return closeWith(socket, 408, "Request Timeout");
  closeWith(socket, 400, "Bad Request");
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

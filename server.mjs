/**
 * Production server: Next.js behind Node's HTTP server so the contact endpoint can trust the
 * client address. Unless TRUST_PROXY=1, the X-Forwarded-For header is replaced with the socket's
 * address, so a visitor cannot pick the address the rate limit counts.
 *
 *   PORT (default 3000), HOST (default 0.0.0.0), TRUST_PROXY=1 behind a reverse proxy.
 */
import { createServer } from "node:http";
import next from "next";

const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const hostname = process.env.HOST ?? "0.0.0.0";
const trustProxy = process.env.TRUST_PROXY === "1";

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (!trustProxy) req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  handle(req, res).catch((error) => {
    console.error("Request failed", error instanceof Error ? error.name : "unknown error");
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal Server Error");
  });
});

server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.info(`> Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});

/** Finishes requests under way, then exits; idle keep-alive connections are closed as they free up. */
function shutdown(signal) {
  console.info(`> ${signal} received, closing`);
  server.close(() => process.exit(0));
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => server.closeAllConnections(), 5_000).unref();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

/**
 * A small HTTP proxy on 127.0.0.1 in front of a server, so a page and the same page without
 * scripts can be measured side by side under the same conditions:
 *
 * - `<path>?__bench=stripped` fetches `<path>` from the server, removes every script except
 *   JSON-LD and every script preload (html-scripts.ts), and serves the result gzip-compressed,
 *   as Next.js compresses its own pages (its `compression` middleware, zlib's default level).
 * - Every other request (the page as built, its stylesheets, fonts, images, scripts) is passed
 *   through unchanged, headers and body, streamed.
 *
 * Both variants go through the proxy, so the extra hop is the same for both; assets resolve to
 * the same URLs because the path of the page is the same.
 */
import http from "node:http";
import zlib from "node:zlib";
import { stripScripts, type Stripped } from "./html-scripts";

export const STRIP_PARAM = "__bench";
export const STRIP_VALUE = "stripped";

/** The URL of the stripped copy of `path` on the proxy. */
export function strippedUrl(proxyOrigin: string, path: string): string {
  const url = new URL(path, proxyOrigin);
  url.searchParams.set(STRIP_PARAM, STRIP_VALUE);
  return url.toString();
}

export type StripProxy = {
  origin: string;
  /** What was removed from each path the last time its stripped copy was served. */
  stripped: Map<string, Omit<Stripped, "html">>;
  stop: () => Promise<void>;
};

/** Headers that describe one connection, not the content: each hop sets its own. */
const HOP_BY_HOP = new Set(["transfer-encoding", "connection", "keep-alive"]);
/** Headers that describe the upstream body, which the stripped copy replaces. */
const DROPPED = new Set([...HOP_BY_HOP, "content-length", "content-encoding", "etag"]);

function copyHeaders(headers: http.IncomingHttpHeaders, drop: Set<string>): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !drop.has(name)) out[name] = value;
  return out;
}

function upstreamRequest(
  agent: http.Agent,
  target: URL,
  req: http.IncomingMessage,
  headers: http.OutgoingHttpHeaders,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: target.hostname, port: target.port, method: req.method, path: target.pathname + target.search, headers },
      resolve,
    );
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`upstream timed out on ${target.pathname}`)));
    if (req.method === "GET" || req.method === "HEAD") request.end();
    else req.pipe(request);
  });
}

function readAll(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

export async function startStripProxy(upstreamOrigin: string): Promise<StripProxy> {
  const upstream = new URL(upstreamOrigin);
  const agent = new http.Agent({ keepAlive: true });
  const stripped = new Map<string, Omit<Stripped, "html">>();

  const server = http.createServer((req, res) => {
    const incoming = new URL(req.url ?? "/", upstreamOrigin);
    const strip = incoming.searchParams.get(STRIP_PARAM) === STRIP_VALUE;
    incoming.searchParams.delete(STRIP_PARAM);
    const target = new URL(incoming.pathname + incoming.search, upstreamOrigin);
    const headers: http.OutgoingHttpHeaders = { ...copyHeaders(req.headers, HOP_BY_HOP), host: upstream.host };
    // The stripped copy is rewritten here, so it is asked for uncompressed.
    if (strip) headers["accept-encoding"] = "identity";

    upstreamRequest(agent, target, req, headers)
      .then(async (response) => {
        if (!strip) {
          res.writeHead(response.statusCode ?? 502, copyHeaders(response.headers, HOP_BY_HOP));
          response.pipe(res);
          return;
        }
        const body = await readAll(response);
        const type = String(response.headers["content-type"] ?? "");
        if (!type.includes("text/html")) throw new Error(`${target.pathname} is ${type || "untyped"}, not HTML: nothing to strip`);
        if (response.headers["content-encoding"] && response.headers["content-encoding"] !== "identity") {
          throw new Error(`${target.pathname} came back ${response.headers["content-encoding"]}-encoded although identity was asked`);
        }
        const { html, ...counts } = stripScripts(body.toString("utf8"));
        stripped.set(target.pathname, counts);
        const out = copyHeaders(response.headers, DROPPED);
        const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
        const payload = gzip ? zlib.gzipSync(html) : Buffer.from(html);
        if (gzip) out["content-encoding"] = "gzip";
        out["content-length"] = payload.byteLength;
        out.vary = "Accept-Encoding";
        res.writeHead(response.statusCode ?? 502, out);
        res.end(req.method === "HEAD" ? undefined : payload);
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`  strip proxy: ${req.method} ${req.url}: ${message}`);
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end(`strip proxy: ${message}`);
      });
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("the strip proxy has no address");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stripped,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A proxy on loopback in front of a server, so that a page and its copy without scripts are
 * measured the same way: `<path>?__bench=stripped` is the page with its scripts and script
 * preloads removed (html-scripts.ts), gzip-compressed as Next.js compresses its pages; every
 * other request passes through unchanged. Both variants take the same hop, and the stripped
 * copy's assets resolve to the same URLs.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { stripScripts } from "./html-scripts";

const PARAM = "__bench";

export const strippedUrl = (origin: string, path: string) => `${origin}${path}${path.includes("?") ? "&" : "?"}${PARAM}=stripped`;

/** Headers of one connection or of the upstream body, which each hop or the stripped copy sets anew. */
const HOP = ["connection", "keep-alive", "transfer-encoding"];
const BODY = [...HOP, "content-length", "content-encoding", "etag"];

const without = (headers: http.IncomingHttpHeaders, names: string[]) => Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

export type Proxy = { origin: string; stop: () => Promise<void> };

export async function startStripProxy(upstream: string): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", upstream);
    const strip = url.searchParams.get(PARAM) === "stripped";
    url.searchParams.delete(PARAM);
    const fail = (error: Error) => {
      console.error(`  strip proxy: ${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    };
    const headers = { ...without(req.headers, HOP), host: url.host, ...(strip ? { "accept-encoding": "identity" } : {}) };
    const request = http.request(url, { agent, method: req.method, headers }, (response) => {
      if (!strip) {
        res.writeHead(response.statusCode ?? 502, without(response.headers, HOP));
        response.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", fail);
      response.on("end", () => {
        if (!String(response.headers["content-type"]).includes("text/html") || (response.headers["content-encoding"] ?? "identity") !== "identity") {
          return fail(new Error(`${url.pathname} is not uncompressed HTML: nothing to strip`));
        }
        const body = zlib.gzipSync(stripScripts(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(response.statusCode ?? 502, { ...without(response.headers, BODY), "content-encoding": "gzip", "content-length": body.byteLength, vary: "Accept-Encoding" });
        res.end(req.method === "HEAD" ? undefined : body);
      });
    });
    request.on("error", fail);
    request.setTimeout(30_000, () => request.destroy(new Error("the server did not answer within 30 s")));
    req.pipe(request);
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

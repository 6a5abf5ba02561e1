import net from "node:net";
import { expect, test } from "@playwright/test";
import { extraPort } from "./support/env";
import { startServer, type TestServer } from "./support/server";

/**
 * The production server at the protocol's edges: request targets Next.js cannot read, methods a
 * route does not serve, error answers and ranges, over raw HTTP. None may answer 500, none may
 * be cacheable, and none may put a stack trace in the log.
 */
test.describe.configure({ mode: "serial" });

let server: TestServer;

test.beforeAll(async () => {
  server = await startServer({ port: extraPort(60), dataDir: ".tmp/e2e-http-edges" });
});

test.afterAll(async () => {
  await server?.stop();
});

type Head = { status: number; headers: Map<string, string> };

/** Sends one request exactly as written (a target fetch would normalise) and reads the answer's head. */
function raw(method: string, target: string, headers: Record<string, string> = {}): Promise<Head> {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close", ...Object.entries(headers).map(([key, value]) => `${key}: ${value}`)];
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    let text = "";
    socket.setTimeout(15_000, () => socket.destroy(new Error(`${method} ${target}: no answer`)));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [status, ...fields] = (text.split("\r\n\r\n")[0] ?? "").split("\r\n");
      const parsed = new Map<string, string>();
      for (const field of fields) {
        const at = field.indexOf(":");
        const name = field.slice(0, at).trim().toLowerCase();
        parsed.set(name, [parsed.get(name), field.slice(at + 1).trim()].filter(Boolean).join(", "));
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(status ?? "")?.[1] ?? 0), headers: parsed });
    });
  });
}

const ARTICLE = "/insights/ai-ethics-business";
const CASE_STUDY = "/case-studies/healthcare-ai";
const FRAGMENT = "/fragments/insights/ai-ethics-business.html";
const SHARE_IMAGE = "/og/home.png";

function expectUncacheable(head: Head, what: string) {
  expect(head.headers.get("cache-control"), what).toBe("no-store");
}

test("a path whose percent-encoding is broken answers 400, uncacheable, never 500", async () => {
  const targets = ["/fragments/%ff", "/og/%ff.png", "/insights/%ff", "/case-studies/%ff", "/insights/category/%ff", "/insights/page/%ff", "/fragments/%", "/%c0%ae", "*"];
  for (const target of targets) {
    const head = await raw("GET", target);
    expect(head.status, target).toBe(400);
    expectUncacheable(head, target);
    expect(head.headers.get("content-security-policy"), target).toBeTruthy();
  }
  // A broken query is the page's business, not the path's.
  expect((await raw("GET", `${ARTICLE}?q=%ff`)).status).toBe(200);
});

test("TRACE, CONNECT and unknown methods answer 405 with Allow, on route handlers and pages alike", async () => {
  const handlers = ["/api/contact", SHARE_IMAGE, FRAGMENT, "/insights/feed.xml", "/sitemap.xml", "/robots.txt", "/favicon.ico", "/icon.svg", "/logo.png", "/search/index.json"];
  for (const path of handlers) {
    const head = await raw("TRACE", path);
    expect(head.status, path).toBe(405);
    expect(head.headers.get("allow"), path).toBe(path === "/api/contact" ? "POST" : "GET, HEAD");
    expectUncacheable(head, path);
  }
  for (const method of ["TRACE", "CONNECT", "PROPFIND"]) {
    const head = await raw(method, "/about");
    expect(head.status, method).toBe(405);
    expect(head.headers.get("allow"), method).toBe("GET, HEAD");
  }
});

test("pages, fragments, share images and files answer only GET and HEAD", async () => {
  const chunk = await (await fetch(`${server.origin}/`)).text().then((html) => /\/_next\/static\/chunks\/[^"']+\.js/.exec(html)?.[0]);
  expect(chunk).toBeTruthy();
  for (const path of [FRAGMENT, SHARE_IMAGE, ARTICLE, CASE_STUDY, "/", "/about", chunk!, "/favicon.ico"]) {
    for (const method of ["PUT", "DELETE", "POST", "PATCH", "OPTIONS"]) {
      const head = await raw(method, path, { "Content-Length": "0" });
      expect(head.status, `${method} ${path}`).toBe(405);
      expect(head.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD");
      expectUncacheable(head, `${method} ${path}`);
    }
    for (const method of ["GET", "HEAD"]) expect((await raw(method, path)).status, `${method} ${path}`).toBe(200);
  }
  // The contact API's own handler still answers the methods it does not serve, in JSON.
  const get = await fetch(`${server.origin}/api/contact`);
  expect(get.status).toBe(405);
  expect(get.headers.get("allow")).toBe("POST");
  expect(get.headers.get("content-type")).toContain("application/json");
});

test("no error answer is cacheable, and an unsatisfiable range is a 416", async () => {
  const globalError = await raw("GET", "/_global-error");
  expect(globalError.status).toBe(500);
  expectUncacheable(globalError, "/_global-error");
  expectUncacheable(await raw("GET", "/no-such-page"), "a 404");
  expectUncacheable(await raw("DELETE", "/favicon.ico"), "a 405 on a share image route");
  const chunk = await (await fetch(`${server.origin}/`)).text().then((html) => /\/_next\/static\/chunks\/[^"']+\.js/.exec(html)?.[0]);
  for (const range of ["bytes=999999999-", "bytes=5-2"]) {
    const head = await raw("GET", chunk!, { Range: range });
    expect(head.status, range).toBe(416);
    expectUncacheable(head, range);
  }
  expect((await raw("GET", chunk!, { Range: "bytes=0-9" })).status).toBe(206);
});

test("nothing a client sent put a stack trace or an error in the log", async () => {
  // The tests above run first (serial): their requests are what the log must not mention.
  const log = server.output();
  expect(log).not.toMatch(/^\s+at /m);
  expect(log).not.toMatch(/⨯|TypeError|"level":"error"/);
});

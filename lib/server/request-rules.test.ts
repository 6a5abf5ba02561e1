import fs from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import nextConfig from "@/next.config";
import { siteUrl } from "@/lib/site";
import { guardErrorAnswers, httpsRedirect, requestPath, requestProblem, routeOf, siteUrlForRedirect } from "./request-rules.mjs";

describe("requestProblem", () => {
  it.each(["/fragments/%ff", "/og/%ff.png", "/insights/%ff", "/case-studies/%ff", "/insights/category/%ff", "/insights/page/%ff", "/fragments/%", "/a%c0%ae", "*", "example.com/about"])(
    "answers 400 to the target %s",
    (target) => {
      expect(requestProblem("GET", target)).toEqual({ status: 400 });
    },
  );

  it("reads the path of origin-form and absolute-form targets, query aside", () => {
    expect(requestPath("/insights/ai%20roi?page=%ff#x")).toBe("/insights/ai roi");
    expect(requestPath("http://www.arcforge.test/about?x=1")).toBe("/about");
    expect(requestPath("https://www.arcforge.test")).toBe("/");
    expect(requestProblem("GET", "/about?q=%ff")).toBeNull();
  });

  it.each(["PUT", "DELETE", "POST", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND"])(
    "answers %s on pages, fragments and files with 405 and Allow: GET, HEAD",
    (method) => {
      for (const path of ["/", "/about", "/fragments/insights/ai-roi-measurement.html", "/og/home.png", "/insights/ai-roi-measurement", "/case-studies/healthcare-ai", "/_next/static/chunks/app.js", "/favicon.ico"]) {
        expect(requestProblem(method, path)).toEqual({ status: 405, allow: "GET, HEAD" });
      }
    },
  );

  it("leaves GET and HEAD to Next.js", () => {
    for (const method of ["GET", "HEAD"]) expect(requestProblem(method, "/insights/ai-roi-measurement")).toBeNull();
  });

  it("leaves the methods Next.js knows to the contact API's handler, and answers the others with Allow: POST", () => {
    for (const method of ["POST", "GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) expect(requestProblem(method, "/api/contact")).toBeNull();
    for (const method of ["TRACE", "CONNECT", "PROPFIND"]) {
      expect(requestProblem(method, "/api/contact")).toEqual({ status: 405, allow: "POST" });
      expect(requestProblem(method, "/api/%63ontact/")).toEqual({ status: 405, allow: "POST" });
    }
    expect(routeOf("/api/contact?x=1")).toBe("/api/contact");
    expect(routeOf("/about")).toBeUndefined();
    expect(routeOf("/api/%ff")).toBeUndefined();
  });

  it("leaves the booking API's posts to its handlers, and its free times and calendar feed answer GET and HEAD only", () => {
    for (const route of ["/api/booking", "/api/booking/manage", "/api/booking/cancel", "/api/booking/reschedule"]) {
      for (const method of ["POST", "GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) expect(requestProblem(method, route)).toBeNull();
      expect(requestProblem("TRACE", route)).toEqual({ status: 405, allow: "POST" });
      expect(routeOf(`${route}/`)).toBe(route);
    }
    for (const path of ["/api/booking/slots", "/api/booking/calendar/abc.ics"]) {
      expect(requestProblem("GET", path)).toBeNull();
      expect(requestProblem("POST", path)).toEqual({ status: 405, allow: "GET, HEAD" });
      expect(routeOf(path)).toBeUndefined();
    }
  });
});

describe("guardErrorAnswers", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      guardErrorAnswers(res);
      const status = Number(req.url?.slice(1));
      if (req.headers["x-style"] === "object") {
        res.writeHead(status, "Reason", { "Cache-Control": "s-maxage=31536000", "X-Kept": "yes" });
      } else if (req.headers["x-style"] === "list") {
        res.writeHead(status, ["cache-control", "public, max-age=86400", "x-kept", "yes"]);
      } else if (req.headers["x-style"] === "range") {
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        res.setHeader("Content-Range", "bytes */18428");
        res.statusCode = 500;
        res.setHeader("X-Kept", "yes");
      } else {
        res.setHeader("Cache-Control", "s-maxage=31536000");
        res.setHeader("X-Kept", "yes");
        res.statusCode = status;
      }
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function answerTo(status: number, style: string) {
    return new Promise<{ status?: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      request(`${origin}/${status}`, { headers: { "x-style": style } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, headers: res.headers });
      })
        .on("error", reject)
        .end();
    });
  }

  it.each(["object", "list", "implicit"])("makes every 4xx and 5xx uncacheable, however the headers were set (%s)", async (style) => {
    for (const status of [400, 404, 405, 500, 503]) {
      const { headers } = await answerTo(status, style);
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["x-kept"]).toBe("yes");
    }
    expect((await answerTo(200, style)).headers["cache-control"]).not.toBe("no-store");
  });

  it("answers a range a file cannot satisfy with 416, not the 500 Next.js makes of it", async () => {
    const { status, headers } = await answerTo(0, "range");
    expect(status).toBe(416);
    expect(headers["content-range"]).toBe("bytes */18428");
    expect(headers["cache-control"]).toBe("no-store");
  });
});

describe("httpsRedirect", () => {
  const site = { trustProxy: 1, siteUrl: "https://www.arcforge.test" };

  it("sends a request the proxy received over HTTP to the same target on the site's https origin", () => {
    expect(httpsRedirect("/insights?page=2", "http", site)).toBe("https://www.arcforge.test/insights?page=2");
    expect(httpsRedirect("/", "HTTP", site)).toBe("https://www.arcforge.test/");
  });

  it("leaves HTTPS requests, requests without the header, and servers without a trusted proxy alone", () => {
    expect(httpsRedirect("/", "https", site)).toBeNull();
    expect(httpsRedirect("/", undefined, site)).toBeNull();
    expect(httpsRedirect("/", "http", { ...site, trustProxy: 0 })).toBeNull();
    expect(httpsRedirect("/", "http", { ...site, siteUrl: "http://localhost:3000" })).toBeNull();
  });

  it("reads the value the client-facing proxy wrote, N from the right", () => {
    expect(httpsRedirect("/", "http, https", { ...site, trustProxy: 1 })).toBeNull();
    expect(httpsRedirect("/", "http, https", { ...site, trustProxy: 2 })).toBe("https://www.arcforge.test/");
  });

  it("never leads to another host", () => {
    expect(httpsRedirect("//evil.test/x", "http", site)).toBe("https://www.arcforge.test/evil.test/x");
    expect(httpsRedirect("http://evil.test/x", "http", site)).toBe("https://www.arcforge.test/");
  });
});

describe("siteUrlForRedirect", () => {
  let distDir: string;
  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-url-"));
  });
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

  const build = (env: Record<string, string>) =>
    fs.writeFileSync(path.join(distDir, "required-server-files.json"), JSON.stringify({ version: 1, config: { env } }));

  it("uses the SITE_URL the build recorded when the server runs without one, so TRUST_PROXY still redirects", () => {
    build({ BUILD_SITE_URL: "https://www.arcforge.test" });
    const siteUrl = siteUrlForRedirect({}, distDir);
    expect(siteUrl).toBe("https://www.arcforge.test");
    expect(httpsRedirect("/about", "http", { trustProxy: 1, siteUrl })).toBe("https://www.arcforge.test/about");
    expect(siteUrlForRedirect({ SITE_URL: "  " }, distDir)).toBe("https://www.arcforge.test");
  });

  it("prefers SITE_URL as the server runs, and has none without either", () => {
    build({ BUILD_SITE_URL: "https://www.arcforge.test" });
    expect(siteUrlForRedirect({ SITE_URL: " https://www.arcforge.consulting " }, distDir)).toBe("https://www.arcforge.consulting");
    fs.rmSync(path.join(distDir, "required-server-files.json"));
    expect(siteUrlForRedirect({}, distDir)).toBeUndefined();
  });

  it("is recorded by next build: next.config.ts puts the build's SITE_URL in its env", () => {
    expect(nextConfig.env?.BUILD_SITE_URL).toBe(siteUrl);
  });
});

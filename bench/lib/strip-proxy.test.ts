import http from "node:http";
import type { AddressInfo } from "node:net";
import { startStripProxy, strippedUrl, type Proxy } from "./strip-proxy";

const PAGE = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>Hi</p><script src="/a.js"></script><script type="application/ld+json">{}</script></body></html>';

describe("the strip proxy", () => {
  let upstream: http.Server;
  let proxy: Proxy;
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url === "/a.js") return res.writeHead(200, { "content-type": "text/javascript", etag: '"a"' }).end("run()");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-page": req.url ?? "" }).end(PAGE);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    proxy = await startStripProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("passes the page and its assets through unchanged", async () => {
    const page = await fetch(`${proxy.origin}/insights?page=2`);
    expect(await page.text()).toBe(PAGE);
    expect(page.headers.get("x-page")).toBe("/insights?page=2");
    const script = await fetch(`${proxy.origin}/a.js`);
    expect([await script.text(), script.headers.get("etag")]).toEqual(["run()", '"a"']);
  });

  it("serves the stripped copy gzip-compressed, asked for by the same path, with the server's headers", async () => {
    const response = await fetch(strippedUrl(proxy.origin, "/insights?page=2"));
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("x-page")).toBe("/insights?page=2");
    expect(await response.text()).toBe('<html><head></head><body><p>Hi</p><script type="application/ld+json">{}</script></body></html>');
  });
});

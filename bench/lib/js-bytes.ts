/**
 * JavaScript a page loads up front: in a fresh tab, no throttling, until the load event, the
 * first frame after it and then network idle (no request in flight for 500 ms, bounded), every
 * script response (gzip -9 of each body) plus the document's inline scripts (gzip -9 of their
 * text in document order). JSON-LD is data, not counted.
 */
import zlib from "node:zlib";
import { TIMEOUTS } from "./config";
import { evaluate, sleep, type Browser } from "./browser";
import { findScripts } from "./html-scripts";
import { withTimeout } from "./proc";

export type JsFigures = {
  /** External scripts: how many, and their gzip size. */
  external: { count: number; gzipKB: number };
  /** Inline scripts (the page data among them in the plain build): what they are, and their gzip size. */
  inline: { labels: string[]; gzipKB: number };
  upFrontKB: number;
  /** The network went idle within the bound (else it was measured at the bound). */
  idle: boolean;
};

const gzipKB = (body: Buffer | string) => zlib.gzipSync(body, { level: 9 }).byteLength / 1024;

export async function measureJs(browser: Browser, url: string): Promise<JsFigures> {
  const tab = await browser.newTab();
  try {
    return await withTimeout(load(tab, url), TIMEOUTS.loadMs, `the JavaScript of ${url}`);
  } finally {
    await tab.close();
  }
}

async function load(tab: Awaited<ReturnType<Browser["newTab"]>>, url: string): Promise<JsFigures> {
  const bodies: Promise<Buffer>[] = [];
  let documentId: string | null = null;
  const responses = new Map<string, { type: string; url: string }>();
  const inFlight = new Set<string>();
  let lastChange = performance.now();
  let loaded = () => {};
  const loadEvent = new Promise<void>((resolve) => (loaded = resolve));
  const body = (requestId: string, responseUrl: string) =>
    tab.send<{ body: string; base64Encoded: boolean }>("Network.getResponseBody", { requestId }).then(
      (response) => Buffer.from(response.body, response.base64Encoded ? "base64" : "utf8"),
      // The browser may have let go of a body already: fetch it again.
      async () => Buffer.from(await (await fetch(responseUrl, { signal: AbortSignal.timeout(15_000) })).arrayBuffer()),
    );
  tab.on((method, params) => {
    const id = params.requestId as string;
    if (method === "Page.loadEventFired") loaded();
    if (method === "Network.requestWillBeSent") inFlight.add(id);
    if (method === "Network.responseReceived") responses.set(id, { type: params.type as string, url: (params.response as { url: string }).url });
    if (method === "Network.loadingFinished" || method === "Network.loadingFailed") {
      inFlight.delete(id);
      const response = responses.get(id);
      if (method === "Network.loadingFinished" && response?.type === "Script") bodies.push(body(id, response.url));
      if (response?.type === "Document") documentId ??= id;
    }
    if (method.startsWith("Network.")) lastChange = performance.now();
  });
  await tab.send("Page.enable");
  await tab.send("Network.enable");
  await tab.send("Page.navigate", { url });
  await loadEvent;
  // The site's framework scripts are added after the first frame, which may come after the load event.
  await evaluate(tab, () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const since = performance.now();
  const idle = () => inFlight.size === 0 && performance.now() - lastChange >= 500;
  while (!idle() && performance.now() - since < TIMEOUTS.networkIdleMs) await sleep(50);
  const wentIdle = idle();
  if (documentId === null) throw new Error(`no document received for ${url}`);
  const scripts = await Promise.all(bodies);
  const inline = findScripts((await body(documentId, url)).toString("utf8")).scripts.filter((script) => script.kind === "inline");
  const external = scripts.reduce((sum, script) => sum + gzipKB(script), 0);
  const inlineKB = inline.length === 0 ? 0 : gzipKB(inline.map((script) => script.content).join(""));
  return {
    external: { count: scripts.length, gzipKB: external },
    inline: { labels: inline.map((script) => script.label), gzipKB: inlineKB },
    upFrontKB: external + inlineKB,
    idle: wentIdle,
  };
}

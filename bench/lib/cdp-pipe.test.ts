/**
 * @jest-environment node
 */
import { testChromiumPath } from "../../e2e/support/chromium";
import { launchPipeBrowser, messageSplitter, type PipeBrowser } from "./cdp-pipe";

describe("the pipe's messages", () => {
  it("are split at each NUL byte, across and within chunks, multi-byte characters included", () => {
    const seen: string[] = [];
    const feed = messageSplitter((text) => seen.push(text));
    const bytes = Buffer.from('{"a":"é"}\0{"b":1}\0{"c":"—', "utf8");
    // Cut inside the two-byte é and inside the three-byte dash.
    feed(bytes.subarray(0, 8));
    feed(bytes.subarray(8, 25));
    expect(seen).toEqual(['{"a":"é"}', '{"b":1}']);
    feed(Buffer.concat([bytes.subarray(25), Buffer.from('"}\0', "utf8")]));
    expect(seen).toEqual(['{"a":"é"}', '{"b":1}', '{"c":"—"}']);
  });
});

/**
 * A page whose script constructs an Error inside a large function, traced with V8's compile
 * events: how long V8 spent collecting that function's source positions.
 */
async function positionsCollected(browser: PipeBrowser, runtimeDomain: boolean): Promise<number> {
  const { sessionId, send, close } = await browser.newTab();
  const events: { name: string }[] = [];
  let complete = () => {};
  const completed = new Promise<void>((resolve) => (complete = resolve));
  const stop = browser.onEvent((event) => {
    if (event.sessionId !== sessionId) return;
    if (event.method === "Tracing.dataCollected") events.push(...(event.params.value as { name: string }[]));
    if (event.method === "Tracing.tracingComplete") complete();
  });
  try {
    if (runtimeDomain) await send("Runtime.enable");
    await send("Tracing.start", { traceConfig: { includedCategories: ["disabled-by-default-v8.compile"] }, transferMode: "ReportEvents" });
    const body = Array.from({ length: 400 }, (_, i) => `var v${i} = [${i}, "${i}"].join("-");`).join("\n");
    await send("Runtime.evaluate", { expression: `(function big() {\n${body}\nreturn new Error("constructed, never thrown");\n})(); 0` });
    await send("Tracing.end");
    await completed;
    return events.filter((event) => event.name === "V8.CollectSourcePositions").length;
  } finally {
    stop();
    await close();
  }
}

describe("the browser the menu's taps are timed in", () => {
  let browser: PipeBrowser;
  beforeAll(async () => {
    browser = await launchPipeBrowser(testChromiumPath);
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("answers commands and reports errors with the command's name", async () => {
    const { product } = await browser.send<{ product: string }>("Browser.getVersion");
    expect(product).toMatch(/Chrom/);
    await expect(browser.send("No.suchMethod")).rejects.toThrow(/^No\.suchMethod: /);
  }, 30_000);

  it("does not parse a function again to place an Error's stack, as it does once DevTools' Runtime domain is on", async () => {
    expect(await positionsCollected(browser, false)).toBe(0);
    expect(await positionsCollected(browser, true)).toBeGreaterThan(0);
  }, 30_000);
});

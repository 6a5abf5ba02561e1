import { testChromiumPath } from "../../e2e/support/chromium";
import { launchBrowser, messageSplitter, type Browser } from "./browser";

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

/** How often V8 collected a function's source positions while a page constructed an Error in it. */
async function positionsCollected(browser: Browser, runtimeDomain: boolean): Promise<number> {
  const tab = await browser.newTab();
  let count = 0;
  let complete = () => {};
  const completed = new Promise<void>((resolve) => (complete = resolve));
  tab.on((method, params) => {
    if (method === "Tracing.dataCollected") count += (params.value as { name: string }[]).filter((event) => event.name === "V8.CollectSourcePositions").length;
    if (method === "Tracing.tracingComplete") complete();
  });
  try {
    if (runtimeDomain) await tab.send("Runtime.enable");
    await tab.send("Tracing.start", { traceConfig: { includedCategories: ["disabled-by-default-v8.compile"] }, transferMode: "ReportEvents" });
    const body = Array.from({ length: 400 }, (_, i) => `var v${i} = [${i}, "${i}"].join("-");`).join("\n");
    await tab.send("Runtime.evaluate", { expression: `(function big() {\n${body}\nreturn new Error("constructed, never thrown");\n})(); 0` });
    await tab.send("Tracing.end");
    await completed;
    return count;
  } finally {
    await tab.close();
  }
}

describe("the browser the benchmark drives", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(testChromiumPath);
  });
  afterAll(() => browser?.close());

  it("answers commands and names the command in an error", async () => {
    expect((await browser.send<{ product: string }>("Browser.getVersion")).product).toMatch(/Chrom/);
    await expect(browser.send("No.suchMethod")).rejects.toThrow(/^No\.suchMethod: /);
  });

  it("does not parse a function again to place an Error's stack, as it does once DevTools' Runtime domain is on", async () => {
    expect(await positionsCollected(browser, false)).toBe(0);
    expect(await positionsCollected(browser, true)).toBeGreaterThan(0);
  });
});

import { expect, test } from "@playwright/test";
import { measureFlood } from "../bench/lib/flood";
import { extraPort } from "./support/env";
import { startServer } from "./support/server";

/**
 * One client floods the contact API (50 connections posting valid inquiries, the rate limit as
 * shipped, so nearly every answer is a 429) while a second loads the home page: no request of the
 * pages times out, fails or gets anything but a 2xx, and they keep a good share of their
 * throughput. The target, half of it, is the benchmark's (bench/lib/flood.ts, on a quiet machine);
 * here other tests share the CPU, so the bar is a quarter, which the server without its gate and
 * storage thread never reached.
 */
test("pages keep answering while one client floods the contact API", async () => {
  test.setTimeout(90_000);
  // e2eServerEnv turns the rate limit off; the flood is measured with the shipped one.
  const server = await startServer({ port: extraPort(61), dataDir: ".tmp/e2e-flood", env: { CONTACT_RATE_LIMIT: "5" } });
  try {
    const result = await measureFlood(server.origin, { durationS: 4, requestTimeoutS: 5 });
    const summary = JSON.stringify(result);
    expect(result.flood.statusCounts["429"] ?? 0, summary).toBeGreaterThan(0);
    expect(result.pageDuringFlood.timeouts, summary).toBe(0);
    expect(result.pageDuringFlood.errors, summary).toBe(0);
    expect(result.pageAlone.non2xx, summary).toBe(0);
    expect(result.pageDuringFlood.non2xx, summary).toBe(0);
    expect(result.keptShare, summary).toBeGreaterThanOrEqual(0.25);
  } finally {
    await server.stop();
  }
});

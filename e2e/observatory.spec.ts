import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { extraPort } from "./support/env";
import { startServer } from "./support/server";
import { startTlsFront } from "./support/tls-front";

const run = promisify(execFile);
const OBSERVATORY = path.join(__dirname, "..", "node_modules", "@mdn", "mdn-http-observatory");

/**
 * Mozilla's HTTP Observatory (its own scanner, from npm) grades the site behind a TLS proxy on
 * loopback, as a host serves it: HTTPS, the redirect from HTTP, and every security header.
 */
test("Mozilla's HTTP Observatory grades the site A+ behind a TLS proxy", async () => {
  test.setTimeout(90_000);
  // Installed without its install script, which downloads the HSTS preload list: an empty list.
  const preload = path.join(OBSERVATORY, "conf", "hsts-preload.json");
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}");

  const frontPort = extraPort(63);
  const server = await startServer({ port: extraPort(62), dataDir: ".tmp/e2e-observatory", env: { TRUST_PROXY: "1", SITE_URL: `https://localhost:${frontPort}` } });
  const front = await startTlsFront(server.origin, frontPort);
  try {
    const { stdout } = await run(process.execPath, [path.join(OBSERVATORY, "src", "scan.js"), `localhost:${frontPort}`], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: front.certFile },
      timeout: 60_000,
    });
    const { scan, tests } = JSON.parse(stdout) as { scan: { grade: string; score: number }; tests: Record<string, { pass: boolean; result: string }> };
    const failed = Object.entries(tests).filter(([, result]) => !result.pass).map(([name, result]) => `${name}: ${result.result}`);
    expect(failed).toEqual([]);
    expect(scan.grade, `score ${scan.score}`).toBe("A+");
  } finally {
    await front.stop();
    await server.stop();
  }
});

import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions, E2E_ORIGIN, E2E_PORT, e2eServerEnv } from "./e2e/support/env";

/**
 * Browser tests run against the production build (`npm run build` first) served by server.mjs on
 * loopback, in Debian's Chromium. Specs that need their own server settings start one themselves.
 * E2E_SITE_DIR serves another built copy instead (the plain build, scripts/test.sh plain).
 */
const siteDir = path.resolve(process.env.E2E_SITE_DIR ?? ".");

export default defineConfig({
  testDir: "./e2e",
  // The Firefox and WebKit journeys have their own configuration (e2e/engines/playwright.config.ts).
  testIgnore: path.join(__dirname, "e2e/engines/**"),
  outputDir: "./test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: E2E_ORIGIN,
    launchOptions: chromiumLaunchOptions,
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for
    // every test, to keep the failures' (retain-on-failure), took frame.spec and home.spec from
    // 1.2-1.4 to 2.8-2.9 minutes on a two-core machine.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: "node server.mjs",
    cwd: siteDir,
    url: `${E2E_ORIGIN}/`,
    env: e2eServerEnv({ port: E2E_PORT, dataDir: path.join(siteDir, ".tmp/e2e-main") }),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});

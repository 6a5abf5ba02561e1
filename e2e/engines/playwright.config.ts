import path from "node:path";
import { defineConfig } from "@playwright/test";
import { e2eServerEnv } from "../support/env";
import { ENGINES_DATA_DIR, ENGINES_ORIGIN, ENGINES_PORT, type EngineOptions } from "./fixtures";

/**
 * The key journeys (./journeys.spec.ts) in Firefox ESR and WebKitGTK, Debian's packages, against
 * the production build (`npm run build` first): one project per engine, one browser per project,
 * the two engines side by side (each writes inquiries of its own), which keeps the test line short.
 *
 *   npx playwright test --config e2e/engines/playwright.config.ts [--project webkit]
 */
export default defineConfig<object, EngineOptions>({
  testDir: ".",
  testMatch: "journeys.spec.ts",
  outputDir: "../../test-results/engines",
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  projects: [
    { name: "firefox", use: { engineName: "firefox" } },
    { name: "webkit", use: { engineName: "webkit" } },
  ],
  webServer: {
    command: "node server.mjs",
    cwd: path.resolve(__dirname, "../.."),
    url: `${ENGINES_ORIGIN}/`,
    env: e2eServerEnv({ port: ENGINES_PORT, dataDir: ENGINES_DATA_DIR }),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});

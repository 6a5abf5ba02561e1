import { test as base, expect } from "@playwright/test";
import { extraPort } from "../support/env";
import type { Driver, Engine, EngineName } from "./driver";
import { launchFirefox } from "./firefox";
import { launchWebKit } from "./webkit";

/** The journeys' own server (./playwright.config.ts starts it), apart from the Chromium suite's. */
export const ENGINES_PORT = extraPort(60);
export const ENGINES_ORIGIN = `http://127.0.0.1:${ENGINES_PORT}`;
export const ENGINES_DATA_DIR = ".tmp/e2e-engines";

export type EngineOptions = { engineName: EngineName };

/**
 * `site` is a window of the project's engine with the pages' scripts, `siteWithoutScripts` one
 * without them. Either fails its test when the page logged a console error or warning.
 */
export const test = base.extend<{ site: Driver; siteWithoutScripts: Driver }, EngineOptions & { engine: Engine }>({
  engineName: ["firefox", { option: true, scope: "worker" }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await (engineName === "firefox" ? launchFirefox : launchWebKit)(ENGINES_ORIGIN);
      await use(engine);
      await engine.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  site: async ({ engine }, use) => {
    await withCleanConsole(await engine.driver({ javaScript: true }), use);
  },
  siteWithoutScripts: async ({ engine }, use) => {
    await withCleanConsole(await engine.driver({ javaScript: false }), use);
  },
});

async function withCleanConsole(driver: Driver, runTest: (driver: Driver) => Promise<void>) {
  await runTest(driver);
  const problems = await driver.takeConsoleProblems();
  await driver.release();
  expect(problems, "console errors and warnings").toEqual([]);
}

export { expect };

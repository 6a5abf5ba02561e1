/**
 * What the suite measures and against which limits: the pages, the JavaScript budgets, the
 * Chromium binary and flags, and the step timeouts. Change figures here, not in the modules.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for every Chromium the suite starts (Lighthouse's and Playwright's). */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export type PageSpec = {
  /** Short name used in tables. */
  name: string;
  path: string;
  /** The status the page should answer with once it exists. */
  expectedStatus: number;
  /** Budget for the JavaScript loaded up front, in KB of gzip; none for pages without one. */
  jsBudgetKB?: number;
};

export const PAGES: PageSpec[] = [
  { name: "Home", path: "/", expectedStatus: 200, jsBudgetKB: 200 },
  { name: "Case study", path: "/case-studies/ai-risk-management", expectedStatus: 200, jsBudgetKB: 150 },
  { name: "Insight article", path: "/insights/ai-vision-to-value", expectedStatus: 200, jsBudgetKB: 150 },
  { name: "Service page", path: "/services/ai-strategy", expectedStatus: 200 },
  { name: "Not found", path: "/this-page-does-not-exist", expectedStatus: 404 },
];

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** A valid inquiry for the POST load test (see lib/contact/schema.ts). */
export const SAMPLE_INQUIRY = {
  name: "Bench Mark",
  email: "bench@example.com",
  company: "Benchmark Ltd",
  interest: "ai-strategy",
  message: "Load test inquiry from the benchmark suite; please ignore.",
};

export const TIMEOUTS = {
  mainBuildMs: 15 * 60_000,
  bareBuildMs: 10 * 60_000,
  scalingBuildMs: 30 * 60_000,
  serverStartMs: 60_000,
  lighthouseRunMs: 3 * 60_000,
  chromeLaunchMs: 30_000,
  jsPageMs: 60_000,
  /** How long to wait for the network to go idle after the load event. */
  networkIdleMs: 5_000,
  /** Margin on top of each autocannon run's duration. */
  loadMarginMs: 60_000,
};

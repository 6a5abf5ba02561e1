/**
 * What the suite measures and against which limits: the pages, the JavaScript budgets, the
 * Chromium binary and flags, and the step timeouts. Change figures here, not in the modules.
 */

import { chromiumArgs, chromiumPath } from "../../e2e/support/chromium";

/** The full Chromium browser, as PageSpeed Insights runs it (e2e/support/chromium.ts). */
export const CHROMIUM_PATH = chromiumPath;

/** Flags for every Chromium the suite starts (Lighthouse's and Playwright's): the tests' own, headless. */
export const CHROMIUM_FLAGS = ["--headless=new", ...chromiumArgs];

export type PageSpec = {
  /** Short name used in tables. */
  name: string;
  /** Name for `--pages`. */
  key: string;
  path: string;
  /** The status the page should answer with once it exists. */
  expectedStatus: number;
  /** Budget for the JavaScript loaded up front, in KB of gzip; none for pages without one. */
  jsBudgetKB?: number;
  /**
   * Measured against the performance targets (issue 14): beside its copy with the scripts
   * stripped, under simulated and applied throttling. Which allowance over the bare Next.js page
   * its JavaScript up front has: `home` or `content`.
   */
  targets?: "home" | "content";
  /** The bare Next.js page: measured in every throttling mode as the reference, with no stripped copy. */
  reference?: boolean;
};

export const PAGES: PageSpec[] = [
  { name: "Home", key: "home", path: "/", expectedStatus: 200, jsBudgetKB: 200, targets: "home" },
  { name: "Case study", key: "case-study", path: "/case-studies/ai-risk-management", expectedStatus: 200, jsBudgetKB: 150, targets: "content" },
  { name: "Insight article", key: "article", path: "/insights/ai-vision-to-value", expectedStatus: 200, jsBudgetKB: 150, targets: "content" },
  { name: "Insights list", key: "insights", path: "/insights", expectedStatus: 200, targets: "content" },
  { name: "Service page", key: "service", path: "/services/ai-strategy", expectedStatus: 200, targets: "content" },
  // Audited as built only (simulated throttling): a check that the error page stays sound.
  { name: "Not found", key: "not-found", path: "/this-page-does-not-exist", expectedStatus: 404 },
];

/**
 * The performance targets of issue 14, for every page with `targets`. Medians of one run; the
 * bare page is the bare Next.js app measured in the same run.
 */
export const TARGETS = {
  /** Lighthouse mobile performance score, simulated throttling. */
  minPerformance: 98,
  /** LCP of the page over LCP of its stripped copy. */
  maxLcpRatio: { simulated: 1.15, devtools: 1.1 },
  /** TBT over the bare page's, simulated throttling. */
  maxTbtOverBareMs: 30,
  /** CLS as Lighthouse shows it (three decimals). */
  maxCls: 0,
  /** JavaScript up front (gzip, inline scripts included) over the bare page's. */
  maxJsOverBareKB: { home: 40, content: 12 },
  /** Accessibility, best practices and SEO. */
  minOtherScores: 100,
  /** A tap on the header's menu button: its interaction latency (INP's measure, the frame with the menu open among it), every first tap after the first paint, CPU 4×. */
  maxMenuTapMs: 100,
};

/**
 * The menu's first tap at many moments of a load (menu-tap.ts): a phone viewport with touch, the
 * CPU slowed down (the first rate is the one the target is checked at), one tap per load.
 */
export const MENU_TAP = {
  cpuRates: [4, 1],
  viewport: { width: 412, height: 823 },
  schedule: { stepMs: 200, afterHydrationMs: 1500, maxTaps: 20 },
  /** How long a tap may take to open the menu before it counts as not opened. */
  openTimeoutMs: 3_000,
  /** Bound on a load reaching hydration. */
  hydrationTimeoutMs: 15_000,
  /** Bound on one whole load (context, navigation, tap, readings). */
  loadTimeoutMs: 45_000,
};

/**
 * The main thread's work in a load (main-thread.ts): Lighthouse's phone (viewport, density,
 * touch) without CPU throttling, traced until the scripts have run and hydrated.
 */
export const MAIN_THREAD = {
  device: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  settleMs: 3_000,
  /** Loads of each page and variant: thread time moves little, but one busy moment can still skew a load. */
  minRuns: 5,
};

/** Lighthouse throttling methods: `simulated` (Lighthouse's default, PageSpeed Insights) and `devtools` (applied). */
export const THROTTLING = ["simulated", "devtools"] as const;
export type Throttling = (typeof THROTTLING)[number];

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

/**
 * What the benchmark measures and against which limits: the pages, the targets, the browser and
 * the time every step may take. Figures change here, not in the modules.
 */
import { chromiumArgs, chromiumPath } from "../../e2e/support/chromium";

/** The full Chromium browser, as PageSpeed Insights runs it. */
export const CHROMIUM_PATH = chromiumPath;
export const CHROMIUM_FLAGS = ["--headless=new", ...chromiumArgs];

export type PageSpec = {
  /** Its name for `--pages`. */
  key: string;
  name: string;
  path: string;
  /** Which allowance over the bare Next.js page its JavaScript up front has. */
  js: "home" | "content";
};

/** The pages held to the targets: adding one is one line. */
export const PAGES: PageSpec[] = [
  { key: "home", name: "Home", path: "/", js: "home" },
  { key: "case-study", name: "Case study", path: "/case-studies/ai-risk-management", js: "content" },
  { key: "article", name: "Insight article", path: "/insights/ai-vision-to-value", js: "content" },
  { key: "insights", name: "Insights list", path: "/insights", js: "content" },
  { key: "service", name: "Service page", path: "/services/ai-strategy", js: "content" },
  { key: "book", name: "Booking", path: "/book", js: "content" },
];

/** The full build (`npm run build`) and the plain Next.js build of the same site (`PLAIN_NEXT=1`). */
export const BUILDS = ["full", "plain"] as const;
export type Build = (typeof BUILDS)[number];

/** Lighthouse's throttling: `simulated` (its default, PageSpeed Insights') and `devtools` (applied while loading). */
export const MODES = ["simulated", "devtools"] as const;
export type Mode = (typeof MODES)[number];
export const MODE_LABEL: Record<Mode, string> = { simulated: "simulated", devtools: "applied" };

/** The speed targets, medians of one run; "bare" is the bare Next.js page measured in the same run. */
export const TARGETS = {
  /** Lighthouse mobile performance, simulated throttling. */
  minPerformance: 98,
  /** LCP over the LCP of the same page with its scripts stripped. */
  maxLcpRatio: { simulated: 1.15, devtools: 1.1 } satisfies Record<Mode, number>,
  /** TBT over the bare page's, simulated throttling. */
  maxTbtOverBareMs: 30,
  /** CLS as Lighthouse shows it (three decimals), both modes. */
  maxCls: 0,
  /** Accessibility, best practices and SEO. */
  minOtherScores: 100,
  /** JavaScript up front (gzip, inline scripts included) over the bare page's, in KB. */
  maxJsOverBareKB: { home: 40, content: 12 } satisfies Record<PageSpec["js"], number>,
  /** The menu's first tap at 4× CPU: the slowest moment's median interaction latency. */
  maxMenuTapMs: 100,
};

/** The menu's first tap: a phone with touch, its CPU slowed down, one tap per load. */
export const MENU = {
  cpuRate: 4,
  viewport: { width: 412, height: 823, deviceScaleFactor: 2.625, mobile: true },
  schedule: { stepMs: 200, afterHydrationMs: 1500, maxTaps: 20 },
};

export const TIMEOUTS = {
  buildMs: 15 * 60_000,
  serverStartMs: 60_000,
  browserStartMs: 30_000,
  lighthouseRunMs: 3 * 60_000,
  /** One page load of the JavaScript or menu measurement, everything included. */
  loadMs: 45_000,
  /** How long a load may take to hydrate, or a tap to open the menu. */
  hydrationMs: 15_000,
  menuOpenMs: 3_000,
  /** How long the network may take to go idle after the load event. */
  networkIdleMs: 5_000,
};

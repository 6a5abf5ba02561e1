/**
 * Whether pages keep answering while one client floods the contact API: a page's throughput on
 * its own, then the same page loaded by a second client while the first posts valid inquiries
 * to /api/contact on many connections (with the server's default settings, nearly all of them
 * answered 429). Both clients are autocannon; every run is bounded in time.
 */
import autocannon from "autocannon";

export type FloodOptions = {
  /** Seconds each measurement lasts. */
  durationS?: number;
  /** Connections posting to /api/contact. */
  floodConnections?: number;
  /** Connections of the client loading the page. */
  pageConnections?: number;
  pagePath?: string;
  /** A request unanswered after this many seconds counts as timed out. */
  requestTimeoutS?: number;
};

export type PageRun = {
  requestsPerSec: number;
  requestsTotal: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  timeouts: number;
  errors: number;
  non2xx: number;
};

export type FloodResult = {
  pagePath: string;
  durationS: number;
  pageConnections: number;
  floodConnections: number;
  pageAlone: PageRun;
  pageDuringFlood: PageRun;
  /** Page throughput during the flood over page throughput alone. */
  keptShare: number;
  flood: { requestsPerSec: number; timeouts: number; errors: number; statusCounts: Record<string, number> };
};

/** A valid inquiry, as the site's form sends it (no Origin: a server-to-server post is accepted). */
const INQUIRY = {
  name: "Flood Test",
  email: "flood.test@example.com",
  company: "Benchmark Ltd",
  interest: "other",
  message: "A valid inquiry posted over and over to see whether the pages keep answering.",
};

/**
 * One autocannon run on a thread of its own (so that the two clients do not share one), stopped
 * by force if it outlives its duration by more than its request timeout.
 */
function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, workers: 1 }, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error);
      else resolve(result);
    });
    const limitMs = (Number(options.duration ?? 10) + Number(options.timeout ?? 10) + 5) * 1000;
    const guard = setTimeout(() => instance.stop(), limitMs);
  });
}

/** Answers by status code, e.g. { "201": 5, "429": 4871 }. */
function statusCounts(result: autocannon.Result): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) counts[status] = stats?.count ?? 0;
  return counts;
}

function pageRun(result: autocannon.Result): PageRun {
  return {
    requestsPerSec: result.requests.mean,
    requestsTotal: result.requests.total,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Measures `pagePath` on `origin` alone and during a flood of valid posts to /api/contact. */
export async function measureFlood(origin: string, options: FloodOptions = {}): Promise<FloodResult> {
  const {
    durationS = 10,
    floodConnections = 50,
    pageConnections = 10,
    pagePath = "/",
    requestTimeoutS = 10,
  } = options;
  const page = { url: `${origin}${pagePath}`, connections: pageConnections, duration: durationS, timeout: requestTimeoutS };

  const alone = await cannon(page);
  if (alone["2xx"] === 0) throw new Error(`GET ${pagePath} got no successful answer; is the server at ${origin} up?`);

  // The flood starts first and outlasts the page run, so the page is measured under it throughout.
  const warmUpS = 1;
  const flooding = cannon({
    url: `${origin}/api/contact`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(INQUIRY),
    connections: floodConnections,
    duration: durationS + 2 * warmUpS,
    timeout: requestTimeoutS,
  });
  await new Promise((resolve) => setTimeout(resolve, warmUpS * 1000));
  const [during, flood] = await Promise.all([cannon(page), flooding]);

  const pageAlone = pageRun(alone);
  const pageDuringFlood = pageRun(during);
  return {
    pagePath,
    durationS,
    pageConnections,
    floodConnections,
    pageAlone,
    pageDuringFlood,
    keptShare: pageAlone.requestsPerSec > 0 ? pageDuringFlood.requestsPerSec / pageAlone.requestsPerSec : 0,
    flood: {
      requestsPerSec: flood.requests.mean,
      timeouts: flood.timeouts,
      errors: flood.errors,
      statusCounts: statusCounts(flood),
    },
  };
}

/** The report's section: the page alone and during the flood, and the share of throughput kept (target: half). */
export function floodSection(result: FloodResult): string {
  const row = (label: string, run: PageRun) =>
    `| ${label} | ${run.requestsPerSec.toFixed(0)} | ${run.latencyP99Ms} | ${run.timeouts} | ${run.errors + run.non2xx} |`;
  const kept = result.keptShare >= 0.5 && result.pageDuringFlood.timeouts === 0;
  const statuses = Object.entries(result.flood.statusCounts).map(([status, count]) => `${count} × ${status}`).join(", ");
  return [
    `\`${result.pagePath}\` loaded on ${result.pageConnections} connections for ${result.durationS} s, alone and while another client posts valid inquiries on ${result.floodConnections} connections (default settings).`,
    "",
    "| Page requests | Per second | p99 (ms) | Timed out | Failed |",
    "| --- | ---: | ---: | ---: | ---: |",
    row("alone", result.pageAlone),
    row("during the flood", result.pageDuringFlood),
    "",
    `${kept ? "✅" : "❌"} Throughput kept during the flood: ${(result.keptShare * 100).toFixed(0)} % (target: at least 50 %, no timeout). The flood was answered ${result.flood.requestsPerSec.toFixed(0)} times a second: ${statuses}.`,
  ].join("\n");
}

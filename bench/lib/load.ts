/**
 * Throughput and latency with autocannon: GET / (a static page) and POST /api/contact with a
 * valid inquiry from the server's own origin. After the POST run, the inquiries stored in the
 * server's SQLite file are counted and compared with the 201 answers received.
 */
import autocannon from "autocannon";
import { createClient } from "@libsql/client";
import { SAMPLE_INQUIRY, TIMEOUTS } from "./config";
import { withTimeout } from "./proc";

export type LoadResult = {
  name: string;
  method: "GET" | "POST";
  path: string;
  durationS: number;
  connections: number;
  requestsPerSecMean: number;
  requestsTotal: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  latencyMaxMs: number;
  throughputMBps: number;
  count2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
  /** Requests sent, and sent but unanswered when the run stopped (autocannon drops them). */
  requestsSent: number;
  inFlightAtStop: number;
};

export type InquiryCheck = {
  created201: number;
  storedBefore: number;
  storedAfter: number;
  stored: number;
  /** Stored rows equal 201 answers. */
  matches: boolean;
  /** Requests the server may have stored after autocannon stopped waiting for their answers. */
  inFlightAtStop: number;
  /** No inquiry lost and none invented: 201 answers ≤ stored ≤ 201 answers + in flight. */
  consistent: boolean;
};

async function cannon(
  options: autocannon.Options & { name: string; method: "GET" | "POST"; path: string },
): Promise<LoadResult> {
  const statusCounts: Record<string, number> = {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("response", (_client, statusCode) => {
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    });
  });
  const durationS = Number(options.duration ?? 10);
  const result = await withTimeout(done, durationS * 1000 + TIMEOUTS.loadMarginMs, `autocannon ${options.method} ${options.path}`);
  return {
    name: options.name,
    method: options.method,
    path: options.path,
    durationS,
    connections: options.connections ?? 10,
    requestsPerSecMean: result.requests.mean,
    requestsTotal: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    latencyMaxMs: result.latency.max,
    throughputMBps: result.throughput.mean / 1024 / 1024,
    count2xx: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCounts,
    requestsSent: result.requests.sent,
    inFlightAtStop: Math.max(0, result.requests.sent - Object.values(statusCounts).reduce((sum, count) => sum + count, 0)),
  };
}

async function countInquiries(dbFile: string): Promise<number> {
  const client = createClient({ url: `file:${dbFile}` });
  try {
    const exists = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'inquiries'");
    if (exists.rows.length === 0) return 0;
    const result = await client.execute("SELECT COUNT(*) AS n FROM inquiries");
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    client.close();
  }
}

export async function measureLoad(
  origin: string,
  { dbFile, durationS, connections }: { dbFile: string; durationS: number; connections: number },
): Promise<{ runs: LoadResult[]; inquiries: InquiryCheck }> {
  const runs: LoadResult[] = [];

  runs.push(
    await cannon({
      name: "Home page (static)",
      url: `${origin}/`,
      method: "GET",
      path: "/",
      duration: durationS,
      connections,
    }),
  );

  if (runs[0]!.count2xx === 0) throw new Error(`GET / got no successful answer (${runs[0]!.errors} errors); is the server up?`);

  const storedBefore = await countInquiries(dbFile);
  const post = await cannon({
    name: "Contact inquiry",
    url: `${origin}/api/contact`,
    method: "POST",
    path: "/api/contact",
    duration: durationS,
    connections,
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(SAMPLE_INQUIRY),
  });
  runs.push(post);
  if (post.count2xx === 0) throw new Error(`POST /api/contact got no successful answer (${post.errors} errors); is the server up?`);
  // Requests still in flight when autocannon stops may finish on the server a moment later.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const storedAfter = await countInquiries(dbFile);
  const created201 = post.statusCounts["201"] ?? 0;
  const stored = storedAfter - storedBefore;

  for (const run of runs) {
    console.info(
      `  ${run.method} ${run.path}: ${run.requestsPerSecMean.toFixed(0)} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms, non-2xx ${run.non2xx}`,
    );
  }
  console.info(`  inquiries stored ${stored}, 201 answers ${created201}, in flight at stop ${post.inFlightAtStop}`);
  return {
    runs,
    inquiries: {
      created201,
      storedBefore,
      storedAfter,
      stored,
      matches: stored === created201,
      inFlightAtStop: post.inFlightAtStop,
      consistent: stored >= created201 && stored <= created201 + post.inFlightAtStop,
    },
  };
}

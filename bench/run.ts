/**
 * Benchmark suite entry point (`npm run bench`). Copies the project to bench/.work/site, builds
 * and serves it, then measures Lighthouse scores, up-front JavaScript (against a bare Next.js
 * floor), the menu's answer to a first tap at many moments of a load, throughput and latency,
 * and build time and memory for growing content. Writes
 * bench/report.md, bench/report.json and bench/build-scaling.svg. Every server and child process
 * is stopped at the end, also after a failure or Ctrl-C. Options: see bench/lib/args.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs, type Options } from "./lib/args";
import { measureScaling } from "./lib/build-scaling";
import { buildScalingSvg } from "./lib/chart";
import { cpuSnapshot, otherWorkCpus, startCpuMonitor, stopCpuMonitor } from "./lib/contention";
import { MAIN_THREAD, PAGES, TIMEOUTS } from "./lib/config";
import { measureJs } from "./lib/js-bytes";
import { measureLighthouse } from "./lib/lighthouse";
import { measureLoad } from "./lib/load";
import { measureMainThread } from "./lib/main-thread";
import { measureMenuTaps } from "./lib/menu-tap";
import { killAllNow, stopAll } from "./lib/proc";
import { gitInfo, machineInfo, renderMarkdown, type Report } from "./lib/report";
import { evaluateTargets } from "./lib/targets";
import { type BuildResult, howItEnded, isRunning, nextBuild, startBare, startSite, type Server } from "./lib/server";
import { startStripProxy, type StripProxy } from "./lib/strip-proxy";
import { BENCH, copyBuiltApp, copyProject, createBareApp, freshDir, WORK } from "./lib/workspace";
import { deferBuild } from "../lib/speed/post-build";

const SITE = path.join(WORK, "site");
const DATA = path.join(WORK, "data");
const BARE = path.join(WORK, "bare");
const BARE_DEFERRED = path.join(WORK, "bare-deferred");

/** Runs one step, records its outcome and time, and never throws. Returns whether it succeeded. */
async function step(report: Report, name: string, body: () => Promise<void>): Promise<boolean> {
  console.info(`\n▶ ${name}`);
  const began = performance.now();
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuSnapshot();
  const context = () => ({
    loadAverage: [loadBefore, os.loadavg()[0]!] as [number, number],
    otherWorkCpus: otherWorkCpus(cpuBefore, cpuSnapshot()),
  });
  try {
    await body();
    report.steps[name] = { ok: true, seconds: (performance.now() - began) / 1000, ...context() };
    console.info(`✓ ${name} (${report.steps[name].seconds.toFixed(0)} s)`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report.steps[name] = { ok: false, seconds: (performance.now() - began) / 1000, error: message, ...context() };
    console.error(`✗ ${name} failed: ${message}`);
    return false;
  }
}

function skip(report: Report, name: string, reason: string): void {
  report.steps[name] = { ok: false, seconds: 0, skipped: true, error: reason };
  console.error(`- ${name} skipped: ${reason}`);
}

/** The bare Next.js app's page that the site's pages are set beside, in every step that measures it. */
const BARE_FLOOR = { name: "Floor: bare Next.js app", path: "/" };

let bareBuild: Promise<BuildResult | null> | null = null;

/**
 * Builds the bare Next.js app once per run, for whichever step needs it first (none with
 * --reuse-build when a build is there).
 */
function buildBare(options: Options): Promise<BuildResult | null> {
  bareBuild ??= (async () => {
    if (options.reuseBuild && fs.existsSync(path.join(BARE, ".next", "BUILD_ID"))) return null;
    createBareApp(BARE);
    return nextBuild(BARE, { label: "bare", timeoutMs: TIMEOUTS.bareBuildMs, env: { CONTENT_DIR: undefined }, deferScripts: false });
  })();
  return bareBuild;
}

/** Copies and builds the site (unless reusing a build), starts it, and runs the measurements that need it. */
async function measureSite(report: Report, options: Options): Promise<void> {
  const { only } = options;
  const reuse = options.reuseBuild && fs.existsSync(path.join(SITE, ".next", "BUILD_ID"));
  const built = reuse
    ? await step(report, "site build (reused)", async () => {})
    : await step(report, "site build", async () => {
        copyProject(SITE);
        report.siteBuild = await nextBuild(SITE, {
          label: "site",
          timeoutMs: TIMEOUTS.mainBuildMs,
          env: { CONTENT_DIR: undefined, DATABASE_URL: `file:${path.join(WORK, "site-build.db")}` },
        });
        console.info(`  ${report.siteBuild.seconds.toFixed(1)} s, peak ${report.siteBuild.peakMB.toFixed(0)} MB`);
      });
  const wanted = (["lighthouse", "cpu", "js", "menu", "load"] as const).filter((part) => only.has(part));
  if (!built) {
    for (const part of wanted) skip(report, part, "the site build failed");
    return;
  }

  let server = null as Server | null;
  const started = await step(report, "site server", async () => {
    freshDir(DATA);
    server = await startSite(SITE, { dataDir: DATA, timeoutMs: TIMEOUTS.serverStartMs });
    console.info(`  listening on ${server.origin}`);
  });
  if (!started || !server) {
    for (const part of wanted) skip(report, part, "the site server did not start");
    return;
  }
  let site: Server = server;
  let currentStep = "";
  // Something outside the suite may stop the server (another test run cleaning up, say): start it
  // again on the same port, note it in the report, and let the measurement retry.
  const ensureUp = async () => {
    if (isRunning(site)) return;
    const reason = `server stopped (${howItEnded(site)})`;
    console.error(`  ${reason}; starting it again on port ${site.port}`);
    report.serverRestarts.push({ at: new Date().toISOString(), step: currentStep, reason });
    site = await startSite(SITE, { dataDir: DATA, timeoutMs: TIMEOUTS.serverStartMs, port: site.port });
  };
  const origin = site.origin;
  const pages = PAGES.filter((page) => options.pages.includes(page.key));
  let proxy = null as StripProxy | null;
  try {
    if (only.has("lighthouse")) {
      currentStep = "lighthouse";
      await step(report, "lighthouse", async () => {
        proxy = await startStripProxy(origin);
        console.info(`  strip proxy on ${proxy.origin}`);
        report.lighthouse = await measureLighthouse(origin, pages, {
          runs: options.runs,
          throttling: options.throttling,
          outDir: freshDir(path.join(WORK, "lighthouse")),
          strippedOrigin: proxy.origin,
          beforeRun: ensureUp,
        });
        report.stripped = Object.fromEntries(proxy.stripped);
      });
    }
    if (only.has("cpu")) {
      currentStep = "cpu";
      await step(report, "cpu", async () => {
        const stripProxy = proxy ?? (proxy = await startStripProxy(origin));
        await buildBare(options);
        const bare = await startBare(BARE, { timeoutMs: TIMEOUTS.serverStartMs });
        const bareProxy = await startStripProxy(bare.origin);
        try {
          report.mainThread = await measureMainThread(
            { origin, strippedOrigin: stripProxy.origin, pages: pages.filter((page) => page.targets) },
            { ...BARE_FLOOR, origin: bare.origin, strippedOrigin: bareProxy.origin },
            Math.max(options.runs, MAIN_THREAD.minRuns),
            ensureUp,
          );
        } finally {
          await bareProxy.stop();
          await bare.stop();
        }
      });
    }
    if (only.has("js")) {
      currentStep = "js";
      await step(report, "js", async () => {
        report.js = { pages: await measureJs(origin, pages, ensureUp), floor: null, floorBuild: null };
      });
    }
    if (only.has("menu")) {
      currentStep = "menu";
      await step(report, "menu", async () => {
        report.menu = await measureMenuTaps(origin, pages, { beforeLoad: ensureUp, repeats: options.runs });
        const failed = report.menu.filter((page) => page.error);
        if (failed.length > 0) throw new Error(failed.map((page) => `${page.path}: ${page.error}`).join("; "));
      });
    }
    if (only.has("load")) {
      currentStep = "load";
      await step(report, "load", async () => {
        await ensureUp();
        report.load = await measureLoad(origin, {
          dbFile: path.join(DATA, "inquiries.db"),
          durationS: options.loadSeconds,
          connections: options.connections,
        });
        if (!isRunning(site)) throw new Error(`the server stopped during the load test (${howItEnded(site)})`);
      });
    }
  } finally {
    await (proxy as StripProxy | null)?.stop();
    await site.stop();
  }
}

/** The bare app's page with a menu (workspace.ts createBareApp). */
const MENU_FLOOR = { key: "bare-menu", path: "/menu", expectedStatus: 200, reference: true } as const;

/**
 * Builds the bare Next.js app and measures its home page the same way as the site's pages: the
 * floor any Next.js page stands on, for JavaScript bytes and for Lighthouse. For the menu, its
 * page with nothing but a header button that opens a dialog: as Next.js serves it, and with this
 * site's post-build step (the framework's scripts deferred until after the first frame).
 */
async function measureFloor(report: Report, options: Options): Promise<void> {
  await step(report, "floor (bare Next.js app)", async () => {
    const build = await buildBare(options);
    const server = await startBare(BARE, { timeoutMs: TIMEOUTS.serverStartMs });
    // The reference for the measured pages: every throttling mode, through the same kind of proxy.
    const page = { ...BARE_FLOOR, key: "bare", expectedStatus: 200, reference: true };
    const proxy = await startStripProxy(server.origin);
    try {
      if (options.only.has("js")) {
        const [floor] = await measureJs(server.origin, [{ ...page, name: "Bare Next.js app" }]);
        report.js ??= { pages: [], floor: null, floorBuild: null };
        report.js.floor = floor ?? null;
        report.js.floorBuild = build;
      }
      if (options.only.has("lighthouse")) {
        const [floor] = await measureLighthouse(proxy.origin, [page], {
          runs: options.runs,
          throttling: options.throttling,
          outDir: freshDir(path.join(WORK, "lighthouse-floor")),
        });
        if (floor) (report.lighthouse ??= []).push(floor);
      }
      if (options.only.has("menu")) {
        const menu = await measureMenuTaps(server.origin, [{ ...MENU_FLOOR, name: "Floor: bare Next.js page with a menu" }], { repeats: options.runs });
        (report.menu ??= []).push(...menu);
      }
    } finally {
      await proxy.stop();
      await server.stop();
    }
    if (options.only.has("menu")) {
      const copy = copyBuiltApp(BARE, BARE_DEFERRED);
      deferBuild(path.join(copy, ".next"));
      const deferred = await startBare(copy, { timeoutMs: TIMEOUTS.serverStartMs });
      try {
        const menu = await measureMenuTaps(deferred.origin, [{ ...MENU_FLOOR, name: "Floor: the same, scripts deferred as on this site" }], { repeats: options.runs });
        (report.menu ??= []).push(...menu);
      } finally {
        await deferred.stop();
      }
    }
    const failed = (report.menu ?? []).filter((page) => page.reference && page.error);
    if (failed.length > 0) throw new Error(failed.map((page) => `${page.name}: ${page.error}`).join("; "));
  });
}

function writeReports(report: Report): void {
  report.targets = evaluateTargets(report.lighthouse, report.js, report.menu);
  fs.writeFileSync(path.join(BENCH, "report.json"), JSON.stringify(report, null, 2) + "\n");
  if (report.scaling && report.scaling.points.length > 0) {
    const subtitle = `next build on ${report.machine.cpus} CPUs, ${Math.round(report.machine.totalRamMB / 1024)} GB RAM, Next.js ${report.machine.next}, ${report.generatedAt.slice(0, 10)}`;
    fs.writeFileSync(path.join(BENCH, "build-scaling.svg"), buildScalingSvg(report.scaling.points, subtitle));
  }
  fs.writeFileSync(path.join(BENCH, "report.md"), renderMarkdown(report));
  console.info(`\nWrote ${path.relative(process.cwd(), path.join(BENCH, "report.md"))}, report.json${report.scaling ? " and build-scaling.svg" : ""}.`);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const began = performance.now();

  // However the run ends, no server, build or browser is left behind.
  process.on("exit", () => killAllNow());
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping every child process`);
      killAllNow();
      process.exit(130);
    });
  }

  const report: Report = {
    generatedAt: new Date().toISOString(),
    durationSeconds: 0,
    command: ["npm run bench", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" "),
    options: {
      only: [...options.only],
      sizes: options.sizes,
      runs: options.runs,
      loadSeconds: options.loadSeconds,
      connections: options.connections,
      scalingTimeoutMin: options.scalingTimeoutMin,
      pages: options.pages,
      throttling: options.throttling,
    },
    machine: machineInfo(),
    git: gitInfo(),
    steps: {},
    serverRestarts: [],
  };
  console.info(`Benchmark: ${report.options.only.join(", ")} on ${report.machine.cpus} CPUs, commit ${report.git.commit}`);
  fs.mkdirSync(WORK, { recursive: true });
  startCpuMonitor();

  try {
    if ((["lighthouse", "cpu", "js", "menu", "load"] as const).some((part) => options.only.has(part))) {
      await measureSite(report, options);
    }
    if ((["js", "lighthouse", "menu"] as const).some((part) => options.only.has(part))) await measureFloor(report, options);
    if (options.only.has("scaling")) {
      await step(report, "build scaling", async () => {
        // Filled in as each build finishes, so a failed large build keeps the smaller ones.
        report.scaling = { points: [], marginal: [] };
        await measureScaling(options.sizes, report.scaling, options.scalingTimeoutMin * 60_000);
      });
    }
  } finally {
    await stopAll();
    stopCpuMonitor();
    report.durationSeconds = (performance.now() - began) / 1000;
    writeReports(report);
  }
  if (Object.values(report.steps).some((status) => !status.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  killAllNow();
  process.exit(1);
});

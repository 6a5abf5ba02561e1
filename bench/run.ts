/**
 * `npm run bench`: builds the site twice (full, and plain Next.js with PLAIN_NEXT=1) and a bare
 * Next.js app, serves all three, and measures every page against the speed targets beside its
 * stripped copy and the bare page: Lighthouse, JavaScript up front and the menu's first tap.
 * Writes bench/report.md (bench/.work/report.md for a run narrowed by options). Every build,
 * server, proxy and browser is stopped however the run ends; every step is bounded in time.
 */
import fs from "node:fs";
import path from "node:path";
import { isFullRun, parseArgs } from "./lib/args";
import { buildBare, buildSite, freshDir, isBuilt, PROJECT, serve, WORK, type Server } from "./lib/apps";
import { launchBrowser, type Browser } from "./lib/browser";
import { PAGES, type Build } from "./lib/config";
import { floodSection, measureFlood } from "./lib/flood";
import { measureJs } from "./lib/js-bytes";
import { measureLighthouse } from "./lib/lighthouse";
import { describeRun, otherWork } from "./lib/machine";
import { measureMenu } from "./lib/menu-tap";
import { killAllNow, stopAll } from "./lib/proc";
import { renderMarkdown, type Report } from "./lib/report";
import { startStripProxy, strippedUrl, type Proxy } from "./lib/strip-proxy";
import type { BrowserFigures, Outcome, PageResult } from "./lib/targets";

/**
 * Measurements of the full build's server beyond the page targets: each takes the server's
 * origin and returns its report section, and `--only=<name>` selects it like the other parts.
 */
const SERVER_PARTS: Record<string, { title: string; measure: (origin: string) => Promise<string> }> = {
  flood: { title: "Pages during a POST flood", measure: async (origin) => floodSection(await measureFlood(origin)) },
};

type App = Build | "bare";
/** A served app: its server, and the strip proxy in front of it that Lighthouse goes through. */
type Served = { server: string; proxy: string };

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2), Object.keys(SERVER_PARTS));
  const began = performance.now();
  process.on("exit", killAllNow);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping every build, server and browser`);
      void stopAll().finally(() => process.exit(130));
    });
  }
  const pages = PAGES.filter((page) => options.pages.includes(page.key));
  const report: Report = {
    startedAt: new Date().toISOString(),
    minutes: 0,
    command: ["npm run bench", ...process.argv.slice(2)].join(" "),
    conditions: describeRun(),
    steps: [],
    pages,
    builds: options.builds,
    modes: options.modes,
    runs: options.runs,
    results: {},
    bare: {},
    sections: [],
  };
  /** Runs one step and records how it went; a failed step does not stop the run. */
  const step = async (name: string, body: () => Promise<void>): Promise<boolean> => {
    console.info(`\n▶ ${name}`);
    const [at, other] = [performance.now(), otherWork()];
    let error: string | undefined;
    await body().catch((failure: unknown) => void (error = failure instanceof Error ? failure.message : String(failure)));
    report.steps.push({ name, ok: error === undefined, seconds: (performance.now() - at) / 1000, otherCpus: other(), error });
    console.info(error === undefined ? `✓ ${name}` : `✗ ${name}: ${error}`);
    return error === undefined;
  };

  fs.mkdirSync(WORK, { recursive: true });
  const dirs: Record<App, string> = { full: path.join(WORK, "full"), plain: path.join(WORK, "plain"), bare: path.join(WORK, "bare") };
  const apps: App[] = [...options.builds, "bare"];
  const served: Partial<Record<App, Served>> = {};
  const running: (Server | Proxy)[] = [];
  const browsers: Browser[] = [];
  try {
    const built = new Set<App>();
    for (const app of apps) {
      if (options.reuseBuild && isBuilt(dirs[app])) built.add(app);
      else if (await step(`build: ${app}`, () => (app === "bare" ? buildBare(dirs[app]) : buildSite(dirs[app], app)))) built.add(app);
    }
    for (const app of built) {
      await step(`serve: ${app}`, async () => {
        const server = await serve(dirs[app], app === "bare" ? "bare" : "site");
        running.push(server);
        const proxy = await startStripProxy(server.origin);
        running.push(proxy);
        served[app] = { server: server.origin, proxy: proxy.origin };
      });
    }
    const builds = options.builds.filter((build) => served[build]);
    for (const page of pages) report.results[page.key] = Object.fromEntries(builds.map((build) => [build, {}]));
    const bare = served.bare;

    if (options.only.includes("lighthouse")) {
      await step("lighthouse", async () => {
        const outDir = freshDir(path.join(WORK, "lighthouse"));
        if (bare) report.bare.lighthouse = (await measureLighthouse({ bare: `${bare.proxy}/` }, options.modes, options.runs, outDir)).bare;
        for (const page of pages) {
          const urls: Record<string, string> = {};
          for (const build of builds) {
            urls[`${page.key} ${build}`] = `${served[build]!.proxy}${page.path}`;
            urls[`${page.key} ${build} stripped`] = strippedUrl(served[build]!.proxy, page.path);
          }
          const measured = await measureLighthouse(urls, options.modes, options.runs, outDir);
          for (const build of builds) {
            const lighthouse: PageResult["lighthouse"] = {};
            for (const mode of options.modes) lighthouse[mode] = { page: measured[`${page.key} ${build}`]![mode]!, stripped: measured[`${page.key} ${build} stripped`]![mode]! };
            report.results[page.key]![build]!.lighthouse = lighthouse;
          }
        }
      });
    }

    /** A part measured page by page in one browser: a page that fails keeps its error, the others go on. */
    const inBrowser = async <K extends keyof BrowserFigures>(part: K, bareUrl: string, measure: (browser: Browser, url: string) => Promise<BrowserFigures[K]>) => {
      const browser = await launchBrowser();
      browsers.push(browser);
      const attempt = (app: App, url: string): Promise<Outcome<BrowserFigures[K]>> => {
        console.info(`  ${app} ${url}`);
        return measure(browser, `${served[app]!.server}${url}`).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
      };
      if (bare) report.bare[part] = await attempt("bare", bareUrl);
      for (const page of pages) for (const build of builds) report.results[page.key]![build]![part] = await attempt(build, page.path);
      await browser.close();
    };
    if (options.only.includes("js")) await step("js", () => inBrowser("js", "/", measureJs));
    if (options.only.includes("menu")) await step("menu", () => inBrowser("menu", "/menu", (browser, url) => measureMenu(browser, url, options.runs)));

    for (const [name, part] of Object.entries(SERVER_PARTS)) {
      if (!options.only.includes(name)) continue;
      await step(name, async () => {
        if (!served.full) throw new Error("the full build is not served");
        report.sections.push({ title: part.title, markdown: await part.measure(served.full.server) });
      });
    }
  } finally {
    await Promise.all([...browsers.map((browser) => browser.close()), ...running.map((server) => server.stop())]);
    await stopAll();
    report.minutes = (performance.now() - began) / 60_000;
    const file = isFullRun(options, Object.keys(SERVER_PARTS)) ? path.join(PROJECT, "bench", "report.md") : path.join(WORK, "report.md");
    fs.writeFileSync(file, renderMarkdown(report));
    console.info(`\nWrote ${path.relative(process.cwd(), file)}`);
  }
  if (report.steps.some((status) => !status.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  killAllNow();
  process.exit(1);
});

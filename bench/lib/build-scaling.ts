/**
 * Build time and peak memory as content grows: for each article count a fresh copy of the
 * project is built with CONTENT_DIR pointing at generated content (real case studies and legal
 * documents plus N synthetic insights). Reports wall-clock seconds, the peak summed RSS of the
 * build's process tree and the marginal cost per added article between consecutive sizes.
 */
import fs from "node:fs";
import path from "node:path";
import { insightPath } from "../../lib/paths";
import { GENERATED_SLUG_PREFIX, generateContent, validateContent } from "./articles";
import { TIMEOUTS } from "./config";
import { measurePageSizes, type PageSizes } from "./page-sizes";
import { measureSearch, type SearchFigures } from "./search";
import { nextBuild } from "./server";
import { copyProject, WORK } from "./workspace";

export type ScalingPoint = {
  articles: number;
  seconds: number;
  cpuSeconds: number;
  loadAverage: [number, number];
  otherWorkCpus: number;
  peakMB: number;
  peakProcesses: number;
  samples: number;
  /** Routes the build prerendered in total, and generated articles among them (/insights/<generated slug>). */
  prerenderedRoutes: number | null;
  prerenderedInsights: number | null;
  wordsMin: number;
  wordsMax: number;
  /** HTML of /insights, its last page and one generated article (see page-sizes.ts). */
  pageSizes?: PageSizes;
  buildLog: string;
  /** The search index and time to results on this build (bench/lib/search.ts), or why they are missing. */
  search?: SearchFigures | { error: string };
};

export type Marginal = {
  from: number;
  to: number;
  msPerArticle: number;
  cpuMsPerArticle: number;
  mbPerArticle: number;
};

function prerendered(site: string): { total: number; insights: number; firstArticle?: string } | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(site, ".next", "prerender-manifest.json"), "utf8")) as {
      routes: Record<string, unknown>;
    };
    const routes = Object.keys(manifest.routes);
    const articlePrefix = insightPath(GENERATED_SLUG_PREFIX);
    const articles = routes.filter((route) => route.startsWith(articlePrefix)).sort();
    return { total: routes.length, insights: articles.length, firstArticle: articles[0] };
  } catch {
    return null;
  }
}

export type Scaling = { points: ScalingPoint[]; marginal: Marginal[] };

/** Builds each size in turn, adding each point (and the marginal costs so far) to `into` as it completes. */
export async function measureScaling(sizes: number[], into: Scaling, timeoutMs = TIMEOUTS.scalingBuildMs): Promise<void> {
  const { points } = into;
  for (const articles of [...sizes].sort((a, b) => a - b)) {
    const root = path.join(WORK, `scale-${articles}`);
    const site = copyProject(path.join(root, "site"));
    const content = generateContent(path.join(root, "content"), articles);
    validateContent(content.dir, articles);
    console.info(`  ${articles} articles (${content.minWords}–${content.maxWords} words each): building…`);
    const build = await nextBuild(site, {
      label: `scale-${articles}`,
      timeoutMs,
      env: { CONTENT_DIR: content.dir, DATABASE_URL: `file:${path.join(root, "build.db")}` },
    });
    const routes = prerendered(site);
    const pageSizes = measurePageSizes(site, articles, routes?.firstArticle);
    console.info(
      `  ${articles} articles: ${build.seconds.toFixed(1)} s (${build.cpuSeconds.toFixed(0)} s CPU), peak ${build.peakMB.toFixed(0)} MB, ` +
        `${routes?.insights ?? "?"} article pages prerendered`,
    );
    points.push({
      articles,
      seconds: build.seconds,
      cpuSeconds: build.cpuSeconds,
      loadAverage: build.loadAverage,
      otherWorkCpus: build.otherWorkCpus,
      peakMB: build.peakMB,
      peakProcesses: build.peakProcesses,
      samples: build.samples,
      prerenderedRoutes: routes?.total ?? null,
      prerenderedInsights: routes?.insights ?? null,
      wordsMin: content.minWords,
      wordsMax: content.maxWords,
      pageSizes,
      buildLog: build.log,
      search: await searchFigures(site, path.join(root, "search-data")),
    });
    // The build output is not needed any more; drop it to keep the scratch folder small.
    fs.rmSync(path.join(site, ".next"), { recursive: true, force: true });
    into.marginal = marginalCosts(points);
  }
}

async function searchFigures(site: string, dataDir: string): Promise<SearchFigures | { error: string }> {
  try {
    const figures = await measureSearch(site, dataDir);
    console.info(
      `  search: index ${(figures.indexGzipBytes / 1024).toFixed(1)} KB gzip, first results ${figures.openToResultsMs.toFixed(0)} ms after opening, ` +
        `${figures.keystrokeMedianMs.toFixed(1)} ms (median) / ${figures.keystrokeMaxMs.toFixed(1)} ms (slowest) after a keystroke`,
    );
    return figures;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  search not measured: ${message}`);
    return { error: message };
  }
}

/** Cost per added article between consecutive sizes. */
export function marginalCosts(points: ScalingPoint[]): Marginal[] {
  const marginal: Marginal[] = [];
  for (let index = 1; index < points.length; index += 1) {
    const a = points[index - 1]!;
    const b = points[index]!;
    const added = b.articles - a.articles;
    if (added <= 0) continue;
    marginal.push({
      from: a.articles,
      to: b.articles,
      msPerArticle: ((b.seconds - a.seconds) * 1000) / added,
      cpuMsPerArticle: ((b.cpuSeconds - a.cpuSeconds) * 1000) / added,
      mbPerArticle: (b.peakMB - a.peakMB) / added,
    });
  }
  return marginal;
}

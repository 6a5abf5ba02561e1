import { fileRoutes, fixedPagePaths, privatePages } from "@/lib/pages";
import { caseStudyPath, categoryHref, insightPath, legalPath, sectorHref, shareImagePath } from "@/lib/paths";
import { siteUrl } from "@/lib/site";
import { loadAuthors } from "./authors";
import { loadAvailability } from "./availability";
import { loadCaseStudies, loadInsights, loadLegalDocuments } from "./collections";
import { loadPageCopy } from "./page-copy";
import { getServicePages } from "./pages";
import { caseStudySnippet, insightSnippet, legalSnippet, snippetWarnings } from "./search-snippet";
import { loadServicesIndex } from "./services-index";
import { featuredOnHome, legalSlugs } from "./index";
import fs from "node:fs";
import path from "node:path";
import { isError, type Collection, type Entry, type Problem } from "./loader";
import { contentRoot, filesUnder, isScheduled } from "./root";
import { bodyLinks, linkProblem, type RouteStatus, type SiteMap } from "./rules";
import { contentCounts, countValues, writtenCounts } from "./counts";
import { loadFigures, writtenOutFigures } from "./figures";
import { FIGURES_FILE, hardCodedPromises, readSharedValues } from "./shared-values";

/** The whole-site content check: each file's own rules, then what only the site as a whole can tell. */
export type ContentReport = {
  /** Errors, in file order; then warnings, only when there is no error. */
  problems: Problem[];
  /** Left out of the build until their publishedAt. */
  scheduled: { file: string; publishedAt: string }[];
  drafts: string[];
  counts: Record<string, number>;
};

type Dated = { draft?: boolean; publishedAt?: string; featured?: boolean; title?: string; category?: string; sector?: string };

function statusOf(data: Dated): RouteStatus {
  if (data.draft) return "draft";
  return isScheduled(data) ? "scheduled" : "published";
}

type Noun = { one: string; many: string; folder: string };

function featuredProblems(collection: Collection<Dated>, noun: Noun): Problem[] {
  // A file with errors is not counted, so counting now would blame the others for it.
  if (collection.problems.some(isError)) return [];
  // Scheduled ones count: they take a place on the home page on their day, with no pull request.
  const featured = collection.entries
    .filter((entry) => entry.data.featured && !entry.data.draft)
    .sort(
      (a, b) =>
        (b.data.publishedAt ?? "").localeCompare(a.data.publishedAt ?? "") || (a.data.title ?? "").localeCompare(b.data.title ?? ""),
    );
  if (featured.length > featuredOnHome) {
    const shown = featured.slice(0, featuredOnHome).map((entry) => entry.file);
    return featured.slice(featuredOnHome).map((entry) => ({
      file: entry.file,
      line: entry.lineOf(["featured"]),
      field: "featured",
      message: `${featured.length} ${noun.many} are marked featured but the home page shows ${featuredOnHome} (the newest: ${shown.join(", ")}); remove featured: true from ${featured.length - featuredOnHome === 1 ? "one of them" : `${featured.length - featuredOnHome} of them`}`,
      severity: "error",
    }));
  }
  if (featured.length < featuredOnHome && collection.entries.length > featured.length) {
    return [
      {
        file: noun.folder,
        field: "",
        message: `only ${featured.length} ${featured.length === 1 ? `${noun.one} is` : `${noun.many} are`} marked featured; the home page fills its other ${featuredOnHome - featured.length === 1 ? "place" : "places"} with the newest ${noun.many}`,
        severity: "warning",
      },
    ];
  }
  return [];
}

function contentFiles(dir: string): string[] {
  return filesUnder(dir).filter((file) => {
    const parts = path.relative(dir, file).split(path.sep);
    const name = parts[parts.length - 1]!;
    return !parts.some((part) => part.startsWith(".")) && /\.(md|ya?ml)$/.test(name) && name !== "README.md";
  });
}

/** A file that writes the reply promise out would keep its old words when the promise changes. */
function responseTimeProblems(): Problem[] {
  const root = contentRoot();
  const common = path.join(root, "pages", "common.yaml");
  const promise = readSharedValues().values.responseTime;
  return contentFiles(root).flatMap((absolute) => {
    const source = fs.readFileSync(absolute, "utf8");
    const definition = absolute === common ? source.split("\n").findIndex((line) => /^responseTime:/.test(line)) + 1 : undefined;
    return hardCodedPromises(source, promise, definition).map(({ line, text }) => ({
      file: path.relative(path.dirname(root), absolute),
      line,
      field: "",
      message: `promises a reply time ("${text}") in its own words; write {responseTime} instead, so the promise set in content/pages/common.yaml${promise ? ` ("${promise}")` : ""} is the one every page shows`,
      severity: "error" as const,
    }));
  });
}

/** A figure written out keeps its old value when the figure changes, or already contradicts it. */
function writtenFigureProblems(): Problem[] {
  const { figures } = loadFigures();
  if (!figures) return [];
  const root = contentRoot();
  const pages = path.join(root, "pages") + path.sep;
  return contentFiles(root)
    .filter((absolute) => absolute !== path.join(root, FIGURES_FILE))
    .flatMap((absolute) =>
      writtenOutFigures(fs.readFileSync(absolute, "utf8"), figures, { yaml: !absolute.endsWith(".md"), anyVoice: absolute.startsWith(pages) }).map(
        ({ line, id, written }) => ({
          file: path.relative(path.dirname(root), absolute),
          line,
          field: "",
          message: `gives the firm's figure "${figures[id]!.label}" in its own words ("${written.length > 90 ? `${written.slice(0, 87)}...` : written}"); write {${id}} instead, so it shows the value set in content/${FIGURES_FILE} (${figures[id]!.value})`,
          severity: "error" as const,
        }),
      ),
    );
}

/** YAML comments are notes to editors, not copy; lines are kept. */
function withoutComments(absolute: string, source: string): string {
  const lines = source.split("\n");
  // In a Markdown file only the front-matter is YAML; a # in the body starts a heading.
  const yamlLines = absolute.endsWith(".md") ? (lines[0] === "---" ? lines.indexOf("---", 1) : 0) : lines.length;
  return lines
    .map((line, index) => {
      if (index >= yamlLines) return line;
      let quote: string | undefined;
      for (let at = 0; at < line.length; at++) {
        const char = line[at]!;
        if (quote) {
          if (char === quote) quote = undefined;
        } else if (char === '"' || char === "'") {
          if (at === 0 || /[\s:\-[{,]/.test(line[at - 1]!)) quote = char;
        } else if (char === "#" && (at === 0 || /\s/.test(line[at - 1]!))) {
          return line.slice(0, at);
        }
      }
      return line;
    })
    .join("\n");
}

/** A count written out would keep today's number when an entry is added. */
function writtenCountProblems(): Problem[] {
  const root = contentRoot();
  const counts = countValues(root, { published: true });
  return contentFiles(root).flatMap((absolute) =>
    writtenCounts(withoutComments(absolute, fs.readFileSync(absolute, "utf8")), counts).map(({ line, text, name, placeholder, value }) => ({
      file: path.relative(path.dirname(root), absolute),
      line,
      field: "",
      message: `"${text}" is the number of ${contentCounts[name].what} written out; write ${placeholder} instead, so it follows the content (${value} today)`,
      severity: "error" as const,
    })),
  );
}

export function checkContent(): ContentReport {
  const authors = loadAuthors();
  const caseStudies = loadCaseStudies(authors.authors);
  const insights = loadInsights(authors.authors);
  const legal = loadLegalDocuments();
  const collections = {
    "case studies": { collection: caseStudies as Collection<Dated>, pathOf: caseStudyPath },
    insights: { collection: insights as Collection<Dated>, pathOf: insightPath },
    "legal documents": { collection: legal as Collection<Dated>, pathOf: legalPath },
  };
  const pageCopy = loadPageCopy();
  const problems: Problem[] = [
    ...authors.problems,
    ...loadAvailability().problems,
    ...pageCopy.problems,
    ...Object.values(collections).flatMap(({ collection }) => collection.problems),
    ...(pageCopy.copy ? loadServicesIndex(getServicePages().map((page) => page.slug)).problems : []),
  ];

  // The fixed pages' addresses do not depend on their copy, which may have errors of its own.
  const routes = new Map<string, RouteStatus>(fixedPagePaths.map((path) => [path, "published"]));
  const pages: { entry: Entry<Dated>; path: string; status: RouteStatus }[] = [];
  for (const [name, { collection, pathOf }] of Object.entries(collections)) {
    for (const entry of collection.entries) {
      if (name === "legal documents" && !legalSlugs.includes(entry.slug as (typeof legalSlugs)[number])) continue;
      pages.push({ entry, path: pathOf(entry.slug), status: statusOf(entry.data) });
    }
  }
  for (const page of pages) routes.set(page.path, page.status);
  for (const { collection, pathOf } of Object.values(collections)) {
    for (const { slug, data } of collection.rejected) {
      const topic = typeof data?.category === "string" ? categoryHref(data.category) : typeof data?.sector === "string" ? sectorHref(data.sector) : undefined;
      for (const path of [pathOf(slug), ...(topic ? [topic] : [])]) if (!routes.has(path)) routes.set(path, "unchecked");
    }
  }
  for (const { entry, status } of pages) {
    const topic = entry.data.category ?? entry.data.sector;
    if (topic === undefined) continue;
    const path = entry.data.category !== undefined ? categoryHref(topic) : sectorHref(topic);
    if (routes.get(path) !== "published") routes.set(path, status);
  }
  for (const [path, status] of [...routes]) routes.set(shareImagePath(path), status);
  for (const path of [...fileRoutes, ...privatePages]) routes.set(path, "published");

  const site: SiteMap = { origin: siteUrl, routes };
  for (const { entry, path, status } of pages) {
    for (const link of bodyLinks(entry)) {
      const found = linkProblem(link, { path, status }, site);
      if (found) problems.push({ file: entry.file, line: link.line, field: "", ...found });
    }
  }
  problems.push(
    ...featuredProblems(collections["case studies"].collection, { one: "case study", many: "case studies", folder: "content/case-studies" }),
    ...featuredProblems(collections.insights.collection, { one: "article", many: "articles", folder: "content/insights" }),
    ...responseTimeProblems(),
    ...writtenFigureProblems(),
    ...writtenCountProblems(),
  );

  // Warnings wait until the content is valid: while a file has an error, the editor sees only what to fix.
  const errors = problems.filter(isError);
  const warnings =
    errors.length > 0
      ? []
      : [
          ...problems,
          // What results pages would cut: warnings, never errors.
          ...caseStudies.entries.flatMap((entry) => snippetWarnings(entry.file, caseStudySnippet(entry.data), entry.lineOf)),
          ...insights.entries.flatMap((entry) => snippetWarnings(entry.file, insightSnippet(entry.data), entry.lineOf)),
          ...legal.entries.flatMap((entry) => snippetWarnings(entry.file, legalSnippet(entry.data), entry.lineOf)),
        ];
  const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);
  return {
    problems: [...errors.sort(byPlace), ...warnings.sort(byPlace)],
    scheduled: pages
      .filter((page) => page.status === "scheduled")
      .map((page) => ({ file: page.entry.file, publishedAt: page.entry.data.publishedAt! })),
    drafts: pages.filter((page) => page.status === "draft").map((page) => page.entry.file),
    counts: {
      authors: authors.authors.length,
      "page-copy files": pageCopy.files,
      ...Object.fromEntries(Object.entries(collections).map(([name, { collection }]) => [name, collection.entries.length])),
    },
  };
}

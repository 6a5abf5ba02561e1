import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { describePath, findFieldLine, issuesToProblems, slipProblem, type Problem } from "./loader";
import { fillFigures, loadFigures, type Figures } from "./figures";
import { contentRoot } from "./root";
import { parseYaml } from "./yaml";
import { fillPlaceholders, readSharedValues, sharedValuesIn, unknownPlaceholderMessage, type Shared } from "./shared-values";
import {
  aboutContent,
  aiSolutionsContent,
  bookContent,
  caseStudiesListing,
  commonCopy,
  homeContent,
  runtimeSlots,
  insightsListing,
  searchLengthWarnings,
  serviceSlugs,
  servicePage,
  successStoriesContent,
  type PageMeta,
  type ServiceContent,
} from "./page-schema";
import { servicesIndexFile } from "./services-index";

const singlePages = {
  home: { file: "home.yaml", schema: homeContent },
  about: { file: "about.yaml", schema: aboutContent },
  aiSolutions: { file: "ai-solutions.yaml", schema: aiSolutionsContent },
  successStories: { file: "success-stories.yaml", schema: successStoriesContent },
  caseStudies: { file: "case-studies.yaml", schema: caseStudiesListing },
  insights: { file: "insights.yaml", schema: insightsListing },
  book: { file: "book.yaml", schema: bookContent },
} as const;

const COMMON_FILE = "common.yaml";
/** Read and checked by services-index.ts. */
const SERVICES_INDEX_FILE = "services-index.yaml";
const SERVICES_FOLDER = "services";

/** What the browser editor offers as forms. */
export const pageCopyFiles: readonly { file: string; schema: z.ZodType }[] = [
  { file: `pages/${COMMON_FILE}`, schema: commonCopy },
  ...Object.values(singlePages).map(({ file, schema }) => ({ file: `pages/${file}`, schema })),
  { file: `pages/${SERVICES_INDEX_FILE}`, schema: servicesIndexFile },
  ...serviceSlugs.map((slug) => ({ file: `pages/${SERVICES_FOLDER}/${slug}.yaml`, schema: servicePage })),
];

type SinglePages = { [K in keyof typeof singlePages]: z.infer<(typeof singlePages)[K]["schema"]> };
export type PageCopy = SinglePages & { common: z.infer<typeof commonCopy>; services: ServiceContent[] };

export type PageCopyResult = {
  copy: PageCopy | undefined;
  /** Warnings (search-result lengths) are worth fixing but never fatal. */
  problems: Problem[];
  files: number;
};

function pagesRoot(): string {
  return path.join(contentRoot(), "pages");
}

function shown(file: string): string {
  return path.relative(path.dirname(contentRoot()), file);
}

function readFile<S extends z.ZodType>(
  absolute: string,
  schema: S,
  /** Or how to find them in the file itself (common.yaml defines some). */
  values: Shared | ((raw: Record<string, unknown>) => Shared),
  problems: Problem[],
  /** Undefined while figures.yaml cannot be read. */
  figures?: Figures,
): z.infer<S> | undefined {
  const file = shown(absolute);
  if (!fs.existsSync(absolute)) {
    problems.push({ file, field: "", message: "file is missing; the page it belongs to needs it (see content/README.md)", severity: "error" });
    return undefined;
  }
  const source = fs.readFileSync(absolute, "utf8");
  // findFieldLine reads front-matter, which starts after a `---` line.
  const lineOf = (field: PropertyKey[]) => {
    const line = findFieldLine(`---\n${source}`, field);
    return line === undefined ? undefined : line - 1;
  };
  const parsed = parseYaml(source);
  if (!parsed.ok) {
    problems.push(slipProblem(file, parsed.slip));
    return undefined;
  }
  const raw = parsed.data;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    problems.push({ file, field: "", message: "must hold named fields (field: value), as the other page files do", severity: "error" });
    return undefined;
  }
  const shared = typeof values === "function" ? values(raw as Record<string, unknown>) : values;
  // Reported once: the schema would refuse the braces again.
  const unknownAt = new Set<string>();
  const filled = fillPlaceholders(raw, shared, [], (at, name) => {
    // Slots such as {number} are filled in by the page; the schema says where each belongs.
    if ((runtimeSlots as readonly string[]).includes(name)) return;
    unknownAt.add(describePath(at));
    problems.push({
      file,
      line: lineOf(at),
      field: describePath(at),
      message: unknownPlaceholderMessage(name),
      severity: "error",
    });
  });
  // An unfilled figure is reported once, and not at all while figures.yaml cannot be read: its own check says why.
  const unfilledFigures: PropertyKey[][] = [];
  const withFigures = fillFigures(filled, figures ?? {}, [], (at, message) => {
    unfilledFigures.push(at.slice(0, -1));
    if (figures) problems.push({ file, line: lineOf(at), field: describePath(at), message, severity: "error" });
  });
  const result = schema.safeParse(withFigures);
  if (!result.success) {
    const issues = result.error.issues.filter(
      (issue) => !unknownAt.has(describePath(issue.path)) && !unfilledFigures.some((at) => at.every((segment, index) => issue.path[index] === segment)),
    );
    problems.push(...issuesToProblems(file, withFigures, issues, schema, lineOf, "the file"));
    return undefined;
  }
  return unknownAt.size > 0 || unfilledFigures.length > 0 ? undefined : result.data;
}

/** Never throws for a content mistake. */
export function loadPageCopy(): PageCopyResult {
  const root = pagesRoot();
  const problems: Problem[] = [];
  const metaOf: { file: string; meta: PageMeta; brandFirst?: boolean }[] = [];

  const expected = new Set([COMMON_FILE, SERVICES_INDEX_FILE, SERVICES_FOLDER, ...Object.values(singlePages).map((page) => page.file)]);
  if (fs.existsSync(root)) {
    for (const name of fs.readdirSync(root).sort()) {
      if (name.startsWith(".") || expected.has(name)) continue;
      problems.push({
        file: shown(path.join(root, name)),
        field: "",
        message: `is not a page-copy file; the files are ${[...expected].sort().join(", ")} (see content/README.md)`,
        severity: "error",
      });
    }
  }

  const { figures, problems: figureProblems } = loadFigures();
  problems.push(...figureProblems);
  // Another mistake in common.yaml does not stop the other files from using its shared values.
  const values = readSharedValues();
  const common = readFile(path.join(root, COMMON_FILE), commonCopy, (raw) => ({ ...values, values: { ...values.values, ...sharedValuesIn(raw) } }), problems);

  const pages: Partial<SinglePages> = {};
  for (const [key, { file, schema }] of Object.entries(singlePages)) {
    const absolute = path.join(root, file);
    const data = readFile(absolute, schema, values, problems, figures);
    if (data) {
      (pages as Record<string, unknown>)[key] = data;
      metaOf.push({ file: shown(absolute), meta: (data as { meta: PageMeta }).meta, brandFirst: key === "home" });
    }
  }

  const services: ServiceContent[] = [];
  const servicesDir = path.join(root, SERVICES_FOLDER);
  const serviceFiles = fs.existsSync(servicesDir) ? fs.readdirSync(servicesDir).filter((name) => !name.startsWith(".")).sort() : [];
  for (const name of serviceFiles) {
    const slug = name.replace(/\.yaml$/, "");
    if (!name.endsWith(".yaml") || !(serviceSlugs as readonly string[]).includes(slug)) {
      problems.push({
        file: shown(path.join(servicesDir, name)),
        field: "",
        message: `is not a service page; the service files are ${serviceSlugs.map((known) => `${known}.yaml`).join(", ")}`,
        severity: "error",
      });
    }
  }
  for (const slug of serviceSlugs) {
    const absolute = path.join(servicesDir, `${slug}.yaml`);
    const data = readFile(absolute, servicePage, values, problems, figures);
    if (data) {
      services.push({ slug, ...data });
      metaOf.push({ file: shown(absolute), meta: data.meta });
    }
  }

  for (const { file, meta, brandFirst } of metaOf) {
    for (const warning of searchLengthWarnings(meta, brandFirst)) problems.push({ file, ...warning, severity: "warning" });
  }

  const complete = !problems.some((problem) => problem.severity === "error") && common !== undefined;
  return {
    copy: complete ? ({ ...(pages as SinglePages), common, services } satisfies PageCopy) : undefined,
    problems,
    files: metaOf.length + (common ? 1 : 0),
  };
}

/**
 * Synthetic insight articles for the build-scaling benchmark: a CONTENT_DIR holding the real
 * case studies, legal documents and page copy plus `count` generated articles with valid
 * front-matter (lib/content/schema.ts insightFrontMatter), unique titles and slugs, dates spread
 * over several years and 600–900 words of Markdown with a few `##` sections. Deterministic: the
 * same count always gives the same files.
 */
import fs from "node:fs";
import path from "node:path";
import { accentColors } from "../../lib/content/schema";
import { checkContent } from "../../lib/content/check";
import { formatProblem, isError } from "../../lib/content/loader";
import { PROJECT } from "./workspace";
import { seededRandom } from "../../test/support/random";

/** Every generated article's slug starts with this, so its pages can be counted in the build. */
export const GENERATED_SLUG_PREFIX = "field-note-";

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

const verbs = ["Scaling", "Governing", "Funding", "Measuring", "Operating", "Securing", "Designing", "Rethinking"];
const topics = [
  "Predictive Maintenance",
  "Customer Analytics",
  "Demand Forecasting",
  "Fraud Detection",
  "Document Automation",
  "Generative Assistants",
  "Risk Scoring",
  "Supply Chain Planning",
  "Quality Inspection",
  "Pricing Models",
];
const industries = ["Retail", "Banking", "Insurance", "Manufacturing", "Healthcare", "Logistics", "Energy", "Education"];
const categories = ["AI Strategy", "Data & Analytics", "Operations", "Governance", "Technology", "Leadership"];
// Ids from content/authors.yaml.
const authors = ["leadership-team", "hannah-osei", "julian-park", "lucas-meyer"];
const sectionTitles = [
  "Where the value actually comes from",
  "The data foundation it needs",
  "How to organize the team",
  "What the first ninety days look like",
  "Measuring progress without vanity metrics",
  "Risks worth planning for",
  "Funding the work in stages",
  "Lessons from the field",
];
const subjects = [
  "the operating model",
  "a cross-functional team",
  "the data platform",
  "every production model",
  "the steering committee",
  "the business owner",
  "a well-scoped pilot",
  "the governance board",
  "the finance partner",
  "frontline staff",
];
const actions = [
  "needs a clear owner who answers for",
  "should be measured against",
  "quietly depends on",
  "often underestimates",
  "can only scale with",
  "has to be funded alongside",
  "turns into value through",
  "rarely survives without",
];
const objects = [
  "reliable data pipelines",
  "a baseline agreed before launch",
  "monitoring that catches drift early",
  "a decision the model actually changes",
  "the people who use its output every day",
  "a budget for maintenance as well as build",
  "documentation that auditors can follow",
  "a rollback plan for bad releases",
  "feedback loops from the front line",
  "a roadmap tied to business outcomes",
];
const closers = [
  "in practice",
  "from the first week",
  "before the second release",
  "across every business unit",
  "long after the launch",
  "when budgets tighten",
  "at enterprise scale",
  "without heroic effort",
];

function sentence(next: () => number): string {
  const text = `${pick(next, subjects)} ${pick(next, actions)} ${pick(next, objects)} ${pick(next, closers)}.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const words = (text: string) => text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length;

/** Markdown body of 600–900 words: an introduction and three or four `##` sections. */
function body(next: () => number): string {
  const target = 620 + Math.floor(next() * 240);
  const sectionCount = 3 + Math.floor(next() * 2);
  const shuffled = [...sectionTitles];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const titles = shuffled.slice(0, sectionCount);
  const perBlock = target / (sectionCount + 1);

  // Each block is a list of paragraphs, each a list of sentences, so the total can be trimmed.
  type Block = { heading?: string; list?: string; paragraphs: string[][] };
  const blocks: Block[] = [{ paragraphs: [] }];
  for (const [index, heading] of titles.entries()) {
    const list =
      index === 1 ? Array.from({ length: 3 }, () => `- **${pick(next, topics)}:** ${sentence(next)}`).join("\n") : undefined;
    blocks.push({ heading, list, paragraphs: [] });
  }
  const render = () =>
    blocks
      .flatMap((block) => [
        ...(block.heading ? [`## ${block.heading}`] : []),
        ...block.paragraphs.map((paragraph) => paragraph.join(" ")),
        ...(block.list ? [block.list] : []),
      ])
      .join("\n\n");
  for (const block of blocks) {
    // Sentence by sentence up to the block's share, a new paragraph every three to five sentences.
    let blockWords = block.list ? words(block.list) : 0;
    let paragraph: string[] = [];
    block.paragraphs.push(paragraph);
    for (;;) {
      const candidate = sentence(next);
      if (blockWords + words(candidate) > perBlock && blockWords > 0) break;
      if (paragraph.length >= 3 + Math.floor(next() * 3)) {
        paragraph = [];
        block.paragraphs.push(paragraph);
      }
      paragraph.push(candidate);
      blockWords += words(candidate);
    }
  }
  // Bring the total inside 600–900 words by adding or dropping sentences at the very end.
  const lastParagraph = blocks[blocks.length - 1]!.paragraphs.at(-1)!;
  while (words(render()) < 600) lastParagraph.push(sentence(next));
  while (words(render()) > 900 && lastParagraph.length > 1) lastParagraph.pop();
  return render() + "\n";
}

function date(index: number, count: number): string {
  // Spread over 2018-01-01 .. 2025-12-31, in a shuffled but deterministic order.
  const start = Date.UTC(2018, 0, 1);
  const span = Date.UTC(2025, 11, 31) - start;
  const position = ((index * 7919) % count) / Math.max(count - 1, 1);
  return new Date(start + Math.floor(position * span / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
}

const yaml = (value: string) => JSON.stringify(value);

function article(index: number, count: number): { slug: string; text: string; words: number } {
  const next = seededRandom(index * 2654435761 + 17);
  const number = String(index + 1).padStart(4, "0");
  const verb = pick(next, verbs);
  const topic = pick(next, topics);
  const industry = pick(next, industries);
  const title = `${verb} ${topic} in ${industry}: Field Note ${number}`;
  const slug = `${GENERATED_SLUG_PREFIX}${number}-${verb}-${topic}-${industry}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const text = body(next);
  const wordCount = words(text);
  const frontMatter = [
    "---",
    `title: ${yaml(title)}`,
    `excerpt: ${yaml(`A practical look at ${topic.toLowerCase()} in ${industry.toLowerCase()}: what it takes to move from a promising pilot to dependable results.`)}`,
    `summary: ${yaml(`${verb} ${topic.toLowerCase()} in ${industry.toLowerCase()} is less about algorithms than about ownership, data and funding. This note walks through the value case, the foundations it needs, how to organize the team and how to measure progress honestly.`)}`,
    `category: ${yaml(pick(next, categories))}`,
    `categoryColor: ${pick(next, accentColors)}`,
    `author: ${yaml(pick(next, authors))}`,
    `publishedAt: ${date(index, count)}`,
    "keywords:",
    `  - ${yaml(topic)}`,
    `  - ${yaml(`AI in ${industry}`)}`,
    `  - ${yaml("AI operating model")}`,
    `ctaTitle: ${yaml(`Working on ${topic.toLowerCase()}?`)}`,
    `ctaText: ${yaml("Book a 30-minute session with our team and we will tell you which two or three moves would unlock the most value next quarter.")}`,
    `ctaLabel: ${yaml("Get in Touch")}`,
    "---",
    "",
  ].join("\n");
  return { slug, text: frontMatter + text, words: wordCount };
}

export type GeneratedContent = { dir: string; count: number; minWords: number; maxWords: number };

/** Builds a CONTENT_DIR at `dir` with the project's other content and `count` generated articles. */
export function generateContent(dir: string, count: number): GeneratedContent {
  fs.rmSync(dir, { recursive: true, force: true });
  const source = path.join(PROJECT, "content");
  for (const name of fs.readdirSync(source)) {
    if (name === "insights") continue;
    fs.cpSync(path.join(source, name), path.join(dir, name), { recursive: true });
  }
  // Case studies link to the real articles, which generated ones replace: keep the link text, drop the link.
  const studies = path.join(dir, "case-studies");
  for (const name of fs.readdirSync(studies).filter((file) => file.endsWith(".md"))) {
    const file = path.join(studies, name);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/\[([^\]]+)\]\(\/insights\/[^)]*\)/g, "$1"));
  }
  const insights = path.join(dir, "insights");
  fs.mkdirSync(insights, { recursive: true });
  let minWords = Infinity;
  let maxWords = 0;
  for (let index = 0; index < count; index += 1) {
    const { slug, text, words: wordCount } = article(index, count);
    fs.writeFileSync(path.join(insights, `${slug}.md`), text);
    if (wordCount < 600 || wordCount > 900) throw new Error(`article ${slug} has ${wordCount} words, outside 600–900`);
    minWords = Math.min(minWords, wordCount);
    maxWords = Math.max(maxWords, wordCount);
  }
  return { dir, count, minWords, maxWords };
}

/** Runs the project's own content check against `dir`; throws if anything is invalid or missing. */
export function validateContent(dir: string, expected: number): void {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    const { problems, counts } = checkContent();
    const errors = problems.filter(isError);
    if (errors.length > 0) {
      throw new Error(`generated content has ${errors.length} problems:\n  ${errors.slice(0, 10).map(formatProblem).join("\n  ")}`);
    }
    if (counts.insights !== expected) throw new Error(`expected ${expected} insights, the loader found ${counts.insights}`);
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}

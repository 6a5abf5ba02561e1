import { z } from "zod";

/** Colours a badge or tag may take; each maps to an accessible pair of Tailwind classes. */
export const accentColors = [
  "blue",
  "indigo",
  "violet",
  "emerald",
  "teal",
  "cyan",
  "amber",
  "orange",
  "rose",
  "slate",
] as const;
export type AccentColor = (typeof accentColors)[number];

/**
 * Front-matter fields the site no longer reads, with what to tell an editor who still writes one.
 * They are errors like any unknown field, with a message that says why the field went away.
 */
export const retiredFields: Readonly<Record<string, string>> = {
  readingMinutes:
    "is no longer written: the reading time is computed from the text (about 230 words a minute, rounded up); remove this line",
};

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const accentColor = z.enum(accentColors, {
  error: `must be one of ${accentColors.join(", ")}`,
});

const lengthOf = (input: unknown) => {
  const length = typeof input === "string" ? input.length : 0;
  return `${length} character${length === 1 ? "" : "s"}`;
};

/** Trimmed text between min and max characters, with messages that say how long it is now. */
export function text(min: number, max: number) {
  return z
    .string({ error: "must be text" })
    .trim()
    .min(min, { error: (issue) => `is ${lengthOf(issue.input)}; write at least ${min}` })
    .max(max, { error: (issue) => `is ${lengthOf(issue.input)}; shorten it to at most ${max}` });
}

/** A calendar date written YYYY-MM-DD that exists (no 2024-02-30). */
export const calendarDate = z
  .string({ error: "must be a date written YYYY-MM-DD, e.g. 2024-03-15" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD, e.g. 2024-03-15", abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: "is not a real calendar date; check the day and month" },
  );

/** A short figure such as "40%" or "$6M"; a bare number written in YAML (6) is accepted as text. */
function figure(max: number) {
  return z
    .union([z.string(), z.number()], { error: "must be text, e.g. \"40%\"" })
    .transform((value) => String(value).trim())
    .pipe(text(1, max));
}

const slug = z
  .string({ error: "must be text" })
  .regex(slugPattern, { error: "must be lowercase words joined by hyphens, e.g. fraud-detection" });

const imagePath = z
  .string({ error: "must be a path under /images/" })
  .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|jpeg|webp|avif)$/, {
    error: "must be a path under /images/ ending in .svg, .png, .jpg, .webp or .avif",
  });

/** The id of an author in content/authors.yaml. */
const authorId = z
  .string({ error: "must be an author id from content/authors.yaml, e.g. rajiv-malhotra" })
  .regex(slugPattern, { error: "must be an author id from content/authors.yaml, e.g. rajiv-malhotra" });

/** Optional shorter title and description for search results, when the headline or summary is long. */
const searchSnippet = {
  seoTitle: text(10, 60).optional(),
  seoDescription: text(50, 160).optional(),
};

const tag = z.strictObject({
  label: text(2, 32),
  color: accentColor,
});

/** Front-matter of a case study (content/case-studies/<slug>.md). */
export const caseStudyFrontMatter = z.strictObject({
  slug: slug.optional(),
  title: text(10, 110),
  ...searchSnippet,
  summary: text(60, 320),
  sector: text(2, 40),
  categoryColor: accentColor,
  client: text(8, 140),
  publishedAt: calendarDate,
  updatedAt: calendarDate.optional(),
  durationMonths: z.int({ error: "must be a whole number of months" }).min(1).max(60),
  author: authorId,
  image: z.strictObject({
    src: imagePath,
    alt: text(15, 200),
    caption: text(15, 220),
  }),
  tags: z.array(tag).length(3, { error: "must list exactly 3 tags" }),
  metric: z.strictObject({
    label: text(2, 30),
    value: figure(30),
  }),
  challenge: text(120, 1200),
  solution: z
    .array(z.strictObject({ title: text(4, 80), description: text(60, 600) }))
    .length(2, { error: "must list exactly 2 solution blocks" }),
  results: z
    .array(z.strictObject({ value: figure(16), label: text(3, 60) }))
    .length(3, { error: "must list exactly 3 results" }),
  ctaLabel: text(3, 40),
  featured: z.boolean({ error: "must be true or false" }).default(false),
  draft: z.boolean({ error: "must be true or false" }).default(false),
});

/** Front-matter of an insight article (content/insights/<slug>.md). */
export const insightFrontMatter = z.strictObject({
  slug: slug.optional(),
  title: text(10, 110),
  ...searchSnippet,
  excerpt: text(60, 240),
  summary: text(100, 600),
  category: text(2, 40),
  categoryColor: accentColor,
  author: authorId,
  publishedAt: calendarDate,
  updatedAt: calendarDate.optional(),
  keywords: z.array(text(2, 40)).min(1).max(10).optional(),
  ctaTitle: text(8, 90),
  ctaText: text(30, 300),
  ctaLabel: text(3, 40),
  featured: z.boolean({ error: "must be true or false" }).default(false),
  draft: z.boolean({ error: "must be true or false" }).default(false),
});

export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatter>;
export type InsightFrontMatter = z.infer<typeof insightFrontMatter>;

/** Front-matter of a legal document (content/legal/<slug>.md). */
export const legalFrontMatter = z.strictObject({
  title: text(5, 80),
  seoTitle: searchSnippet.seoTitle,
  description: text(80, 170),
  badge: text(3, 40),
  lastUpdated: calendarDate,
});

export type LegalFrontMatter = z.infer<typeof legalFrontMatter>;

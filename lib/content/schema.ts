import { z } from "zod";

/** Each maps to an accessible pair of Tailwind classes. */
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

/** Fields the site no longer reads, with a message that says why the field went away. */
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

/** Messages say how long the text is now. */
export function text(min: number, max: number) {
  return z
    .string({ error: "must be text" })
    .trim()
    .min(min, { error: (issue) => `is ${lengthOf(issue.input)}; write at least ${min}` })
    .max(max, { error: (issue) => `is ${lengthOf(issue.input)}; shorten it to at most ${max}` });
}

/** What the browser editor reads from a schema besides its rules. */
export type EditorMeta = {
  title?: string;
  description?: string;
  editor?: "date" | "image";
  patternMessage?: string;
  /** Where the schema's own limit comes after a transform (a figure). */
  maxLength?: number;
  /** Where the schema's rule is not a pattern (an https:// address). */
  pattern?: string;
  choices?: string;
};

/** What the form writes for a schema that checks something else: a figure is written as its id. */
const editorForms = new WeakMap<z.core.$ZodType, z.core.$ZodType>();

export function withEditorForm<T extends z.core.$ZodType>(schema: T, form: z.core.$ZodType): T {
  editorForms.set(schema, form);
  return schema;
}

export function editorFormOf(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  return editorForms.get(schema);
}

export function described<T extends z.ZodType>(schema: T, title: string, description: string): T {
  return schema.meta({ title, description } satisfies EditorMeta);
}

/** Rejects dates that do not exist. */
export const calendarDate = z
  .string({ error: "must be a date written YYYY-MM-DD, e.g. 2024-03-15" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD, e.g. 2024-03-15", abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: "is not a real calendar date; check the day and month" },
  )
  .meta({ editor: "date" } satisfies EditorMeta);

/** A bare number written in YAML is accepted as text. */
function figure(max: number) {
  return z
    .union([z.string(), z.number()], { error: "must be text, e.g. \"40%\"" })
    .transform((value) => String(value).trim())
    .pipe(text(1, max))
    .meta({ maxLength: max } satisfies EditorMeta);
}

const slugRule = "must be lowercase words joined by hyphens, e.g. fraud-detection";
const slug = z
  .string({ error: "must be text" })
  .regex(slugPattern, { error: slugRule })
  .meta({ patternMessage: slugRule } satisfies EditorMeta);

const imageRule = "must be a path under /images/ ending in .svg, .png, .jpg, .webp or .avif, its file name in lowercase letters, digits and hyphens";
const imagePath = z
  .string({ error: "must be a path under /images/" })
  .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|jpeg|webp|avif)$/, { error: imageRule })
  .meta({ editor: "image", patternMessage: imageRule } satisfies EditorMeta);

const authorId = z
  .string({ error: "must be an author id from content/authors.yaml, e.g. rajiv-malhotra" })
  .regex(slugPattern, { error: "must be an author id from content/authors.yaml, e.g. rajiv-malhotra" });

const searchSnippet = {
  seoTitle: described(text(10, 60), "Search title", "A shorter title for search results, when the headline is longer than 38 characters").optional(),
  seoDescription: described(text(50, 160), "Search description", "A shorter description for search results, when the card text is longer than 160 characters").optional(),
};

const entryFields = {
  slug: described(slug, "Address", "Leave empty: the address comes from the file name, which the title gives a new entry").optional(),
  title: described(text(10, 110), "Title", "The page's headline"),
  categoryColor: described(accentColor, "Badge colour", "The colour of the badge on cards and pages"),
  publishedAt: described(calendarDate, "Published on", "The day it goes live; lists show the newest first, and a later day schedules it"),
  updatedAt: described(calendarDate, "Revised on", "Set it when you revise the text").optional(),
  ctaLabel: described(text(3, 40), "Closing button", "The closing button's label; it always leads to the contact form"),
  featured: described(z.boolean({ error: "must be true or false" }), "Featured", "The home page shows the featured ones, three at most").default(false),
  draft: described(z.boolean({ error: "must be true or false" }), "Draft", "Keeps it out of the live site while it is being written").default(false),
};

const tag = z.strictObject({
  label: text(2, 32),
  color: accentColor,
});

const authorField = described(authorId, "Author", "Who wrote it: a person or a team from the authors");

export const caseStudyFrontMatter = z.strictObject({
  title: entryFields.title,
  ...searchSnippet,
  summary: described(text(60, 320), "Summary", "The card text and the page's lead paragraph: who, what changed and the headline figure"),
  sector: described(text(2, 40), "Sector", "The badge on cards and the sector's page; a new sector is added to the case studies list page's topics first"),
  categoryColor: entryFields.categoryColor,
  client: described(text(8, 140), "Client", "Who the client is, without naming them, e.g. A regional grocery chain with 90 stores"),
  publishedAt: entryFields.publishedAt,
  updatedAt: entryFields.updatedAt,
  durationMonths: described(z.int({ error: "must be a whole number of months" }).min(1).max(60), "Duration in months", "Shown as \"6 months\""),
  author: authorField,
  image: described(
    z.strictObject({
      src: described(imagePath, "Picture", "1200 × 750 pixels or the same 16:10 shape; SVG, PNG, JPG, WebP or AVIF"),
      alt: described(text(15, 200), "What the picture shows", "Read by screen readers in place of the picture"),
      caption: described(text(15, 220), "Caption", "Shown under the picture"),
    }),
    "Illustration",
    "The picture at the top of the page and on its card",
  ),
  tags: described(z.array(tag).length(3, { error: "must list exactly 3 tags" }), "Tags", "What the engagement was about, shown on the card"),
  metric: described(
    z.strictObject({
      label: text(2, 30),
      value: figure(30),
    }),
    "Headline figure",
    "The figure on the card, e.g. Stockouts: 40% fewer",
  ),
  challenge: described(text(120, 1200), "The challenge", "One or two paragraphs of plain text"),
  solution: described(
    z.array(z.strictObject({ title: text(4, 80), description: text(60, 600) })).length(2, { error: "must list exactly 2 solution blocks" }),
    "Our solution",
    "What we built or changed, in two blocks",
  ),
  results: described(
    z.array(z.strictObject({ value: figure(16), label: text(3, 60) })).length(3, { error: "must list exactly 3 results" }),
    "Results",
    "Three figures, e.g. 40% fewer stockouts",
  ),
  ctaLabel: entryFields.ctaLabel,
  featured: entryFields.featured,
  draft: entryFields.draft,
  slug: entryFields.slug,
});

export const insightFrontMatter = z.strictObject({
  title: entryFields.title,
  ...searchSnippet,
  excerpt: described(text(60, 240), "Excerpt", "One or two sentences for the cards and search results"),
  summary: described(text(100, 600), "Summary", "The lead paragraph under the headline: the problem and what the reader will take away"),
  category: described(text(2, 40), "Category", "The badge on cards and the category's page; a new category is added to the insights list page's topics first"),
  categoryColor: entryFields.categoryColor,
  author: authorField,
  publishedAt: entryFields.publishedAt,
  updatedAt: entryFields.updatedAt,
  keywords: described(z.array(text(2, 40)).min(1).max(10), "Keywords", "What the article is about, for search engines and related reading").optional(),
  ctaTitle: described(text(8, 90), "Closing heading", "The heading of the call to action at the end"),
  ctaText: described(text(30, 300), "Closing text", "What a free session with us gives the reader"),
  ctaLabel: entryFields.ctaLabel,
  featured: entryFields.featured,
  draft: entryFields.draft,
  slug: entryFields.slug,
});

export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatter>;
export type InsightFrontMatter = z.infer<typeof insightFrontMatter>;

export const legalFrontMatter = z.strictObject({
  title: described(text(5, 80), "Title", "The page's headline"),
  seoTitle: searchSnippet.seoTitle,
  description: described(text(80, 170), "Description", "For search results and share cards"),
  badge: described(text(3, 40), "Badge", "The label above the title"),
  lastUpdated: described(calendarDate, "Last updated", "The day the text last changed"),
});

export type LegalFrontMatter = z.infer<typeof legalFrontMatter>;

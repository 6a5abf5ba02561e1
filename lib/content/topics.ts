import type { AccentColor } from "./schema";

/** A category of articles or a sector of case studies, with its own list page. */
export type Topic = {
  slug: string;
  /** As the front-matter writes it, e.g. "Data & Analytics". */
  label: string;
  color: AccentColor;
  /** Published entries under it. */
  count: number;
};

/** The address segment of a category or sector: "Data & Analytics" → "data-analytics", "E-commerce" → "e-commerce". */
export function topicSlug(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The topics a list of entries uses, each with its count and the colour of its newest entry,
 * in alphabetical order. A topic no entry uses is not listed, so it has no page and no link.
 */
export function topicsOf<T>(entries: readonly T[], labelOf: (entry: T) => string, colorOf: (entry: T) => AccentColor): Topic[] {
  const bySlug = new Map<string, Topic>();
  for (const entry of entries) {
    const slug = topicSlug(labelOf(entry));
    const known = bySlug.get(slug);
    if (known) known.count += 1;
    else bySlug.set(slug, { slug, label: labelOf(entry), color: colorOf(entry), count: 1 });
  }
  return [...bySlug.values()].sort((a, b) => a.label.localeCompare(b.label));
}

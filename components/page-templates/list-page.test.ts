import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Insight, ListPage } from "@/lib/content";
import { loadPageCopy } from "@/lib/content/page-copy";
import { pageOf, pageCount } from "@/lib/content/pagination";
import { topicsOf } from "@/lib/content/topics";
import { ListPageLayout } from "./list-page";

/**
 * A list page is the same size whatever the archive holds: it renders one page of 12 cards, a
 * pagination bar of at most seven numbers and one chip per category. This renders the real list
 * page component for archives of 12, 120 and 1,200 synthetic articles (no build needed) and
 * compares the HTML, for the first and for the last page.
 */

const categories = ["AI Strategy", "Data & Analytics", "Operations", "Governance", "Technology", "Leadership"];

function archive(count: number): Insight[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, "0");
    const day = new Date(Date.UTC(2024, 0, 1) - index * 86_400_000).toISOString().slice(0, 10);
    return {
      slug: `field-note-${number}`,
      title: `Scaling AI Programs in Retail: Field Note ${number}`,
      excerpt: "A practical look at scaling AI programs in retail: what it takes to move from a promising pilot to dependable results.",
      summary: "Scaling AI in retail is less about algorithms than about ownership, data and funding.",
      category: categories[index % categories.length]!,
      categoryColor: "blue",
      author: { id: "jane-doe", type: "person", name: "Jane Doe", role: "Partner", bio: "Partner at the firm." },
      publishedAt: day,
      readingMinutes: 4,
      ctaTitle: "Working on this?",
      ctaText: "Book a 30-minute session with our team.",
      ctaLabel: "Get in Touch",
      featured: false,
      draft: false,
    } as Insight;
  });
}

/** The real list page copy (content/pages/insights.yaml). */
const listing = loadPageCopy().copy!.insights;

function render(all: Insight[], page: number): string {
  const list: ListPage<Insight> = { listPath: "/insights", page, pageCount: pageCount(all.length), total: all.length, entries: pageOf(all, page)! };
  const categoriesOf = topicsOf(all, (insight) => insight.category, (insight) => insight.categoryColor);
  return renderToStaticMarkup(createElement(ListPageLayout, { view: { kind: "insights", listing, hero: listing.hero, list, topics: categoriesOf } }));
}

describe("the insights list page at 12, 120 and 1,200 articles", () => {
  const sizes = [12, 120, 1200].map((count) => {
    const all = archive(count);
    return { count, first: Buffer.byteLength(render(all, 1)), last: Buffer.byteLength(render(all, pageCount(count))) };
  });

  it("renders 12 cards a page, whatever the archive holds", () => {
    const html = render(archive(1200), 50);
    expect(html.match(/<article/g)).toHaveLength(12);
    expect(html).toContain('aria-current="page"');
  });

  it.each(["first", "last"] as const)("keeps the %s page within 10 %% of the 12-article page", (which) => {
    const base = sizes[0]!.first;
    for (const size of sizes) {
      const ratio = size[which] / base;
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.1);
    }
  });
});

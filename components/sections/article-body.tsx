import type { ReactNode } from "react";
import { ChevronDown } from "@/components/ui/icons";
import type { Section } from "@/lib/content/markdown";
import { getCommonCopy } from "@/lib/content/pages";

/** The contents list stays open beside the text from this width up (Tailwind's lg). */
const WIDE = "(min-width: 64rem)";
/** A section counts as being read once its heading is this far from the top (below the fixed header). */
const READING_LINE_PX = 120;

/**
 * Sent as source text and run as soon as the text is parsed, so it needs no framework script:
 * the contents list opens on wide screens, the link of the section being read carries
 * aria-current while the page scrolls, and each section heading gets a link to itself (shown on
 * hover and focus) so that a reader can share a section. The links are added here rather than in
 * the HTML because they would cost bytes twice per heading (HTML and page data) on every article.
 */
function contentsBehaviour(wide: string, line: number, linkLabel: string) {
  const root = document.currentScript?.parentElement;
  if (!root) return;
  for (const heading of Array.from(root.querySelectorAll<HTMLElement>("[data-markdown] :is(h2, h3)[id]"))) {
    const wrap = document.createElement("div");
    const link = document.createElement("a");
    wrap.className = "heading-anchor";
    link.className = "heading-link";
    link.href = `#${heading.id}`;
    link.setAttribute("aria-label", linkLabel.replace("{title}", () => heading.textContent ?? ""));
    link.textContent = "#";
    heading.before(wrap);
    wrap.append(heading, link);
  }
  const list = root.querySelector("details");
  if (!list) return;
  if (window.matchMedia(wide).matches) list.open = true;
  const links = Array.from(list.querySelectorAll<HTMLAnchorElement>("a[href^='#']"));
  let current: HTMLAnchorElement | undefined;
  let queued = false;
  const update = () => {
    queued = false;
    let reading: HTMLAnchorElement | undefined;
    for (const link of links) {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (heading && heading.getBoundingClientRect().top <= line) reading = link;
    }
    if (reading === current) return;
    current?.removeAttribute("aria-current");
    reading?.setAttribute("aria-current", "location");
    current = reading;
  };
  // Only on scroll, read in the next frame: the page opens at the top, where no section is being
  // read yet, and a jump to a section or a restored position scrolls too. Measuring while the
  // page is still being parsed would force a layout of everything parsed so far, once more than
  // the first frame needs, and hold up that frame.
  window.addEventListener("scroll", () => !queued && (queued = true) && requestAnimationFrame(update), { passive: true });
}

/** The script with its arguments; "<" is escaped so no copy can end the script element. */
function contentsScript(linkLabel: string): string {
  const args = [JSON.stringify(WIDE), READING_LINE_PX, JSON.stringify(linkLabel).replace(/</g, "\\u003c")].join(",");
  return `(${contentsBehaviour.toString()})(${args})`;
}

/** Rendered Markdown beside an "On this page" list of its sections. */
export function ArticleBody({
  html,
  sections,
  aside,
  before,
}: {
  /** Sanitised HTML from lib/content/markdown. */
  html: string;
  sections: Section[];
  /** Extra content for the sidebar, under the section list. */
  aside?: ReactNode;
  /** Content above the Markdown, in the same column. */
  before?: ReactNode;
}) {
  const { contentsTitle, sectionLink } = getCommonCopy();
  return (
    // The list comes first, so on phones it sits, closed, above the text; on wide screens it is the right-hand column.
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-20">
      {(sections.length > 1 || aside) && (
        <aside className="lg:col-start-2 lg:row-start-1">
          <div className="space-y-8 lg:sticky lg:top-28">
            {/* Closed on phones so the text starts on the first screen; open beside it on wide ones. */}
            {sections.length > 1 && (
                <details className="toc group/toc rounded-2xl border border-surface-line bg-surface" suppressHydrationWarning>
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-6 py-4 lg:pointer-events-none lg:pb-0 [&::-webkit-details-marker]:hidden">
                    <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{contentsTitle}</h2>
                    <ChevronDown aria-hidden="true" className="size-4 text-ink-muted transition-transform group-open/toc:rotate-180 lg:hidden" />
                  </summary>
                  <nav aria-label={contentsTitle} className="px-6 pt-2 pb-6 lg:pt-4">
                    <ol className="space-y-1 border-l border-surface-line text-sm">
                      {sections.map((section) => (
                        <li key={section.id}>
                          {/* Styled in globals.css (.toc a): a class list per link would repeat in every article's HTML. */}
                          <a href={`#${section.id}`} suppressHydrationWarning>
                            {section.title}
                          </a>
                        </li>
                      ))}
                    </ol>
                  </nav>
                </details>
            )}
            {aside}
          </div>
        </aside>
      )}
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        {before}
        <div className="prose-content" data-markdown="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      <script dangerouslySetInnerHTML={{ __html: contentsScript(sectionLink) }} />
    </div>
  );
}

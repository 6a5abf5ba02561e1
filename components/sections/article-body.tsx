import type { ReactNode } from "react";
import { ChevronDown } from "@/components/ui/icons";
import type { Section } from "@/lib/content/markdown";
import { getCommonCopy } from "@/lib/content/pages";
import { ContentsScript } from "./contents-script";
import { MarkdownBody } from "./markdown-body";

/** Rendered Markdown beside an "On this page" list of its sections. */
export function ArticleBody({
  path,
  sections,
  aside,
  before,
}: {
  /** The page's address; its Markdown body is rendered from the content files (lib/content/bodies). */
  path: string;
  sections: Section[];
  /** Extra content for the sidebar, under the section list. */
  aside?: ReactNode;
  /** Content above the Markdown, in the same column. */
  before?: ReactNode;
}) {
  const { contentsTitle, sectionLink } = getCommonCopy();
  return (
    // The list comes first, so on phones it sits, closed, above the text; on wide screens it is the right-hand column.
    <div data-contents="" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-20">
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
        <MarkdownBody path={path} />
      </div>
      <ContentsScript linkLabel={sectionLink} />
    </div>
  );
}

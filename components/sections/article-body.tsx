import type { ReactNode } from "react";
import type { Section } from "@/lib/content/markdown";
import { getCommonCopy } from "@/lib/content/pages";

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
  const contentsTitle = getCommonCopy().contentsTitle;
  return (
    <div className="grid gap-14 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-20">
      <div className="min-w-0">
        {before}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      {(sections.length > 1 || aside) && (
        <aside className="lg:order-none">
          <div className="space-y-8 lg:sticky lg:top-28">
            {sections.length > 1 && (
              <nav aria-label={contentsTitle} className="rounded-2xl border border-surface-line bg-surface p-6">
                <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{contentsTitle}</h2>
                <ol className="mt-4 space-y-1 text-sm">
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a
                        href={`#${section.id}`}
                        className="block rounded-md py-1.5 leading-6 text-ink-soft hover:text-brand-700"
                      >
                        {section.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {aside}
          </div>
        </aside>
      )}
    </div>
  );
}

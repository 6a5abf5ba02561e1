import type { Topic } from "@/lib/content";
import { SiteLink } from "@/lib/speed/site-link";

/** The row of categories (or sectors) above a list: "All" and each topic that has a page. Styles: .topic-chip in globals.css. */
export function TopicNav({
  label,
  allLabel,
  allHref,
  topics,
  hrefOf,
  current,
}: {
  /** The nav's accessible name, e.g. "Browse insights by category". */
  label: string;
  allLabel: string;
  allHref: string;
  topics: Topic[];
  hrefOf: (topic: Topic) => string;
  /** The slug of the topic whose pages these are; none on the full list. Marked aria-current="true" (the current item of a set), since page 2 of a topic is not the page its chip links to. */
  current?: string;
}) {
  return (
    <nav aria-label={label} className="mb-12">
      {/* One scrolling row on phones, so a long list of topics does not push the articles down a screen. */}
      <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        <li className="shrink-0">
          <SiteLink href={allHref} aria-current={current === undefined ? "true" : undefined} className="topic-chip">
            {allLabel}
          </SiteLink>
        </li>
        {topics.map((topic) => (
          <li key={topic.slug} className="shrink-0">
            <SiteLink href={hrefOf(topic)} aria-current={topic.slug === current ? "true" : undefined} className="topic-chip">
              {topic.label}
              <span>
                <span className="sr-only">(</span>
                {topic.count}
                <span className="sr-only"> {topic.count === 1 ? "entry" : "entries"})</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

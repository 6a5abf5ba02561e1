import { ButtonLink } from "@/components/ui/button";
import { IconTile } from "@/components/ui/icon-tile";
import { ArrowRight } from "@/components/ui/icons";
import { getCommonCopy } from "@/lib/content/pages";
import type { ClientStory, PageLink, SuccessStoriesContent } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";

/** One client's story on /success-stories: challenge, solution and impact beside the results. */
export function ClientStoryCard({
  story,
  index,
  labels,
  link,
}: {
  story: ClientStory;
  index: number;
  labels: SuccessStoriesContent["storyLabels"];
  link: PageLink;
}) {
  const id = `story-${index + 1}`;
  return (
    <article aria-labelledby={id} className="grid gap-10 rounded-3xl border border-surface-line bg-white p-5 shadow-card sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
      <div>
        <div className="flex items-center gap-4">
          <IconTile name={story.icon} />
          <p className="text-sm font-semibold uppercase tracking-[0.12em] text-brand-700">{story.industry}</p>
        </div>
        <h3 id={id} className="mt-5 text-2xl font-semibold tracking-tight text-ink">
          {story.company}
        </h3>
        <dl className="mt-6 space-y-5">
          {(
            [
              [labels.challenge, story.challenge],
              [labels.solution, story.solution],
              [labels.impact, story.impact],
            ] as const
          ).map(([term, text]) => (
            <div key={term}>
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="mt-1 leading-7 text-ink-muted">{text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col rounded-2xl bg-surface p-4 sm:p-7">
        <h4 className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">{labels.results}</h4>
        {/* Four figures, each a tile; the tiles share the panel's height, as tall as the story beside them. */}
        <ul className="mt-5 grid flex-1 auto-rows-fr grid-cols-2 gap-2.5 sm:gap-3">
          {story.results.map((result) => (
            <li key={result.label} className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-surface-line sm:p-5">
              <span aria-hidden="true" className="h-1 w-8 rounded-full bg-gradient-to-r from-emerald-500 to-brand-500" />
              <span className="mt-auto pt-4 text-2xl font-semibold tracking-tight text-ink tabular-nums sm:text-3xl">{result.value}</span>{" "}
              <span className="mt-1 text-sm leading-5 text-ink-muted">{result.label}</span>
            </li>
          ))}
        </ul>
        <div className="pt-6">
          <ButtonLink href={link.href} variant="link">
            {link.label}
            <span className="sr-only">{` ${fillTemplate(getCommonCopy().screenReader.aboutClient, { company: story.company })}`}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

import { ArtPanel } from "@/components/sections/art-panel";
import { ClientMark } from "@/components/sections/client-mark";
import type { ClientStory } from "@/lib/content/page-schema";

/** A client's headline result: its first figure given in percent, or its first figure. */
function headline(story: ClientStory) {
  return story.results.find((result) => /^\d[\d.]*%$/.test(result.value)) ?? story.results[0]!;
}

/** The success stories page's own drawing: each client's headline result as a bar, from the stories below. */
export function ResultsBoard({ stories, title }: { stories: ClientStory[]; title: string }) {
  const results = stories.map((story) => ({ story, result: headline(story) }));
  const best = Math.max(...results.map(({ result }) => parseFloat(result.value) || 0));
  return (
    <ArtPanel className="p-6 sm:p-8">
      <p className="text-xs font-semibold uppercase tracking-[0.16em] text-ember-300">{title}</p>
      <ul className="mt-6 space-y-5">
        {results.map(({ story, result }) => {
          const percent = result.value.endsWith("%") ? parseFloat(result.value) : null;
          const top = percent !== null && percent === best;
          return (
            <li key={story.company}>
              <div className="flex items-end justify-between gap-4">
                <span className="flex min-w-0 items-center gap-3">
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/5 text-brand-300 ring-1 ring-white/10">
                    <ClientMark mark={story.mark} className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-white">{story.company}</span>
                    <span className="block text-xs leading-4 text-slate-400 sm:truncate">{result.label}</span>
                  </span>
                </span>
                <span className={top ? "text-2xl font-semibold tracking-tight text-ember-300 tabular-nums" : "text-2xl font-semibold tracking-tight tabular-nums"}>{result.value}</span>
              </div>
              {percent !== null && (
                <div className="mt-2.5 ml-12 h-1.5 overflow-hidden rounded-full bg-white/10">
                  <div
                    className={top ? "h-full rounded-full bg-gradient-to-r from-ember-400 to-ember-300" : "h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-300"}
                    style={{ width: `${Math.min(100, percent)}%` }}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </ArtPanel>
  );
}

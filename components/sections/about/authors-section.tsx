import { Users } from "@/components/ui/icons";
import { InitialsAvatar } from "@/components/ui/avatar";
import { Section, SectionHeading } from "@/components/ui/section";
import type { Author } from "@/lib/content";
import type { AboutContent } from "@/lib/content/page-schema";

/**
 * The practice leads and teams who write our articles and case studies. Each entry carries its
 * author id, so bylines and crawlers can link to /about#<id>.
 */
export function AuthorsSection({ authors, copy }: { authors: Author[]; copy: AboutContent["authors"] }) {
  const people = authors.filter((author) => author.type === "person");
  const teams = authors.filter((author) => author.type === "team");
  return (
    <Section id="authors" tone="surface" labelledBy="authors-title">
      <SectionHeading
        id="authors-title"
        title={copy.title}
        intro={copy.intro}
      />
      {people.length > 0 && (
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {people.map((person) => (
            <li key={person.id} id={person.id} className="scroll-mt-24">
              <article className="flex h-full flex-col rounded-2xl border border-surface-line bg-white p-6 shadow-card">
                <InitialsAvatar name={person.name} size="lg" />
                <h3 className="mt-5 text-lg font-semibold tracking-tight text-ink">{person.name}</h3>
                {person.type === "person" && <p className="text-sm font-semibold text-brand-700">{person.role}</p>}
                <p className="mt-3 text-sm leading-6 text-ink-muted">{person.bio}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {teams.length > 0 && (
        <>
          <h3 className="mt-16 text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{copy.teamsTitle}</h3>
          <ul className="mt-6 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
            {teams.map((team) => (
              <li key={team.id} id={team.id} className="flex scroll-mt-24 gap-4">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-night text-brand-300">
                  <Users aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h4 className="font-semibold tracking-tight text-ink">{team.name}</h4>
                  <p className="mt-1 text-sm leading-6 text-ink-muted">{team.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

import { FadeIn, FadeInList } from "@/components/motion/fade-in";
import { AuthorsSection } from "@/components/sections/about/authors-section";
import { TeamConstellation } from "@/components/sections/about/team-constellation";
import { CtaBand } from "@/components/sections/cta-band";
import { IconCard } from "@/components/sections/icon-card";
import { PageHero } from "@/components/sections/page-hero";
import { InitialsAvatar } from "@/components/ui/avatar";
import { EmailLink } from "@/components/ui/email-link";
import { Briefcase, MapPin } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import { getAuthors } from "@/lib/content";
import { getAboutContent } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";

export const metadata = pageMetadata("/about");

const roleFacts = [
  ["location", MapPin],
  ["type", Briefcase],
] as const;

export default function AboutPage() {
  const about = getAboutContent();
  const authors = getAuthors();
  // A leader who writes for the site is linked to from bylines at their Leadership card.
  const authorIdByName = new Map(authors.map((author) => [author.name, author.id]));
  const leaderNames = new Set(about.leadership.people.map((person) => person.name));
  return (
    <>
      <PageHero
        {...about.hero}
        art={<TeamConstellation people={about.leadership.people} place={`${site.address.locality}, ${site.address.region}`} year={site.foundingYear} />}
      />

      <Section id="story" labelledBy="story-title">
        <div className="grid gap-14 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
          <div>
            <SectionHeading id="story-title" title={about.story.title} />
            <div className="mt-6 space-y-5 text-lg leading-8 text-ink-muted">
              {about.story.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <FadeIn className="on-dark self-start rounded-3xl bg-night p-8 text-white shadow-lift sm:p-10">
            <StatList stats={about.story.stats} onDark measures className="sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" />
          </FadeIn>
        </div>
      </Section>

      <Section id="how-we-work" tone="surface" labelledBy="approach-title">
        <SectionHeading id="approach-title" title={about.approach.title} intro={about.approach.intro} />
        <FadeInList as="ol" className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4" items={about.approach.items} keyOf={(item) => item.title}>
          {(item, index) => <IconCard icon={item.icon} title={`${index + 1}. ${item.title}`} description={item.description} />}
        </FadeInList>
      </Section>

      <Section id="leadership" labelledBy="leadership-title">
        <SectionHeading id="leadership-title" title={about.leadership.title} intro={about.leadership.intro} />
        <FadeInList className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3" items={about.leadership.people} keyOf={(person) => person.name} columns={3}>
          {(person) => (
            <article
              id={authorIdByName.get(person.name)}
              className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-surface-line bg-white p-7 shadow-card"
            >
              <InitialsAvatar name={person.name} size="xl" />
              <h3 className="mt-6 text-lg font-semibold tracking-tight text-ink">{person.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{person.role}</p>
              <p className="mt-4 leading-7 text-ink-muted">{person.bio}</p>
            </article>
          )}
        </FadeInList>
      </Section>

      <AuthorsSection authors={authors.filter((author) => !leaderNames.has(author.name))} copy={about.authors} />

      <Section id="values" labelledBy="values-title">
        <SectionHeading id="values-title" title={about.values.title} intro={about.values.intro} />
        <FadeInList className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4" items={about.values.items} keyOf={(item) => item.title}>
          {(item) => <IconCard icon={item.icon} title={item.title} description={item.description} />}
        </FadeInList>
      </Section>

      <Section id="careers" tone="surface" labelledBy="careers-title">
        <div className="grid gap-14 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
          <div>
            <SectionHeading id="careers-title" title={about.careers.title} intro={about.careers.intro} />
            <div className="mt-6 space-y-5 leading-8 text-ink-muted">
              {about.careers.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
            <EmailLink
              email={about.careers.email}
              className="mt-8 inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
              iconClassName="size-5"
            />
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{about.careers.rolesTitle}</h3>
            <ul className="mt-5 space-y-4">
              {about.careers.roles.map((role) => (
                <li key={role.title} className="rounded-2xl border border-surface-line bg-white p-6 shadow-card">
                  <p className="text-lg font-semibold tracking-tight text-ink">{role.title}</p>
                  <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
                    {roleFacts.map(([fact, Icon]) => (
                      <span key={fact} className="inline-flex items-center gap-1.5">
                        <Icon aria-hidden="true" className="size-4" />
                        {role[fact]}
                      </span>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <CtaBand headingId="about-cta" cta={about.cta} />
    </>
  );
}

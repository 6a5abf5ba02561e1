import { ArrowRight } from "@/components/ui/icons";
import { FadeIn, FadeInList } from "@/components/motion/fade-in";
import { IconCard } from "@/components/sections/icon-card";
import { ButtonLink } from "@/components/ui/button";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import type { HomeContent } from "@/lib/content/page-schema";

export function AboutSection({ about }: { about: HomeContent["about"] }) {
  return (
    <Section id="about" labelledBy="about-title">
      <div className="grid gap-14 lg:grid-cols-2 lg:gap-20">
        <FadeIn>
          <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.title} />
          <div className="mt-6 space-y-5 text-lg leading-8 text-ink-muted">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <StatList stats={about.stats} className="mt-10 grid-cols-2 border-t border-surface-line pt-8" size="lg" />
          <ButtonLink href={about.action.href} variant="dark" size="lg" className="mt-10">
            {about.action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </FadeIn>
        <FadeInList className="grid gap-5 sm:grid-cols-2" items={about.pillars} keyOf={(pillar) => pillar.title}>
          {(pillar) => <IconCard icon={pillar.icon} title={pillar.title} description={pillar.description} />}
        </FadeInList>
      </div>
    </Section>
  );
}

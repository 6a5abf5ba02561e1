import { InitialsAvatar } from "@/components/ui/avatar";
import { ArrowRight, Check, Quote } from "@/components/ui/icons";
import { FadeIn } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import { getCommonCopy } from "@/lib/content/pages";
import type { ClientStory, PageLink, SuccessStoriesContent } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";

function Story({
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
    <article aria-labelledby={id} className="grid gap-10 rounded-3xl border border-surface-line bg-white p-8 shadow-card sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
      <div>
        <div className="flex items-center gap-4">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-night text-brand-300">
            <Icon name={story.icon} className="size-6" />
          </span>
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
      <div className="flex flex-col rounded-2xl bg-surface p-7">
        <h4 className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">{labels.results}</h4>
        <ul className="mt-5 space-y-4">
          {story.results.map((result) => (
            <li key={result} className="flex gap-3 font-medium leading-7 text-ink">
              <span className="mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
                <Check aria-hidden="true" className="size-3.5" />
              </span>
              {result}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-8">
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

export function SuccessStoriesPage({ content }: { content: SuccessStoriesContent }) {
  return (
    <>
      <PageHero
        badge={<HeroBadge>{content.hero.badge}</HeroBadge>}
        title={content.hero.title}
        intro={<p>{content.hero.intro}</p>}
        actions={
          <>
            <ButtonLink href={content.hero.actions.primary.href} size="lg">
              {content.hero.actions.primary.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink href={content.hero.actions.secondary.href} variant="secondary" size="lg">
              {content.hero.actions.secondary.label}
            </ButtonLink>
          </>
        }
      />

      <Section tone="dark" labelledBy="numbers-title" className="py-16 sm:py-20">
        <h2 id="numbers-title" className="text-sm font-semibold uppercase tracking-[0.14em] text-ember-300">
          {content.metricsTitle}
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.metrics.map((metric, index) => (
            <FadeIn key={metric.label} delay={index * 0.1} className="flex flex-col-reverse justify-end rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
              <dt className="mt-2 leading-6 text-slate-300">{metric.label}</dt>
              <dd className="flex items-center gap-3 text-4xl font-semibold tracking-tight text-white">
                <Icon name={metric.icon} className="size-7 text-ember-400" />
                {metric.value}
              </dd>
            </FadeIn>
          ))}
        </dl>
      </Section>

      <Section id="stories" labelledBy="stories-title">
        <SectionHeading id="stories-title" title={content.storiesTitle} intro={content.storiesIntro} />
        <ul className="mt-14 space-y-8">
          {content.stories.map((story, index) => (
            <FadeIn as="li" key={story.company} delay={0.1}>
              <Story story={story} index={index} labels={content.storyLabels} link={content.storyLink} />
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" tone="surface" labelledBy="client-voices-title">
        <SectionHeading id="client-voices-title" title={content.testimonialsTitle} />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {content.testimonials.map((testimonial, index) => (
            <FadeIn as="li" key={testimonial.author} delay={index * 0.1}>
              <figure className="flex h-full flex-col rounded-2xl border border-surface-line bg-white p-8 shadow-card">
                <Quote aria-hidden="true" className="size-8 text-ember-500" />
                <blockquote className="mt-5 text-lg leading-8 text-ink">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-auto flex items-center gap-4 pt-8">
                  <InitialsAvatar name={testimonial.author} />
                  <span>
                    <span className="block font-semibold text-ink">{testimonial.author}</span>
                    <span className="block text-sm text-ink-muted">
                      {testimonial.role}, {testimonial.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <CtaBand headingId="success-stories-cta" cta={content.cta} />
    </>
  );
}

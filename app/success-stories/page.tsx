import { FadeIn, FadeInList } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ClientStoryCard } from "@/components/sections/success-stories/client-story-card";
import { ResultsBoard } from "@/components/sections/success-stories/results-board";
import { InitialsAvatar } from "@/components/ui/avatar";
import { Icon } from "@/components/ui/icon";
import { Quote } from "@/components/ui/icons";
import { Section, SectionHeading } from "@/components/ui/section";
import { getSuccessStoriesContent } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/success-stories");

export default function SuccessStoriesPage() {
  const content = getSuccessStoriesContent();
  return (
    <>
      <PageHero {...content.hero} art={<ResultsBoard stories={content.stories} title={content.storyLabels.results} />} />

      <Section tone="dark" labelledBy="numbers-title" className="py-16 sm:py-20">
        <h2 id="numbers-title" className="text-sm font-semibold uppercase tracking-[0.14em] text-ember-300">
          {content.metricsTitle}
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.metrics.map((metric, index) => (
            <FadeIn key={metric.figure} delay={index * 0.1} className="flex flex-col rounded-2xl bg-white/5 p-7 ring-1 ring-white/10">
              <dt className="order-2 mt-2 font-medium leading-6 text-white">{metric.label}</dt>
              <dd className="order-1 flex items-center gap-3 text-4xl font-semibold tracking-tight text-white">
                <Icon name={metric.icon} className="size-7 text-ember-400" />
                {metric.value}
              </dd>
              <dd className="order-3 mt-2 text-sm leading-6 text-slate-400">{metric.measures}</dd>
            </FadeIn>
          ))}
        </dl>
      </Section>

      <Section id="stories" labelledBy="stories-title">
        <SectionHeading id="stories-title" title={content.storiesTitle} intro={content.storiesIntro} />
        <ul className="mt-14 space-y-8">
          {content.stories.map((story, index) => (
            <FadeIn as="li" key={story.company} delay={0.1}>
              <ClientStoryCard story={story} index={index} labels={content.storyLabels} link={content.storyLink} />
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" tone="surface" labelledBy="client-voices-title">
        <SectionHeading id="client-voices-title" title={content.testimonialsTitle} />
        <FadeInList className="mt-14 grid gap-6 lg:grid-cols-3" items={content.testimonials} keyOf={(testimonial) => testimonial.author}>
          {(testimonial) => (
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
          )}
        </FadeInList>
      </Section>

      <CtaBand headingId="success-stories-cta" cta={content.cta} />
    </>
  );
}

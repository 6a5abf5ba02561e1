import { FadeInList } from "@/components/motion/fade-in";
import { Section, SectionHeading } from "@/components/ui/section";
import { getCommonCopy } from "@/lib/content/pages";
import type { ServicesIndex } from "@/lib/content/services-index";
import { fillTemplate } from "@/lib/format";

export function JourneySection({ journey }: { journey: ServicesIndex["journey"] }) {
  return (
    <Section id="how-they-fit" tone="surface" labelledBy="journey-title">
      <SectionHeading id="journey-title" title={journey.title} intro={journey.intro} />
      <FadeInList as="ol" className="mt-14 grid gap-6 md:grid-cols-3" items={journey.steps} keyOf={(step) => step.title}>
        {(step, index) => (
          <div className="flex h-full flex-col rounded-2xl border border-surface-line bg-white p-7 shadow-card">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-brand-100"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold tracking-tight text-ink">
              <span className="sr-only">{`${fillTemplate(getCommonCopy().screenReader.step, { number: index + 1 })} `}</span>
              {step.title}
            </h3>
            <p className="mt-3 leading-7 text-ink-muted">{step.description}</p>
          </div>
        )}
      </FadeInList>
    </Section>
  );
}

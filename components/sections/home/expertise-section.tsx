import { FadeIn, FadeInList } from "@/components/motion/fade-in";
import { IconCard } from "@/components/sections/icon-card";
import { Section, SectionHeading } from "@/components/ui/section";
import { StatList } from "@/components/ui/stats";
import type { HomeContent } from "@/lib/content/page-schema";

/** An industry's depth of experience as a labelled meter screen readers announce. */
function IndustryMeter({ name, percent }: { name: string; percent: number }) {
  const id = `industry-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <li>
      <div className="flex items-baseline justify-between gap-4">
        <span id={id} className="font-medium text-ink">
          {name}
        </span>
        <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
          {percent}%
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-surface-line"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

export function ExpertiseSection({ expertise }: { expertise: HomeContent["expertise"] }) {
  return (
    <Section id="expertise" labelledBy="expertise-title">
      <SectionHeading id="expertise-title" eyebrow={expertise.eyebrow} title={expertise.title} intro={expertise.intro} />
      <FadeInList className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" items={expertise.capabilities} keyOf={(capability) => capability.title} columns={3}>
        {(capability) => <IconCard icon={capability.icon} title={capability.title} description={capability.description} />}
      </FadeInList>
      <FadeIn className="mt-16 grid gap-12 rounded-3xl border border-surface-line bg-surface p-8 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <h3 className="text-2xl font-semibold tracking-tight text-ink">{expertise.industriesTitle}</h3>
          <ul className="mt-8 space-y-7">
            {expertise.industries.map((industry) => (
              <IndustryMeter key={industry.name} {...industry} />
            ))}
          </ul>
        </div>
        <StatList stats={expertise.stats} className="content-center sm:grid-cols-3 lg:grid-cols-1" size="lg" measures />
      </FadeIn>
    </Section>
  );
}

import { FadeIn } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { InsightCard } from "@/components/sections/insight-card";
import { HeroBadge, PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import type { Insight } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import type { ListingContent } from "@/lib/content/page-schema";

export function InsightsIndex({ listing, insights }: { listing: ListingContent; insights: Insight[] }) {
  return (
    <>
      <PageHero badge={<HeroBadge>{listing.hero.badge}</HeroBadge>} title={listing.hero.title} intro={<p>{listing.hero.intro}</p>} />
      <Section labelledBy="insight-list-title" className="pt-16 sm:pt-20">
        <h2 id="insight-list-title" className="sr-only">
          {getCommonCopy().cards.allInsights}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {insights.map((insight, index) => (
            <FadeIn as="li" key={insight.slug} delay={(index % 3) * 0.05}>
              <InsightCard insight={insight} />
            </FadeIn>
          ))}
        </ul>
      </Section>
      <CtaBand headingId="insights-cta" cta={listing.cta} />
    </>
  );
}

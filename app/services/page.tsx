import { FadeIn } from "@/components/motion/fade-in";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { JourneySection } from "@/components/sections/services/journey-section";
import { ServiceRow, type Service } from "@/components/sections/services/service-row";
import { ServicesProcess } from "@/components/sections/services/services-process";
import { getServicePages, getServicesIndex } from "@/lib/content/pages";
import { BOOK_PATH, CASE_STUDIES_PATH, SERVICES_PATH } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata(SERVICES_PATH);

/** The three services side by side, how they fit together, and the way in. */
export default function ServicesPage() {
  const content = getServicesIndex();
  const pages = getServicePages();
  const services: Service[] = content.services.map((service) => ({
    ...service,
    page: pages.find((page) => page.slug === service.slug)!,
  }));
  return (
    <>
      <PageHero
        badge={content.hero.badge}
        title={content.hero.title}
        intro={content.hero.intro}
        actions={{ primary: { href: BOOK_PATH, label: content.hero.primaryLabel }, secondary: { href: CASE_STUDIES_PATH, label: content.hero.secondaryLabel } }}
        art={<ServicesProcess services={services} steps={content.journey.steps} />}
      />

      <section aria-label={content.servicesLabel} className="bg-white py-20 sm:py-28">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-5 sm:px-8">
          {services.map((service, index) => (
            <FadeIn key={service.slug}>
              <ServiceRow service={service} index={index} outcomesTitle={content.outcomesTitle} />
            </FadeIn>
          ))}
        </div>
      </section>

      <JourneySection journey={content.journey} />

      <CtaBand headingId="services-cta" cta={content.cta} />
    </>
  );
}

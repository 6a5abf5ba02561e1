import { AboutSection } from "@/components/sections/home/about-section";
import { ContactSection } from "@/components/sections/home/contact-section";
import { ExpertiseSection } from "@/components/sections/home/expertise-section";
import { HomeHero } from "@/components/sections/home/home-hero";
import { ScrollToTop } from "@/components/sections/home/scroll-to-top";
import { ServicesSection } from "@/components/sections/home/services-section";
import { StructuredData } from "@/components/seo/structured-data";
import { CaseStudiesTeaser, InsightsTeaser } from "@/components/sections/home/teasers";
import { TestimonialsSection } from "@/components/sections/home/testimonials-section";
import { getFeaturedCaseStudies, getFeaturedInsights } from "@/lib/content";
import { getCommonCopy, getHomeContent } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/");

export default function HomePage() {
  const home = getHomeContent();
  return (
    <>
      <StructuredData path="/" />
      <ScrollToTop />
      <HomeHero hero={home.hero} />
      <AboutSection about={home.about} />
      <ServicesSection services={home.services} />
      <ExpertiseSection expertise={home.expertise} />
      <TestimonialsSection testimonials={home.testimonials} />
      <CaseStudiesTeaser copy={home.caseStudies} studies={getFeaturedCaseStudies()} />
      <InsightsTeaser copy={home.insights} insights={getFeaturedInsights()} />
      <ContactSection contact={home.contact} form={getCommonCopy().contactForm} />
    </>
  );
}

import { notFound } from "next/navigation";
import { StructuredData } from "@/components/seo/structured-data";
import { ArticleBody } from "@/components/sections/article-body";
import { AuthorByline } from "@/components/sections/author-byline";
import { CaseStudyFacts } from "@/components/sections/case-studies/case-study-facts";
import { RelatedReading } from "@/components/sections/case-studies/related-reading";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { TopicBadge } from "@/components/sections/topic-badge";
import { BackLink } from "@/components/ui/back-link";
import { TagList } from "@/components/ui/badge";
import { ContentImage } from "@/components/ui/content-image";
import { Container } from "@/components/ui/section";
import { getCaseStudies, getCaseStudy, getRelatedToCaseStudy } from "@/lib/content";
import { getCaseStudiesListing, getCommonCopy } from "@/lib/content/pages";
import { caseStudyPath, sectorHref } from "@/lib/paths";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return getCaseStudies().map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: PageProps<"/case-studies/[slug]">) {
  const { slug } = await params;
  return pageMetadata(caseStudyPath(slug));
}

export default async function CaseStudyPage({ params }: PageProps<"/case-studies/[slug]">) {
  const { slug } = await params;
  const study = getCaseStudy(slug);
  if (!study) notFound();
  const copy = getCommonCopy();
  const words = copy.caseStudy;
  const closing = getCaseStudiesListing().detailCta;
  return (
    <>
      <StructuredData path={caseStudyPath(study.slug)} />
      <article>
        <PageHero
          before={<BackLink href={words.backLink.href}>{words.backLink.label}</BackLink>}
          badge={
            <>
              <TopicBadge href={sectorHref(study.sector)} kind="sector" label={study.sector} color={study.categoryColor} />
              <span className="text-sm text-ink-muted">
                <AuthorByline author={study.author} />
              </span>
            </>
          }
          title={study.title}
          intro={study.summary}
        >
          <CaseStudyFacts study={study} copy={copy} />
        </PageHero>

        <section aria-labelledby="results-title" className="bg-white py-16 sm:py-20">
          <Container>
            <h2 id="results-title" className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
              {words.resultsTitle}
            </h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-3">
              {study.results.map((result) => (
                <li key={result.label} className="rounded-2xl bg-night p-7 text-white shadow-lift">
                  <p className="text-4xl font-semibold tracking-tight text-white sm:text-5xl">{result.value}</p>
                  <p className="mt-3 leading-6 text-slate-300">{result.label}</p>
                </li>
              ))}
            </ul>

            <figure className="mt-14">
              <div className="overflow-hidden rounded-3xl bg-night shadow-lift ring-1 ring-surface-line">
                <ContentImage src={study.image.src} alt={study.image.alt} width={1200} height={750} />
              </div>
              <figcaption className="mt-4 text-sm leading-6 text-ink-muted">{study.image.caption}</figcaption>
            </figure>
          </Container>
        </section>

        <section aria-label={words.engagementLabel} className="bg-white pb-20 sm:pb-28">
          <Container>
            <ArticleBody
              path={caseStudyPath(study.slug)}
              sections={[
                { id: "the-challenge", title: words.challengeTitle },
                { id: "our-solution", title: words.solutionTitle },
                ...study.sections,
              ]}
              aside={
                <div className="rounded-2xl border border-surface-line p-6">
                  <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{words.clientTitle}</h2>
                  <p className="mt-3 leading-7 text-ink-soft">{study.client}</p>
                  <TagList tags={study.tags} label={copy.cards.tagsLabel} className="mt-5" />
                </div>
              }
              before={
                <div className="mb-14">
                  <div className="prose-content">
                    <h2 id="the-challenge">{words.challengeTitle}</h2>
                    <p>{study.challenge}</p>
                    <h2 id="our-solution">{words.solutionTitle}</h2>
                  </div>
                  <ul className="mt-6 grid max-w-prose gap-5 sm:grid-cols-2">
                    {study.solution.map((block) => (
                      <li key={block.title} className="rounded-2xl border border-surface-line bg-surface p-6">
                        <h3 className="text-lg font-semibold tracking-tight text-ink">{block.title}</h3>
                        <p className="mt-3 leading-7 text-ink-muted">{block.description}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              }
            />
          </Container>
        </section>

        <CtaBand
          headingId="case-study-cta"
          cta={{ title: closing.title, text: closing.text, primary: { label: study.ctaLabel, href: closing.primaryHref }, secondary: closing.secondary }}
        />
      </article>
      <RelatedReading related={getRelatedToCaseStudy(study)} />
    </>
  );
}

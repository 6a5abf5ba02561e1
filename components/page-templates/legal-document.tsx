import { ArrowRight } from "@/components/ui/icons";
import { ArticleBody } from "@/components/sections/article-body";
import { PageHero } from "@/components/sections/page-hero";
import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import type { LegalDocument } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import { formatDate } from "@/lib/format";
import { legalPath } from "@/lib/paths";

export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const copy = getCommonCopy().legal;
  return (
    <article>
      <PageHero
        before={<BackLink href={copy.backLink.href}>{copy.backLink.label}</BackLink>}
        badge={document.badge}
        title={document.title}
        intro={
          <p>
            {copy.lastUpdated} <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
          </p>
        }
      />
      <div className="bg-white py-16 sm:py-20">
        <Container>
          <ArticleBody
            path={legalPath(document.slug)}
            sections={document.sections}
            aside={
              <div className="on-dark rounded-2xl bg-night p-6 text-white">
                <h2 className="text-lg font-semibold">{copy.questionsTitle}</h2>
                <p className="mt-2 text-sm leading-6 text-slate-300">{copy.questionsText}</p>
                <ButtonLink href={copy.questionsAction.href} variant="light" className="mt-5">
                  {copy.questionsAction.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </ButtonLink>
              </div>
            }
          />
        </Container>
      </div>
    </article>
  );
}

import { ArrowRight } from "@/components/ui/icons";
import { TagList } from "@/components/ui/badge";
import { TopicBadge } from "@/components/sections/topic-badge";
import { caseStudyPath, sectorHref } from "@/lib/paths";
import { ContentImage } from "@/components/ui/content-image";
import type { CaseStudy } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { SiteLink } from "@/lib/speed/site-link";

/** The one case-study card: list page and home teaser. The whole card follows its link. Styles: .card* in globals.css. */
export function CaseStudyCard({ study, headingLevel = 3 }: { study: CaseStudy; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const copy = getCommonCopy().cards;
  return (
      <article className="group card overflow-hidden">
        <div className="relative aspect-[16/10] overflow-hidden bg-night">
          <ContentImage src={study.image.src} alt={study.image.alt} width={1200} height={750} className="h-full object-cover" />
        </div>
        <div className="flex flex-1 flex-col p-6 sm:p-7">
          <div>
            <TopicBadge href={sectorHref(study.sector)} kind="sector" label={study.sector} color={study.categoryColor} />
          </div>
          <Heading className="card-title mt-4">{study.title}</Heading>
          <p className="card-text">{study.summary}</p>
          <TagList tags={study.tags} label={copy.tagsLabel} className="mt-5" />
          <div className="mt-auto pt-6">
          <div className="flex items-end justify-between gap-4 border-t border-surface-line pt-5">
            <p className="flex flex-col">
              <span className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-muted">{study.metric.label}</span>
              <span className="mt-1 text-lg font-semibold text-ink">{study.metric.value}</span>
            </p>
            <SiteLink
              href={caseStudyPath(study.slug)}
              className="card-link"
            >
              {copy.caseStudyLink}
              <span className="sr-only">{fillTemplate(copy.linkTitle, { title: study.title })}</span>
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </SiteLink>
          </div>
          </div>
        </div>
      </article>
  );
}

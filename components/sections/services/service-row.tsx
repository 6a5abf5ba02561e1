import { IconTile } from "@/components/ui/icon-tile";
import { ArrowRight, Check, Clock } from "@/components/ui/icons";
import { StatList } from "@/components/ui/stats";
import { getCommonCopy } from "@/lib/content/pages";
import type { ServiceContent } from "@/lib/content/page-schema";
import type { ServicesIndex } from "@/lib/content/services-index";
import { fillTemplate } from "@/lib/format";
import { servicePath } from "@/lib/paths";
import { SiteLink } from "@/lib/speed/site-link";

/** A service as /services shows it: its summary there, with its own page's copy. */
export type Service = ServicesIndex["services"][number] & { page: ServiceContent };

/** One service on /services: what it answers, how long it takes, its outcomes and two figures. */
export function ServiceRow({ service, index, outcomesTitle }: { service: Service; index: number; outcomesTitle: string }) {
  const screenReader = getCommonCopy().screenReader;
  const titleId = `service-${service.slug}`;
  // How the service runs, from its own page: the steps of its process.
  const steps = service.page.sections.find((section) => section.kind === "steps");
  return (
    <article
      aria-labelledby={titleId}
      className="group relative grid gap-8 rounded-3xl border border-surface-line bg-white p-5 shadow-card sm:gap-10 sm:p-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14"
    >
      <div className="flex flex-col">
        <div className="flex items-center gap-4">
          <IconTile name={service.icon} />
          <p className="text-sm font-semibold uppercase tracking-[0.12em] text-brand-700">
            <span className="sr-only">{`${fillTemplate(screenReader.service, { number: index + 1 })} `}</span>
            {service.page.hero.badge}
          </p>
        </div>
        <h2 id={titleId} className="mt-6 text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">
          {service.page.hero.title}
        </h2>
        <p className="mt-3 text-lg font-medium leading-7 text-ink-soft">{service.question}</p>
        <p className="mt-4 leading-7 text-ink-muted">{service.summary}</p>
        {steps && (
          <div className="mt-8 rounded-2xl border border-surface-line p-5">
            <h3 className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">{steps.title}</h3>
            <ol className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {steps.items.map((step, stepIndex) => (
                <li key={step.title} className="flex items-center gap-3 text-sm font-medium leading-5 text-ink-soft">
                  <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
                    <span aria-hidden="true">{stepIndex + 1}</span>
                    <span className="sr-only">{`${fillTemplate(screenReader.step, { number: stepIndex + 1 })} `}</span>
                  </span>
                  {step.title}
                </li>
              ))}
            </ol>
          </div>
        )}
        <p className="mt-6 inline-flex items-start gap-2 text-sm leading-6 text-ink-muted">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {service.engagement}
        </p>
        <div className="mt-auto pt-8">
          <SiteLink
            href={servicePath(service.slug)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-3xl after:content-[''] group-hover:text-brand-900"
          >
            {service.linkLabel}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </SiteLink>
        </div>
      </div>
      <div className="flex flex-col gap-8 rounded-2xl bg-surface p-5 sm:p-8">
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{outcomesTitle}</h3>
          <ul className="mt-5 space-y-4">
            {service.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-3 leading-7 text-ink-soft">
                <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
                <span>{outcome}</span>
              </li>
            ))}
          </ul>
        </div>
        <StatList stats={service.page.stats.slice(0, 2)} measures className="mt-auto grid-cols-1 border-t border-surface-line pt-6 sm:grid-cols-2" />
      </div>
    </article>
  );
}

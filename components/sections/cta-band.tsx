import { ArrowRight } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import type { CallToAction } from "@/lib/content/page-schema";

/** The dark closing call that ends most pages: one way to the contact form, one onward link. */
export function CtaBand({ cta, headingId }: { cta: CallToAction; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="on-dark relative isolate overflow-hidden bg-night py-20 sm:py-24">
      {/* Two glows, drawn by `.cta-glows` in app/globals.css. */}
      <div aria-hidden="true" className="cta-glows">
        <div />
        <div />
      </div>
      <Container className="flex flex-col gap-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
            {cta.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-300">{cta.text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink href={cta.primary.href} variant="light" size="lg">
            {cta.primary.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink href={cta.secondary.href} variant="outline-light" size="lg">
            {cta.secondary.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

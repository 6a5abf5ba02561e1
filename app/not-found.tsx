import { ArrowLeft } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { getCommonCopy } from "@/lib/content/pages";
import { notFoundMetadata } from "@/lib/seo";

const copy = getCommonCopy().notFound;

export const metadata = notFoundMetadata(copy);

export default function NotFound() {
  return (
    <section className="relative overflow-hidden bg-surface pt-40 pb-28 sm:pt-48 sm:pb-36">
      <Container className="max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">{copy.eyebrow}</p>
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">{copy.heading}</h1>
        <p className="mt-5 text-lg leading-8 text-ink-muted">{copy.lead}</p>
        <p className="mt-2 text-base leading-7 text-ink-muted">{copy.text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink href={copy.actions.primary.href} size="lg">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.actions.primary.label}
          </ButtonLink>
          <ButtonLink href={copy.actions.secondary.href} variant="secondary" size="lg">
            {copy.actions.secondary.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

import { ArrowLeft } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { notFoundMetadata } from "@/lib/seo";

export const metadata = notFoundMetadata();

export default function NotFound() {
  return (
    <section className="relative overflow-hidden bg-surface pt-40 pb-28 sm:pt-48 sm:pb-36">
      <Container className="max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Error 404</p>
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">404 Page Not Found</h1>
        <p className="mt-5 text-lg leading-8 text-ink-muted">Did you forget to add the page to the router?</p>
        <p className="mt-2 text-base leading-7 text-ink-muted">
          The link may be out of date, or the address may have a typo.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/" size="lg">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to home
          </ButtonLink>
          <ButtonLink href="/insights" variant="secondary" size="lg">
            Read our insights
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

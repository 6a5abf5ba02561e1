import { SiteLink } from "@/lib/speed/site-link";

/**
 * A compact card for related reading at the end of a case study: what it is, its title, one fact
 * and its link (which covers the card). Lighter than the list cards, so the page stays small.
 */
export function RelatedCard({
  href,
  eyebrow,
  title,
  fact,
  action,
}: {
  href: string;
  eyebrow: string;
  title: string;
  fact: string;
  /** The link's visible text, e.g. "View case study"; the title is added for screen readers. */
  action: string;
}) {
  return (
    <article className="group card p-6">
      <p className="text-xs font-semibold uppercase tracking-[0.12em] text-brand-700">{eyebrow}</p>
      <h3 className="card-title mt-3 text-lg">{title}</h3>
      <p className="mt-auto pt-5 text-sm text-ink-muted">{fact}</p>
      <SiteLink
        href={href}
        className="card-link mt-3"
      >
        {action}
        <span className="sr-only">: {title}</span>
        <span aria-hidden="true">→</span>
      </SiteLink>
    </article>
  );
}

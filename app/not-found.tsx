import { ButtonLink } from "@/components/ui/button";
import { ArrowLeft, Search } from "@/components/ui/icons";
import { getCommonCopy } from "@/lib/content/pages";
import { INSIGHTS_PATH } from "@/lib/paths";
import { SEARCH_SCRIPT_PATH } from "@/lib/search/options";
import { notFoundMetadata } from "@/lib/seo";
import { SiteLink } from "@/lib/speed/site-link";

const copy = getCommonCopy().notFound;

export const metadata = notFoundMetadata(copy);

/**
 * What a visitor sees at an address the site does not have: what probably happened, search, and
 * the way on. Every page's data carries this page (for a not-found reached in the app), so its
 * styles are named in app/globals.css (`.not-found`) rather than written here.
 */
export default function NotFound() {
  return (
    <section className="not-found">
      <p>{copy.eyebrow}</p>
      <h1>{copy.heading}</h1>
      <p>{copy.lead}</p>
      <p>{copy.text}</p>
      {/* A link to the insights without JavaScript; the page script makes it a button that opens search. */}
      <a href={INSIGHTS_PATH} data-search-src={SEARCH_SCRIPT_PATH} suppressHydrationWarning>
        <Search aria-hidden="true" className="size-5 text-brand-600" />
        <span>{copy.searchLabel}</span>
        <kbd aria-hidden="true">/</kbd>
      </a>
      <nav aria-labelledby="main-sections">
        <h2 id="main-sections">{copy.sectionsTitle}</h2>
        <ul>
          {copy.sections.map((section) => (
            <li key={section.href}>
              <SiteLink href={section.href} className="topic-chip">
                {section.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <ButtonLink href={copy.actions.primary.href} size="lg">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.actions.primary.label}
        </ButtonLink>
        <ButtonLink href={copy.actions.secondary.href} variant="secondary" size="lg">
          {copy.actions.secondary.label}
        </ButtonLink>
      </div>
    </section>
  );
}

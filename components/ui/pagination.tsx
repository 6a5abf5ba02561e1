import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { pageWindow } from "@/lib/content/pagination";
import { pagePath } from "@/lib/paths";
import { getCommonCopy } from "@/lib/content/pages";
import { fillTemplate } from "@/lib/format";
import { SiteLink } from "@/lib/speed/site-link";

/** Styles: .page-step and .page-number in globals.css. "invisible" keeps the bar's layout where there is no previous or next page. */
const step = "page-step";
const stepAbsent = "page-step invisible";

/**
 * Previous, next and numbered links between the pages of a list. A list of one page has none.
 * The bar keeps at most seven numbers however long the list is, so its size does not grow with it.
 */
export function Pagination({
  label,
  listPath,
  page,
  pageCount,
  className,
}: {
  /** The nav's accessible name, e.g. "Insights pages". */
  label: string;
  listPath: string;
  page: number;
  pageCount: number;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? pagePath(listPath, page - 1) : undefined;
  const next = page < pageCount ? pagePath(listPath, page + 1) : undefined;
  const words = getCommonCopy().pagination;
  /** "Page {number}" around the number, which is shown; the words are for screen readers. */
  const [numberBefore = "", numberAfter = ""] = words.pageNumber.split("{number}");
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-3 border-t border-surface-line pt-8", className)}>
      {previous ? (
        <SiteLink href={previous} rel="prev" className={step}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {words.previous}
          <span className="sr-only"> {words.stepSuffix}</span>
        </SiteLink>
      ) : (
        <span aria-hidden="true" className={stepAbsent}>
          <ChevronLeft className="size-4" />
          {words.previous}
        </span>
      )}

      <p className="text-sm font-medium text-ink-muted sm:hidden">
        {fillTemplate(words.pageOfTotal, { number: page, total: pageCount })}
      </p>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, pageCount).map((place, index) =>
          place === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="w-8 text-center text-ink-muted">
              …
            </li>
          ) : (
            <li key={place}>
              <SiteLink
                href={pagePath(listPath, place)}
                aria-current={place === page ? "page" : undefined}
                className="page-number"
              >
                {numberBefore && <span className="sr-only">{numberBefore}</span>}
                {place}
                {numberAfter && <span className="sr-only">{numberAfter}</span>}
              </SiteLink>
            </li>
          ),
        )}
      </ol>

      {next ? (
        <SiteLink href={next} rel="next" className={step}>
          {words.next}
          <span className="sr-only"> {words.stepSuffix}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </SiteLink>
      ) : (
        <span aria-hidden="true" className={stepAbsent}>
          {words.next}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}

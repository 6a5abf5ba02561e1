import { Menu, Search, X } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { LinkList } from "@/components/ui/link-list";
import { Sheet, sheetCloseProps, sheetOpenerProps } from "@/components/ui/sheet";
import type { CommonCopy } from "@/lib/content/page-schema";
import { SEARCH_SCRIPT_PATH } from "@/lib/search/options";
import { anchorHref, site } from "@/lib/site";
import { SiteLink } from "@/lib/speed/site-link";
import { Logo } from "./logo";

/** The header turns solid with a shadow once the page has scrolled this far. */
export const SOLID_AFTER_PX = 50;

const MENU_ID = "site-menu";

/**
 * The fixed header and its menu sheet (kept as server markup, ./site-frame.tsx); the page script
 * turns the header solid on scroll and opens the menu from the first frame on.
 */
export function SiteHeaderMarkup({ copy }: { copy: CommonCopy["header"] }) {
  const links = copy.navigation;
  const contactHref = anchorHref("contact");

  return (
    <>
      <header
        data-solid-after={SOLID_AFTER_PX}
        data-solid="false"
        suppressHydrationWarning
        className="site-header"
      >
        <a
          href="#main"
          className="skip-link"
        >
          {copy.skipLink}
        </a>
        <div className="mx-auto flex h-header max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
          <Logo label={copy.homeLabel} />
          <nav aria-label={copy.mainNavLabel} className="hidden lg:block">
            <LinkList
              links={links}
              className="flex items-center gap-1"
              linkClassName="rounded-md px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:text-brand-700"
            />
          </nav>
          <div className="flex items-center gap-2 sm:gap-3">
            {/* A link to the insights without JavaScript; the page script makes it the button that opens search. */}
            <a
              href="/insights"
              data-search-src={SEARCH_SCRIPT_PATH}
              suppressHydrationWarning
              className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface hover:text-brand-700"
            >
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only">{copy.searchLabel}</span>
            </a>
            <div className="hidden sm:block">
              <SiteLink href={contactHref} className={buttonClasses()}>
                {copy.contactLabel}
              </SiteLink>
            </div>
            <IconButton
              {...sheetOpenerProps(MENU_ID)}
              className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface lg:hidden"
              icon={Menu}
              iconClassName="size-6"
              label={copy.openMenu}
            />
          </div>
        </div>
      </header>

      {/* Beside the header, not in it: the header's backdrop filter would confine the sheet's fixed
          positioning to the header's box while the sheet opens (components/ui/sheet.tsx). */}
      <Sheet id={MENU_ID} side="right" title={copy.menuTitle}>
        <div className="flex h-header items-center justify-between border-b border-surface-line px-6">
          <span className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{copy.menuTitle}</span>
          <button
            {...sheetCloseProps(MENU_ID)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink hover:bg-surface"
          >
            <X aria-hidden="true" className="size-5" />
            {copy.closeMenu}
          </button>
        </div>
        <nav aria-label={copy.menuNavLabel} className="flex flex-1 flex-col px-6 py-6">
          <LinkList
            links={links}
            className="flex flex-col gap-1"
            linkClassName="flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-ink hover:bg-surface hover:text-brand-700"
          />
          <SiteLink href={contactHref} className={buttonClasses({ size: "lg", className: "mt-8 w-full" })}>
            {copy.contactLabel}
          </SiteLink>
          <p className="mt-auto pt-10 text-sm text-ink-muted">
            {copy.emailPrompt}{" "}
            <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline underline-offset-4">
              {site.email}
            </a>
          </p>
        </nav>
      </Sheet>
    </>
  );
}

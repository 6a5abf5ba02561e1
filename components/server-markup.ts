import { BookHeroMarkup, PickerOutlineMarkup } from "./booking/book-markup";
import { SessionOverview } from "./booking/session-overview";
import { CtaBand } from "./sections/cta-band";
import { SiteFooterMarkup } from "./layout/site-footer-markup";
import { SiteHeaderMarkup } from "./layout/site-header-markup";
import { StructuredDataScripts } from "./seo/structured-data-scripts";

/**
 * Markup that pages render through KeptMarkup (lib/speed/kept-markup.tsx), by name. Its server
 * render runs outside server components, so these take everything they show as props.
 */
export const serverMarkup = {
  siteHeader: SiteHeaderMarkup,
  siteFooter: SiteFooterMarkup,
  structuredData: StructuredDataScripts,
  bookHero: BookHeroMarkup,
  bookOverview: SessionOverview,
  ctaBand: CtaBand,
  pickerOutline: PickerOutlineMarkup,
};

export type ServerMarkupName = keyof typeof serverMarkup;

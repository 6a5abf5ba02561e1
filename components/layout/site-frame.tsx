import { getCommonCopy } from "@/lib/content/pages";
import { KeptMarkup } from "@/lib/speed/kept-markup";
import { CurrentYear } from "./current-year";
import { SITE_FOOTER_ID } from "./frame-ids";

/**
 * The fixed header and the menu sheet, the same on every page, kept as server markup that the page
 * script runs. The wrapper takes no box (`display: contents`), so they are placed as the body's own.
 */
export function SiteHeader() {
  return <KeptMarkup id="site-top" className="contents" source={{ render: "siteHeader", props: { copy: getCommonCopy().header } }} />;
}

export function SiteFooter() {
  const { header, footer } = getCommonCopy();
  return (
    <>
      <KeptMarkup
        id={SITE_FOOTER_ID}
        as="footer"
        className="on-dark bg-night text-slate-300"
        source={{ render: "siteFooter", props: { copy: footer, homeLabel: header.homeLabel } }}
      />
      <CurrentYear />
    </>
  );
}

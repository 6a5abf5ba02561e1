/** The footer's id. */
export const SITE_FOOTER_ID = "site-footer";

/**
 * The footer's last part, the legal links: the first frame waits until the parser has reached it
 * (app/layout.tsx), so the whole page is drawn in that frame. Chromium lets the frame go as soon as
 * the element is inserted, before its contents are parsed: held on the footer itself, its
 * 7 KB of links were still drawn after the first paint.
 */
export const FOOTER_LEGAL_ID = "footer-legal";

export const SITE_FOOTER_ID = "site-footer";

/**
 * The first frame waits until the parser reaches the footer's legal links (app/layout.tsx): Chromium
 * lets the frame go once the awaited element is inserted, before its contents are parsed.
 */
export const FOOTER_LEGAL_ID = "footer-legal";

/** The footer's id: the first frame waits until the parser has passed it (app/layout.tsx). */
export const SITE_FOOTER_ID = "site-footer";

"use client";

import { useEffect } from "react";
import { SITE_FOOTER_ID } from "./frame-ids";
import { KeptMarkup } from "./kept-markup";
import type * as Footer from "./site-footer-markup";
import type * as Header from "./site-header-markup";

/* eslint-disable @typescript-eslint/no-require-imports -- static imports would put the frame's markup and words in the browser build */
const markup =
  typeof window === "undefined"
    ? {
        header: (require("./site-header-markup") as typeof Header).SiteHeaderMarkup,
        footer: (require("./site-footer-markup") as typeof Footer).SiteFooterMarkup,
      }
    : null;
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The fixed header and the menu sheet, the same on every page: rendered on the server and kept
 * as they are in the browser (./kept-markup.tsx), where the page script runs them. The wrapper
 * takes no box (`display: contents`), so the header and the sheet are placed as the body's own.
 */
export function SiteHeader() {
  return <KeptMarkup id="site-top" className="contents" markup={markup && <markup.header />} />;
}

/**
 * The site footer, kept the same way. The HTML carries the build year; the browser shows its
 * own, so a page built in December still reads right in January.
 */
export function SiteFooter() {
  useEffect(() => {
    const year = document.querySelector(`#${SITE_FOOTER_ID} [data-current-year]`);
    if (year) year.textContent = String(new Date().getFullYear());
  }, []);
  return <KeptMarkup id={SITE_FOOTER_ID} tag="footer" className="on-dark bg-night text-slate-300" markup={markup && <markup.footer />} />;
}

import localFont from "next/font/local";

/** Geist, latin subset, variable weight; shipped from npm and served by this site. */
export const sans = localFont({
  src: "../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
  variable: "--font-sans",
  weight: "100 900",
  // "optional": the font is used when it arrives with the page (it is preloaded), otherwise the
  // metric-matched fallback stays; text never re-lays out after the first paint.
  display: "optional",
  adjustFontFallback: "Arial",
});

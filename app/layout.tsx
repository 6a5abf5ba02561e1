import type { Metadata, Viewport } from "next";
import { Activity, type ReactNode } from "react";
import { FOOTER_LEGAL_ID } from "@/components/layout/frame-ids";
import { pageScript } from "@/components/layout/page-behaviour";
import { SiteFooter, SiteHeader } from "@/components/layout/site-frame";
import { RevealOnScroll } from "@/components/motion/reveal-on-scroll";
import { getCommonCopy } from "@/lib/content/pages";
import { sans } from "@/lib/fonts";
import { versionedUrl } from "@/lib/asset-version";
import { getSitePage, shareImageUrl } from "@/lib/pages";
import { feedAlternates, SHARE_IMAGE_SIZE } from "@/lib/seo";
import { site, siteUrl, titleTemplate } from "@/lib/site";
import { HoldFirstFrame } from "@/lib/speed/first-frame";
import { InlineScript } from "@/lib/speed/kept-markup";
import { LinkNavigation } from "@/lib/speed/link-navigation";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { template: titleTemplate, default: site.name },
  description: getCommonCopy().site.description,
  applicationName: site.name,
  authors: [{ name: site.name, url: siteUrl }],
  creator: site.name,
  publisher: site.name,
  formatDetection: { telephone: false, address: false, email: false },
  alternates: {
    types: feedAlternates(),
  },
  openGraph: {
    siteName: site.name,
    locale: "en_US",
    type: "website",
    images: [{ url: shareImageUrl(getSitePage("/")), ...SHARE_IMAGE_SIZE, alt: site.name, type: "image/png" }],
  },
  twitter: { card: "summary_large_image", images: [shareImageUrl(getSitePage("/"))] },
  // Drawn from the mark at build time (app/favicon.ico, app/apple-touch-icon.png, app/icon.svg) and
  // linked at versioned URLs, so browsers may keep them for a year.
  icons: {
    icon: [
      { url: versionedUrl("/favicon.ico"), sizes: "48x48 32x32 16x16", type: "image/x-icon" },
      { url: versionedUrl("/icon.svg"), type: "image/svg+xml" },
    ],
    apple: [{ url: versionedUrl("/apple-touch-icon.png"), sizes: "180x180", type: "image/png" }],
  },
};

export const viewport: Viewport = {
  themeColor: "#0B1530",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Jumps within a page scroll smoothly (globals.css); data-scroll-behavior asks the router to
    // turn that off while it scrolls, so an opened page shows at its top at once.
    <html lang="en" className={sans.variable} data-scroll-behavior="smooth">
      <head>
        <HoldFirstFrame until={FOOTER_LEGAL_ID} />
      </head>
      <body>
        <SiteHeader />
        <InlineScript text={pageScript()} />
        <main id="main" tabIndex={-1} className="outline-none">
          <Activity>{children}</Activity>
        </main>
        <Activity>
          <SiteFooter />
        </Activity>
        <RevealOnScroll />
        <LinkNavigation />
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from "next";
import { Activity, type ReactNode } from "react";
import { FOOTER_LEGAL_ID } from "@/components/layout/frame-ids";
import { SiteFooter, SiteHeader } from "@/components/layout/site-frame";
import { PageScript } from "@/components/layout/page-script";
import { LinkNavigation } from "@/components/layout/link-navigation";
import { RevealOnScroll } from "@/components/motion/reveal-on-scroll";
import { getCommonCopy } from "@/lib/content/pages";
import { sans } from "@/lib/fonts";
import { versionedUrl } from "@/lib/asset-version";
import { getSitePage, shareImageUrl } from "@/lib/pages";
import { feedAlternates, SHARE_IMAGE_SIZE } from "@/lib/seo";
import { site, siteUrl, titleTemplate } from "@/lib/site";
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
        {/* The first frame waits until the whole page is parsed, down to the footer's last part,
            and draws it in one go: drawn as the parser went, the rest of a long page came in frames
            of 50–190 ms at 4× CPU right after the first paint, and a tap on the menu waited for them. */}
        <link rel="expect" href={`#${FOOTER_LEGAL_ID}`} blocking="render" />
      </head>
      <body>
        <SiteHeader />
        <PageScript />
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

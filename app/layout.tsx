import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ToasterHost } from "@/components/ui/toaster";
import { getCommonCopy } from "@/lib/content/pages";
import { sans } from "@/lib/fonts";
import { shareImagePath } from "@/lib/pages";
import { FEED_PATH, SHARE_IMAGE_SIZE } from "@/lib/seo";
import { site, siteUrl } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { template: `%s | ${site.name}`, default: site.name },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.name, url: siteUrl }],
  creator: site.name,
  publisher: site.name,
  formatDetection: { telephone: false, address: false, email: false },
  alternates: {
    types: { "application/rss+xml": [{ url: FEED_PATH, title: `${site.name} Insights` }] },
  },
  openGraph: {
    siteName: site.name,
    locale: "en_US",
    type: "website",
    images: [{ url: shareImagePath("/"), ...SHARE_IMAGE_SIZE, alt: site.name, type: "image/png" }],
  },
  twitter: { card: "summary_large_image", images: [shareImagePath("/")] },
};

export const viewport: Viewport = {
  themeColor: "#0B1530",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const common = getCommonCopy();
  return (
    <html lang="en" className={sans.variable}>
      <body>
        <SiteHeader copy={common.header} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter copy={common.footer} />
        <ToasterHost />
      </body>
    </html>
  );
}

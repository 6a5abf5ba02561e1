import "server-only";
import type { Metadata } from "next";
import { getCommonCopy } from "@/lib/content/pages";
import { getSitePage, shareImageUrl, type SitePage } from "@/lib/pages";
import { authorPath, FEED_PATH } from "@/lib/paths";
import { absoluteUrl, site } from "@/lib/site";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function feedAlternates(): NonNullable<Metadata["alternates"]>["types"] {
  return { "application/rss+xml": [{ url: FEED_PATH, title: getCommonCopy().site.feedTitle }] };
}

function alternates(path: string): Metadata["alternates"] {
  return { canonical: path, types: feedAlternates() };
}

function fromPage(page: SitePage): Metadata {
  const isHome = page.path === "/";
  const image = {
    url: shareImageUrl(page),
    ...SHARE_IMAGE_SIZE,
    alt: `${page.title}, ${site.name}`,
    type: "image/png",
  };
  const openGraphBase = {
    url: page.path,
    title: page.title,
    description: page.description,
    siteName: site.name,
    locale: "en_US",
    images: [image],
  };
  const author = page.article?.author;
  return {
    // Every other title gets the firm's name from the layout's template.
    title: isHome ? { absolute: `${site.name} | ${page.title}` } : (page.searchTitle ?? page.title),
    description: page.description,
    ...(author ? { authors: [{ name: author.name, url: absoluteUrl(authorPath(author)) }] } : {}),
    keywords: [...(page.keywords ?? []), ...(isHome ? getCommonCopy().site.keywords : [])],
    alternates: alternates(page.path),
    openGraph: page.article
      ? {
          ...openGraphBase,
          type: "article",
          publishedTime: page.article.publishedTime,
          modifiedTime: page.article.modifiedTime,
          section: page.article.section,
          // Open Graph expects a profile URL here, not a name.
          authors: [absoluteUrl(authorPath(page.article.author))],
        }
      : { ...openGraphBase, type: "website" },
    twitter: {
      card: "summary_large_image",
      title: page.title,
      description: page.description,
      images: [image],
    },
  };
}

export function pageMetadata(path: string): Metadata {
  return fromPage(getSitePage(path));
}

/** Pages reached only as an answer or by their own link: search engines need not list them. */
export function unlistedPageMetadata(copy: { title: string; description: string }, { follow = true } = {}): Metadata {
  return { ...notFoundMetadata(copy), robots: { index: false, follow } };
}

export function notFoundMetadata({ title, description }: { title: string; description: string }): Metadata {
  return {
    title,
    description,
    openGraph: {
      title,
      description,
      siteName: site.name,
      locale: "en_US",
      type: "website",
      images: [{ url: shareImageUrl(getSitePage("/")), ...SHARE_IMAGE_SIZE, alt: site.name, type: "image/png" }],
    },
    twitter: { card: "summary_large_image", title, description, images: [shareImageUrl(getSitePage("/"))] },
  };
}

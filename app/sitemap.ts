import type { MetadataRoute } from "next";
import { getSitePages } from "@/lib/pages";
import { absoluteUrl } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  return getSitePages().map((page) => ({
    url: absoluteUrl(page.path),
    ...(page.lastModified ? { lastModified: page.lastModified } : {}),
  }));
}

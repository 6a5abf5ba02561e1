import type { NextConfig } from "next";
import { drawingVersion } from "./lib/drawing-version";
import { hstsPreloadFromEnv, securityHeaderRules } from "./lib/security-headers";
import { siteUrl } from "./lib/site";
import { plainNextFromEnv } from "./lib/speed/mode";

/**
 * Images drawn at build time. Pages link the share images and icons with ?v=<content version>;
 * clients asking by bare name, as articles' covers are linked, get a day.
 */
const BUILD_IMAGES = ["/og/:path*", "/covers/:path*", "/favicon.ico", "/apple-touch-icon.png", "/icon.svg", "/logo.png"];
const versioned = { type: "query" as const, key: "v" };

const nextConfig: NextConfig = {
  // PLAIN_NEXT is inlined so that each build holds only its own mode's code (lib/speed/README.md).
  // BUILD_SITE_URL is the build's record of SITE_URL, which server.mjs redirects to over HTTP.
  env: { BRAND_ASSET_VERSION: drawingVersion(), PLAIN_NEXT: plainNextFromEnv() ? "1" : "", BUILD_SITE_URL: siteUrl },
  // The project's own folder, even when a copy of it sits below another project (bench/.work).
  turbopack: { root: __dirname },
  poweredByHeader: false,
  reactStrictMode: true,
  // Keep server-only database and mail clients, and the bundler of the search dialog, out of the
  // bundler: they load native code. The invitations' time zone definitions are files the package
  // reads beside itself.
  serverExternalPackages: ["@libsql/client", "libsql", "pg", "nodemailer", "esbuild", "@touch4it/ical-timezones"],
  // Bundled on the server: kept markup's server render reaches it through a require
  // (lib/speed/kept-markup-client.tsx), where an ES module loaded from node_modules is a promise.
  transpilePackages: ["next-seo"],
  // Page 1 of a list is the list itself: one address per page, never two.
  async redirects() {
    return [
      "/insights",
      "/case-studies",
      "/insights/category/:category",
      "/case-studies/sector/:sector",
    ].map((list) => ({ source: `${list}/page/1`, destination: list, permanent: true }));
  },
  async headers() {
    return [
      ...securityHeaderRules({
        dev: process.env.NODE_ENV === "development",
        https: siteUrl.startsWith("https://"),
        hstsPreload: hstsPreloadFromEnv(),
        plain: plainNextFromEnv(),
      }),
      // Next.js sends prerendered route handlers with max-age=0; these change only with a build.
      ...BUILD_IMAGES.flatMap((source) => [
        { source, has: [versioned], headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
        {
          source,
          missing: [versioned],
          headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
        },
      ]),
    ];
  },
};

export default nextConfig;

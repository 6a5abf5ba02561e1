import type { NextConfig } from "next";
import { drawingVersion } from "./lib/drawing-version";
import { hstsPreloadFromEnv, securityHeaders } from "./lib/security-headers";
import { siteUrl } from "./lib/site";

/** Images drawn at build time. The pages link them with ?v=<content version>; clients asking by bare name get a day. */
const BUILD_IMAGES = ["/og/:path*", "/favicon.ico", "/apple-touch-icon.png", "/icon.svg", "/logo.png"];
const versioned = { type: "query" as const, key: "v" };

const nextConfig: NextConfig = {
  env: { BRAND_ASSET_VERSION: drawingVersion() },
  poweredByHeader: false,
  reactStrictMode: true,
  // Keep server-only database and mail clients, and the bundler of the search dialog, out of the
  // bundler: they load native code. The invitations' time zone definitions are files the package
  // reads beside itself.
  serverExternalPackages: ["@libsql/client", "libsql", "pg", "nodemailer", "esbuild", "@touch4it/ical-timezones"],
  // Bundled on the server, not loaded from node_modules at run time: the structured data's server
  // render requires it (components/seo/page-structured-data.tsx), and a package loaded as an ES
  // module reaches a require as a promise, not as its exports.
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
      {
        source: "/:path*",
        headers: securityHeaders({
          dev: process.env.NODE_ENV === "development",
          https: siteUrl.startsWith("https://"),
          hstsPreload: hstsPreloadFromEnv(),
        }),
      },
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

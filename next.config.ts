import type { NextConfig } from "next";
import { hstsPreloadFromEnv, securityHeaders } from "./lib/security-headers";
import { siteUrl } from "./lib/site";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Keep server-only database and mail clients out of the bundler: they load native code.
  serverExternalPackages: ["@libsql/client", "libsql", "pg", "nodemailer"],
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
    ];
  },
};

export default nextConfig;

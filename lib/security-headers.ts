/**
 * Response headers sent with every page, asset and API answer (applied in next.config.ts).
 *
 * Scripts come from this origin; the few inline scripts the build emits run by their hashes, which
 * the post-build step adds (lib/speed/post-build.ts). The development server and the plain
 * Next.js build, whose page data is inline and different on every page, allow inline scripts.
 * Everything else is locked to this origin: no plugins, no framing, no foreign base URL or form target.
 */
export function contentSecurityPolicy({ dev, https, plain = false }: { dev: boolean; https: boolean; plain?: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(dev || plain ? ["'unsafe-inline'"] : []), ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    // Fonts, fetches, media, manifests and workers fall back to default-src; the dev server's
    // reloads connect over a WebSocket.
    ...(dev ? { "connect-src": ["'self'", "ws:", "wss:"] } : {}),
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The powerful features a marketing site never uses, off for it and anything it embeds. */
export const permissionsPolicy = ["browsing-topics=()", "camera=()", "geolocation=()", "microphone=()", "payment=()", "usb=()"].join(", ");

/**
 * HSTS for two years, subdomains included. `preload` asks browsers to hard-code HTTPS for the
 * domain, a commitment that takes months to undo, so it is sent only when HSTS_PRELOAD=1 says the
 * domain is (to be) on the preload list.
 */
export function strictTransportSecurity(preload: boolean): string {
  return `max-age=63072000; includeSubDomains${preload ? "; preload" : ""}`;
}

/** HSTS_PRELOAD=1 (read when the site is built, like SITE_URL). */
export function hstsPreloadFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.HSTS_PRELOAD?.trim() === "1";
}

export function securityHeaders(options: { dev: boolean; https: boolean; hstsPreload: boolean; plain?: boolean }) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "Strict-Transport-Security", value: strictTransportSecurity(options.hstsPreload) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: permissionsPolicy },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

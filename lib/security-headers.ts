import { frameSources as schedulerFrameSources } from "./booking/handoff";

/**
 * Response headers sent with every page, asset and API answer (applied in next.config.ts).
 *
 * The pages are prerendered, so scripts cannot carry a per-request nonce; Next.js streams its
 * page data in inline scripts, which is why script-src allows 'unsafe-inline'. Everything else is
 * locked to this origin: no plugins, no foreign base URL or form target, and no framing but an
 * external scheduler's when /book embeds it (lib/booking/handoff.ts).
 */
export function contentSecurityPolicy({ dev, https, frameSources = [] }: { dev: boolean; https: boolean; frameSources?: string[] }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": frameSources.length > 0 ? frameSources : ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "clipboard-write=(self)",
].join(", ");

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

export function securityHeaders(options: { dev: boolean; https: boolean; hstsPreload: boolean; frameSources?: string[] }) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ frameSources: schedulerFrameSources(), ...options }) },
    { key: "Strict-Transport-Security", value: strictTransportSecurity(options.hstsPreload) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: permissionsPolicy },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

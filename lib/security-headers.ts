import { frameSources as schedulerFrameSources } from "./booking/handoff";

/**
 * Headers sent with every answer. Inline scripts run by the hashes lib/speed/post-build.ts adds; the
 * dev server and the plain build, whose page data is inline, allow them. Only directives every
 * engine knows are named (WebKit warns about one it does not).
 */
type Directives = Record<string, string[]>;

function policyOf(directives: Directives, https: boolean): string {
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

function sitePolicy(dev: boolean, plain: boolean, frameSources: readonly string[]): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(dev || plain ? ["'unsafe-inline'"] : []), ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    // The dev server's reloads connect over a WebSocket.
    ...(dev ? { "connect-src": ["'self'", "ws:", "wss:"] } : {}),
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": frameSources.length > 0 ? [...frameSources] : ["'none'"],
  };
}

type PolicyOptions = { dev: boolean; https: boolean; plain?: boolean; frameSources?: readonly string[] };

export function contentSecurityPolicy({ dev, https, plain = false, frameSources = [] }: PolicyOptions): string {
  return policyOf(sitePolicy(dev, plain, frameSources), https);
}

/** Decap CMS talks to GitHub, shows blobs and compiles code at run time ('unsafe-eval'); its local mode talks to decap-server on loopback. */
export function editorContentSecurityPolicy({ dev, https }: { dev: boolean; https: boolean }): string {
  const site = sitePolicy(dev, false, []);
  return policyOf(
    {
      ...site,
      "script-src": ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
      "img-src": [...site["img-src"]!, "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
      "connect-src": [...(site["connect-src"] ?? ["'self'"]), "https://api.github.com", ...(https ? [] : ["http://localhost:*", "http://127.0.0.1:*"])],
      "font-src": ["'self'", "data:"],
      "frame-src": ["'self'", "blob:"],
    },
    https,
  );
}

export const permissionsPolicy = ["browsing-topics=()", "camera=()", "geolocation=()", "microphone=()", "payment=()", "usb=()"].join(", ");

/** `preload` is a commitment that takes months to undo, so it is sent only when HSTS_PRELOAD=1. */
export function strictTransportSecurity(preload: boolean): string {
  return `max-age=63072000; includeSubDomains${preload ? "; preload" : ""}`;
}

/** Read when the site is built, like SITE_URL. */
export function hstsPreloadFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.HSTS_PRELOAD?.trim() === "1";
}

type HeaderOptions = { dev: boolean; https: boolean; hstsPreload: boolean; plain?: boolean; frameSources?: readonly string[] };

export function securityHeaders(options: HeaderOptions) {
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

/** The sign-in pages open in a popup whose link to the editor window must survive, so they send no opener policy. */
export function securityHeaderRules(options: HeaderOptions) {
  const site = securityHeaders(options);
  const withoutOpenerPolicy = site.filter((header) => header.key !== "Cross-Origin-Opener-Policy");
  const noindex = { key: "X-Robots-Tag", value: "noindex, nofollow" };
  const editor = [
    { key: "Content-Security-Policy", value: editorContentSecurityPolicy(options) },
    ...withoutOpenerPolicy.filter((header) => header.key !== "Content-Security-Policy"),
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
    noindex,
  ];
  return [
    { source: "/((?!admin(?:/|$)).*)", headers: site },
    { source: "/admin", headers: editor },
    { source: "/admin/((?!auth(?:/|$)).*)", headers: editor },
    { source: "/admin/auth/:path*", headers: [...withoutOpenerPolicy, noindex] },
  ];
}

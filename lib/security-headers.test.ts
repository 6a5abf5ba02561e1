import { contentSecurityPolicy, editorContentSecurityPolicy, hstsPreloadFromEnv, securityHeaderRules, securityHeaders } from "./security-headers";

const hsts = (hstsPreload: boolean) =>
  securityHeaders({ dev: false, https: true, hstsPreload }).find((header) => header.key === "Strict-Transport-Security")?.value;

describe("security headers", () => {
  it("asks for HSTS preloading only when HSTS_PRELOAD=1", () => {
    expect(hstsPreloadFromEnv({})).toBe(false);
    expect(hstsPreloadFromEnv({ HSTS_PRELOAD: "0" })).toBe(false);
    expect(hstsPreloadFromEnv({ HSTS_PRELOAD: "1" })).toBe(true);
    expect(hsts(false)).toBe("max-age=63072000; includeSubDomains");
    expect(hsts(true)).toBe("max-age=63072000; includeSubDomains; preload");
  });

  it("names no directive WebKit warns about on every page; default-src covers manifests", () => {
    const policy = contentSecurityPolicy({ dev: false, https: true });
    const directives = policy.split("; ").map((directive) => directive.split(" ")[0]);
    expect(directives).not.toContain("manifest-src");
    expect(policy).toMatch(/^default-src 'self';/);
  });
});

describe("Content-Security-Policy", () => {
  const scriptSrc = (options: Parameters<typeof contentSecurityPolicy>[0]) => /script-src ([^;]*)/.exec(contentSecurityPolicy(options))![1];

  it("runs no inline script or eval in the production build: its inline scripts are added by hash after the build", () => {
    expect(scriptSrc({ dev: false, https: true })).toBe("'self'");
  });

  it("allows inline scripts in the plain Next.js build, whose page data is inline on every page, and eval in development", () => {
    expect(scriptSrc({ dev: false, https: true, plain: true })).toBe("'self' 'unsafe-inline'");
    expect(scriptSrc({ dev: true, https: false })).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
  });
});

describe("the browser editor's headers", () => {
  const rules = securityHeaderRules({ dev: false, https: true, hstsPreload: false });
  const headersOf = (source: string) => Object.fromEntries(rules.find((rule) => rule.source === source)!.headers.map((header) => [header.key, header.value]));

  it("keep the site's policy on every page but /admin, whose editor may talk to GitHub and compile its configuration check", () => {
    expect(rules.map((rule) => rule.source)).toEqual(["/((?!admin(?:/|$)).*)", "/admin", "/admin/((?!auth(?:/|$)).*)", "/admin/auth/:path*"]);
    const site = headersOf("/((?!admin(?:/|$)).*)");
    expect(site["Content-Security-Policy"]).toBe(contentSecurityPolicy({ dev: false, https: true }));
    expect(site["Content-Security-Policy"]).not.toMatch(/unsafe-eval|github/);
    expect(site["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(site["X-Robots-Tag"]).toBeUndefined();

    const editor = headersOf("/admin");
    expect(headersOf("/admin/((?!auth(?:/|$)).*)")).toEqual(editor);
    expect(editor["Content-Security-Policy"]).toBe(editorContentSecurityPolicy({ dev: false, https: true }));
    expect(editor["Content-Security-Policy"]).toMatch(/script-src 'self' 'unsafe-inline' 'unsafe-eval';/);
    expect(editor["Content-Security-Policy"]).toMatch(/connect-src 'self' https:\/\/api\.github\.com;/);
    expect(editor["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(editor["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(editor["X-Frame-Options"]).toBe("DENY");
  });

  it("let the sign-in popup keep its link to the editor window, and reach decap-server on loopback only over plain http", () => {
    const signIn = headersOf("/admin/auth/:path*");
    expect(signIn["Cross-Origin-Opener-Policy"]).toBeUndefined();
    expect(signIn["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(editorContentSecurityPolicy({ dev: false, https: false })).toMatch(/connect-src 'self' https:\/\/api\.github\.com http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*;/);
  });
});

describe("framing", () => {
  const frameSrc = (policy: string) => /frame-src ([^;]+)/.exec(policy)?.[1];

  it("frames nothing, unless /book embeds the firm's own scheduler", () => {
    expect(frameSrc(contentSecurityPolicy({ dev: false, https: true }))).toBe("'none'");
    expect(frameSrc(contentSecurityPolicy({ dev: false, https: true, frameSources: ["https://cal.example.com"] }))).toBe("https://cal.example.com");
    const previous = { ...process.env };
    try {
      process.env.BOOKING_SCHEDULER_URL = "https://cal.example.com/arcforge/strategy";
      const policy = () => securityHeaders({ dev: false, https: true, hstsPreload: false }).find((header) => header.key === "Content-Security-Policy")!.value;
      expect(frameSrc(policy())).toBe("'none'");
      process.env.BOOKING_SCHEDULER_EMBED = "1";
      expect(frameSrc(policy())).toBe("https://cal.example.com");
    } finally {
      process.env = previous;
    }
  });
});

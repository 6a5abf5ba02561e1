import { contentSecurityPolicy, hstsPreloadFromEnv, securityHeaders } from "./security-headers";

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

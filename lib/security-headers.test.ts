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

  it("names no directive WebKit warns about on every page; default-src covers manifests", () => {
    const policy = contentSecurityPolicy({ dev: false, https: true });
    const directives = policy.split("; ").map((directive) => directive.split(" ")[0]);
    expect(directives).not.toContain("manifest-src");
    expect(policy).toMatch(/^default-src 'self';/);
  });
});

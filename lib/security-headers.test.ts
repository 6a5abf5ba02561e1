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

import { rateLimitKey } from "./rate-limit";

describe("rateLimitKey", () => {
  it("keeps IPv4 addresses whole, also when mapped into IPv6 or given with a port", () => {
    expect(rateLimitKey("192.0.2.10")).toBe("192.0.2.10");
    expect(rateLimitKey("::ffff:192.0.2.10")).toBe("192.0.2.10");
    expect(rateLimitKey("192.0.2.10:51234")).toBe("192.0.2.10");
  });

  it("groups IPv6 addresses by their /64 network, however they are written", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of ["2001:db8:1:2::1", "2001:0DB8:0001:0002:ffff:0:0:9", "[2001:db8:1:2::7]:443", "2001:db8:1:2::1%eth0"]) {
      expect(rateLimitKey(address)).toBe(key);
    }
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });
});

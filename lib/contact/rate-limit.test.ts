import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` attempts per window per client, then says when to come back", () => {
    const limiter = new RateLimiter(3, 10_000);
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.check("a", 1_000).allowed).toBe(true);
    expect(limiter.check("a", 2_000).allowed).toBe(true);
    expect(limiter.check("a", 3_000)).toEqual({ allowed: false, retryAfterSeconds: 7 });
    expect(limiter.check("b", 3_000).allowed).toBe(true);
    // The window slides: the first attempt expires at 10 s.
    expect(limiter.check("a", 10_001).allowed).toBe(true);
    expect(limiter.check("a", 10_002).allowed).toBe(false);
  });

  it("is off when the limit is 0", () => {
    const limiter = new RateLimiter(0, 10_000);
    for (let i = 0; i < 100; i += 1) expect(limiter.check("a", i).allowed).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it("forgets clients once their window has passed and bounds how many it tracks", () => {
    const limiter = new RateLimiter(1, 1_000, 50);
    for (let i = 0; i < 200; i += 1) limiter.check(`client-${i}`, 0);
    expect(limiter.size).toBeLessThanOrEqual(50);
    limiter.check("late", 5_000);
    expect(limiter.size).toBe(1);
  });
});

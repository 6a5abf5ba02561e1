import { RateLimiter, SWEEP_INTERVAL_MS } from "./rate-limit";

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

  it("bounds how many clients it tracks", () => {
    const limiter = new RateLimiter(1, 1_000, 50);
    for (let i = 0; i < 200; i += 1) limiter.check(`client-${i}`, 0);
    expect(limiter.size).toBe(50);
  });

  it("forgets a client once its window has passed, on a timer, with no further requests", () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const limiter = new RateLimiter(2, 600_000);
      limiter.check("a", 0);
      limiter.check("b", 300_000);
      jest.setSystemTime(600_000);
      jest.advanceTimersByTime(SWEEP_INTERVAL_MS);
      expect(limiter.size).toBe(1);
      jest.setSystemTime(900_000);
      jest.advanceTimersByTime(SWEEP_INTERVAL_MS);
      expect(limiter.size).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

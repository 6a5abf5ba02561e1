import { createHmac, randomBytes } from "node:crypto";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How often forgotten clients are cleared, so none is kept much past its window. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Sliding-window limit per client, in memory. Addresses are kept only as keyed hashes (the key is
 * random per process) and are cleared within 30 seconds of their window running out, whether or
 * not more requests arrive.
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #key = randomBytes(32);

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxClients = 100_000,
  ) {
    if (this.enabled) setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();
  }

  get enabled() {
    return this.limit > 0;
  }

  /** Counts one attempt from `client` at `now` and says whether it may proceed. */
  check(client: string, now = Date.now()): RateDecision {
    if (!this.enabled) return { allowed: true };
    const id = createHmac("sha256", this.#key).update(client).digest("base64url");
    const recent = (this.#hits.get(id) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(id, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.#hits.delete(id);
    this.#hits.set(id, recent);
    if (this.#hits.size > this.maxClients) {
      const stalest = this.#hits.keys().next().value;
      if (stalest !== undefined) this.#hits.delete(stalest);
    }
    return { allowed: true };
  }

  /** Clients currently tracked (for tests). */
  get size() {
    return this.#hits.size;
  }

  /** Forgets every client whose last attempt is older than the window. */
  sweep(now = Date.now()) {
    for (const [id, times] of this.#hits) {
      if ((times[times.length - 1] ?? 0) <= now - this.windowMs) this.#hits.delete(id);
    }
  }
}

import { isIPv4, isIPv6 } from "node:net";
import type { ContactConfig } from "./config";

/** The count itself lives in the store, so every instance of the site shares it. */
/**
 * The client is the `trustProxy`-th address from the right of X-Forwarded-For, so what a visitor
 * wrote to its left is never reached; without proxies server.mjs overwrites the header. No other header is trusted.
 */
export function clientAddress(request: Request, trustProxy: number): string {
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return "unknown";
  if (trustProxy <= 0) return hops[0]!;
  // Fewer hops than proxies: the request skipped a proxy; the leftmost is the best there is.
  return hops[Math.max(0, hops.length - trustProxy)]!;
}

function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right].map((group) => parseInt(group, 16));
}

/** IPv6 is counted by its /64 network: one household or server can pick any address in it. */
export function rateLimitKey(address: string): string {
  let text = address.trim().replace(/^\[([^\]]+)\](:\d+)?$/, "$1").replace(/%.*$/, "");
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.replace(/:\d+$/, "");
  if (isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text.toLowerCase();
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The limit a request counts against (SubmitOptions.rateLimit), or undefined when the limit is off. */
export function requestRateLimit(request: Request, config: Pick<ContactConfig, "trustProxy" | "rateLimit" | "rateWindowMs">) {
  return config.rateLimit > 0
    ? { client: rateLimitKey(clientAddress(request, config.trustProxy)), limit: config.rateLimit, windowMs: config.rateWindowMs }
    : undefined;
}

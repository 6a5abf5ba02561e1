import fs from "node:fs";
import path from "node:path";

/**
 * What the production server (server.mjs) answers itself, before Next.js sees a request. Next.js
 * fails with a 500 on a path whose percent-encoding is broken and on a method it has no name for
 * (TRACE), and serves pages, fragments and files to PUT, POST or DELETE as if they were GETs.
 */

/**
 * Routes that serve methods besides GET and HEAD, with the methods they serve. Their handlers
 * answer the other methods Next.js knows (a JSON 405); every other path serves GET and HEAD only.
 */
export const ROUTE_METHODS = new Map([
  ["/api/contact", "POST"],
  ["/api/booking", "POST"],
  ["/api/booking/manage", "POST"],
  ["/api/booking/cancel", "POST"],
  ["/api/booking/reschedule", "POST"],
]);

/** The methods Next.js can hand to a route handler. */
const NEXT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"]);

/**
 * The decoded path of a request target (a path, or an absolute URL as a proxy may send), or null
 * when the target has no path (`*`) or the path's percent-encoding is not UTF-8.
 */
export function requestPath(target) {
  const raw = target.startsWith("/") ? target : /^https?:\/\/[^/?#]*([^?#]*)/i.exec(target)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw.split(/[?#]/, 1)[0] || "/");
  } catch {
    return null;
  }
}

/** The route of ROUTE_METHODS a decoded path belongs to (a trailing slash aside), if any. */
function routeOfPath(path) {
  const route = path.length > 1 ? path.replace(/\/$/, "") : path;
  return ROUTE_METHODS.has(route) ? route : undefined;
}

/** The route of ROUTE_METHODS a request target belongs to, if any. */
export function routeOf(target) {
  const path = requestPath(target);
  return path === null ? undefined : routeOfPath(path);
}

/** What to answer instead of Next.js: 400 for a target without a readable path, 405 with Allow for a method the route does not serve. */
export function requestProblem(method, target) {
  const path = requestPath(target);
  if (path === null) return { status: 400 };
  const route = routeOfPath(path);
  if (route !== undefined) return NEXT_METHODS.has(method) ? null : { status: 405, allow: ROUTE_METHODS.get(route) };
  return method === "GET" || method === "HEAD" ? null : { status: 405, allow: "GET, HEAD" };
}

/** Removes Cache-Control from headers given to writeHead (an object, or a flat list of names and values). */
function withoutCacheControl(headers) {
  if (Array.isArray(headers)) {
    const kept = [];
    for (let index = 0; index < headers.length; index += 2) {
      if (String(headers[index]).toLowerCase() !== "cache-control") kept.push(headers[index], headers[index + 1]);
    }
    return kept;
  }
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "cache-control"));
}

/**
 * Corrects the error answers of `response` that Next.js gets wrong: every one (4xx and 5xx) is
 * made uncacheable, whatever set its Cache-Control before (a cache that kept one would serve the
 * error in place of the page), and a range a static file cannot satisfy, which Next.js answers
 * with a 500 that already carries `Content-Range: bytes *\/size`, is the 416 it should be.
 */
export function guardErrorAnswers(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (statusCode, ...rest) {
    let status = statusCode;
    if (status === 500 && /^bytes \*\//.test(String(this.getHeader("content-range") ?? ""))) {
      status = 416;
      this.statusMessage = "Range Not Satisfiable";
    }
    if (status >= 400) {
      const at = typeof rest[0] === "string" ? 1 : 0;
      if (rest[at] && typeof rest[at] === "object") rest[at] = withoutCacheControl(rest[at]);
      this.setHeader("Cache-Control", "no-store");
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * Where to send a request that came to the proxy over plain HTTP: the same target on the site's
 * https origin (SITE_URL), or null. Only with TRUST_PROXY set, from X-Forwarded-Proto as the
 * client-facing proxy wrote it (the N-th value from the right, as for X-Forwarded-For).
 */
export function httpsRedirect(target, forwardedProto, { trustProxy, siteUrl }) {
  if (trustProxy < 1 || !forwardedProto || !siteUrl?.startsWith("https://")) return null;
  const hops = String(forwardedProto).split(",").map((hop) => hop.trim().toLowerCase()).filter(Boolean);
  if (hops[Math.max(0, hops.length - trustProxy)] !== "http") return null;
  // One leading slash: "//host/x" would otherwise name another host.
  const path = target.startsWith("/") ? target.replace(/^\/+/, "/") : "/";
  return new URL(siteUrl).origin + path;
}

/**
 * The origin httpsRedirect leads to: SITE_URL as the server runs, or else as the build saw it
 * (next.config.ts records it in the build's required-server-files.json), since SITE_URL is set for
 * the build and need not be set again.
 */
export function siteUrlForRedirect(env, distDir) {
  const runtime = env.SITE_URL?.trim();
  if (runtime) return runtime;
  try {
    const { config } = JSON.parse(fs.readFileSync(path.join(distDir, "required-server-files.json"), "utf8"));
    return config?.env?.BUILD_SITE_URL || undefined;
  } catch {
    return undefined;
  }
}

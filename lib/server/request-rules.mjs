import fs from "node:fs";
import path from "node:path";

/**
 * What the production server answers before Next.js sees a request: Next.js fails with a 500 on
 * broken percent-encoding and unknown methods, and serves pages to PUT, POST or DELETE as to GET.
 */
/** Every other path serves GET and HEAD only; these routes' handlers answer the other methods themselves. */
export const ROUTE_METHODS = new Map([
  ["/api/contact", "POST"],
  ["/api/booking", "POST"],
  ["/api/booking/manage", "POST"],
  ["/api/booking/cancel", "POST"],
  ["/api/booking/reschedule", "POST"],
]);

const NEXT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"]);

/** Null when the target has no path (`*`) or its percent-encoding is not UTF-8. */
export function requestPath(target) {
  const raw = target.startsWith("/") ? target : /^https?:\/\/[^/?#]*([^?#]*)/i.exec(target)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw.split(/[?#]/, 1)[0] || "/");
  } catch {
    return null;
  }
}

function routeOfPath(path) {
  const route = path.length > 1 ? path.replace(/\/$/, "") : path;
  return ROUTE_METHODS.has(route) ? route : undefined;
}

export function routeOf(target) {
  const path = requestPath(target);
  return path === null ? undefined : routeOfPath(path);
}

/** 400 for a target without a readable path, 405 with Allow for a method the route does not serve. */
export function requestProblem(method, target) {
  const path = requestPath(target);
  if (path === null) return { status: 400 };
  const route = routeOfPath(path);
  if (route !== undefined) return NEXT_METHODS.has(method) ? null : { status: 405, allow: ROUTE_METHODS.get(route) };
  return method === "GET" || method === "HEAD" ? null : { status: 405, allow: "GET, HEAD" };
}

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
 * Makes every error answer uncacheable (a cache would serve the error in place of the page), and
 * turns Next.js's 500 for an unsatisfiable range into the 416 it should be.
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

/** Only with TRUST_PROXY set, from X-Forwarded-Proto as the client-facing proxy wrote it. */
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

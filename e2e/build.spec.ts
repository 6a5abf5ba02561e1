import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { allRoutes } from "./support/routes";

/** What `npm run build` produced: every page prerendered, and nothing rendered on request but the contact form's answers. */
test("every page, the not-found page, the feed, sitemap and share images are prerendered", () => {
  const read = <T,>(file: string) => JSON.parse(fs.readFileSync(path.resolve(".next", file), "utf8")) as T;
  const prerender = read<{ routes: Record<string, unknown>; dynamicRoutes: Record<string, { fallback: unknown }> }>(
    "prerender-manifest.json",
  );
  const prerendered = new Set(Object.keys(prerender.routes));
  const expected = [
    ...allRoutes(),
    "/_not-found",
    "/book/manage",
    "/insights/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
    ...allRoutes().map((route) => `/og/${route === "/" ? "home" : route.slice(1)}.png`),
  ];
  expect(expected.filter((route) => !prerendered.has(route))).toEqual([]);

  // Parameterised routes render only what was generated; any other slug is a 404, not a render.
  for (const [route, { fallback }] of Object.entries(prerender.dynamicRoutes)) expect(fallback, route).toBe(false);

  const routes = read<{ staticRoutes: { page: string }[] }>("routes-manifest.json");
  const onRequest = routes.staticRoutes.map((route) => route.page).filter((page) => !prerendered.has(page));
  // The APIs, the browser editor's sign-in with GitHub, and the page that shows a form sent
  // without JavaScript back with its problems.
  expect(onRequest.filter((page) => page !== "/_global-error").sort()).toEqual([
    "/admin/auth",
    "/admin/auth/callback",
    "/api/booking",
    "/api/booking/cancel",
    "/api/booking/manage",
    "/api/booking/reschedule",
    "/api/booking/slots",
    "/api/contact",
    "/contact",
  ]);
});

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// Read by next.config.ts only, at build time; the site itself sees the result as BRAND_ASSET_VERSION.

/**
 * Everything that decides how the icons, the raster logo and the share cards are drawn. A change
 * to any of them changes the version, and so the URLs those images are linked at.
 */
export const DRAWING_SOURCES = [
  "app/icon.svg",
  "app/favicon.ico/route.ts",
  "app/apple-touch-icon.png/route.tsx",
  "app/logo.png/route.tsx",
  "app/og/[...path]/route.tsx",
  "lib/brand-mark.tsx",
  "lib/ico.ts",
  "lib/share-image.tsx",
  "node_modules/next/package.json",
  "node_modules/@fontsource/geist/package.json",
];

/** A short hash of the drawing sources; next.config.ts hands it to the build as BRAND_ASSET_VERSION. */
export function drawingVersion(root: string = process.cwd()): string {
  const hash = crypto.createHash("sha256");
  for (const file of DRAWING_SOURCES) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

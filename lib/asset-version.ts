import crypto from "node:crypto";

/**
 * The URL an image built from these inputs is linked at: its path plus a content version, so a
 * client may keep it for a year and still never show an outdated image.
 */
export function versionedUrl(pathname: string, ...inputs: string[]): string {
  const hash = crypto.createHash("sha256").update(process.env.BRAND_ASSET_VERSION ?? "development");
  for (const input of inputs) hash.update(`\0${input}`);
  return `${pathname}?v=${hash.digest("hex").slice(0, 12)}`;
}

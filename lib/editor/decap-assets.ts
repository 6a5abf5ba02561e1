import fs from "node:fs";
import path from "node:path";

/**
 * Decap CMS's browser build, served from its npm package (decap-cms/dist) under /admin/decap-cms/:
 * the main script and the chunks and WebAssembly it fetches next to itself. Source maps and the
 * duplicate cms.js build are left out.
 */
const distDirectory = () => path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules", "decap-cms", "dist");

const served = /^(?:\d+\.)?decap-cms\.js$|^[\da-f]+\.wasm$/;

export function decapAssetNames(): string[] {
  return fs.readdirSync(distDirectory()).filter((name) => served.test(name)).sort();
}

const contentTypes: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".wasm": "application/wasm" };

/** One of Decap's files, or a 404 for any other name. */
export function decapAsset(name: string): Response {
  if (!served.test(name)) return new Response("Not found", { status: 404 });
  const file = path.join(distDirectory(), name);
  if (!fs.existsSync(file)) return new Response("Not found", { status: 404 });
  return new Response(fs.readFileSync(file), { headers: { "Content-Type": contentTypes[path.extname(name)]! } });
}

import path from "node:path";
import { getCommonCopy } from "@/lib/content/pages";

export const dynamic = "force-static";

/**
 * The search dialog's code (lib/search/dialog.ts with MiniSearch), bundled once at build time
 * into one small module. It is outside the framework's chunks on purpose: no page loads it until
 * a visitor reaches for Search, when the page script imports it. The dialog's words
 * (common.yaml, search) are written into it here, so they cost no page anything up front.
 */
export async function GET() {
  const { build } = await import("esbuild");
  const { outputFiles } = await build({
    entryPoints: [path.join(process.cwd(), "lib", "search", "dialog.ts")],
    bundle: true,
    format: "esm",
    target: "es2020",
    minify: true,
    legalComments: "none",
    define: { SEARCH_COPY: JSON.stringify(getCommonCopy().search) },
    write: false,
  });
  const [bundle] = outputFiles;
  if (!bundle) throw new Error("esbuild produced no output for lib/search/dialog.ts");
  return new Response(bundle.text, { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
}

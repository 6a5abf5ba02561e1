import path from "node:path";
import { getCommonCopy } from "@/lib/content/pages";

export const dynamic = "force-static";

/** Bundled on its own, outside the framework's chunks, so no page loads it or its words until a visitor reaches for Search. */
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

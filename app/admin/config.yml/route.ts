import { editorConfigYaml } from "@/lib/content/editor-config";
import { editorSettings } from "@/lib/editor/settings";

export const dynamic = "force-static";

/** The browser editor's forms, generated at build time from the content schemas and lists. */
export function GET() {
  return new Response(editorConfigYaml(editorSettings()), { headers: { "Content-Type": "text/yaml; charset=utf-8" } });
}

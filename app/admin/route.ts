import { adminPage } from "@/lib/editor/admin-page";
import { site } from "@/lib/site";

export const dynamic = "force-static";

/** /admin: the browser editor (Decap CMS); see lib/editor and content/README.md. */
export function GET() {
  return new Response(adminPage(site.name), { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

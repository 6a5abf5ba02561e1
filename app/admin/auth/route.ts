import { startSignIn } from "@/lib/editor/github-sign-in";
import { editorSettings } from "@/lib/editor/settings";

export const dynamic = "force-dynamic";

/** Where the browser editor's "Login with GitHub" popup starts. */
export function GET(request: Request) {
  return startSignIn(request, editorSettings());
}

import { finishSignIn } from "@/lib/editor/github-sign-in";
import { editorSettings } from "@/lib/editor/settings";

export const dynamic = "force-dynamic";

/** Where GitHub sends the editor back with a code. */
export function GET(request: Request) {
  return finishSignIn(request, editorSettings());
}

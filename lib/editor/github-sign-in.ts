import { randomBytes, timingSafeEqual } from "node:crypto";
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_PATH } from "./paths";
import type { EditorSettings } from "./settings";

/** The OAuth step GitHub needs a server for, since the app's secret must never reach the browser. */
const STATE_COOKIE = "editor_sign_in_state";
const GITHUB_AUTHORIZE = "https://github.com/login/oauth/authorize";
const GITHUB_TOKEN = "https://github.com/login/oauth/access_token";
/** Decap asks for "repo"; "public_repo" is enough for a public repository. */
const SCOPES = new Set(["repo", "public_repo"]);

type Fetch = typeof fetch;

const noStore = { "Cache-Control": "no-store" };

function cookie(value: string, settings: EditorSettings, maxAge: number): string {
  const secure = settings.siteUrl.startsWith("https://") ? "; Secure" : "";
  return `${STATE_COOKIE}=${value}; Path=${SIGN_IN_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** Answers the editor window's handshake, to a window of this origin and no other. */
function handshakePage(outcome: { token: string } | { error: string }, status: number, settings: EditorSettings): Response {
  const message =
    "token" in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  // "<" is escaped so no value can close the script element.
  const script = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  const lost = `This window has lost its link to the editor. Close it and sign in again from ${settings.siteUrl}/admin.`;
  const text = "token" in outcome ? "Signed in. This window closes by itself." : `Sign-in failed: ${outcome.error}`;
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Signing in</title></head>
<body>
<p id="status">${text.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char]!)}</p>
<script>
(() => {
  const message = ${script(message)};
  const origin = window.location.origin;
  if (!window.opener) {
    document.getElementById("status").textContent = ${script(lost)};
    return;
  }
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.source !== window.opener) return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage("authorizing:github", origin);
})();
</script>
</body>
</html>
`;
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...noStore } });
}

const notSetUp =
  "signing in with GitHub is not set up on this site: set CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (content/README.md, \"Connect the editor to GitHub\")";

/** On to GitHub, with a state only this browser holds. */
export function startSignIn(request: Request, settings: EditorSettings): Response {
  if (!settings.oauth) return handshakePage({ error: notSetUp }, 503, settings);
  const requested = new URL(request.url).searchParams.get("scope") ?? "repo";
  const state = randomBytes(32).toString("hex");
  const authorize = new URL(GITHUB_AUTHORIZE);
  authorize.searchParams.set("client_id", settings.oauth.clientId);
  authorize.searchParams.set("redirect_uri", `${settings.siteUrl}${SIGN_IN_CALLBACK_PATH}`);
  authorize.searchParams.set("scope", SCOPES.has(requested) ? requested : "repo");
  authorize.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.toString(), "Set-Cookie": cookie(state, settings, 600), ...noStore },
  });
}

function sameState(expected: string | undefined, received: string | null): boolean {
  if (!expected || !received || expected.length !== received.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(received));
}

function stateCookie(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  return header
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === STATE_COOKIE)?.[1];
}

export async function finishSignIn(request: Request, settings: EditorSettings, fetchToken: Fetch = fetch): Promise<Response> {
  if (!settings.oauth) return handshakePage({ error: notSetUp }, 503, settings);
  const url = new URL(request.url);
  const answer = (outcome: { token: string } | { error: string }, status: number) => {
    const response = handshakePage(outcome, status, settings);
    response.headers.append("Set-Cookie", cookie("", settings, 0));
    return response;
  };
  const refused = url.searchParams.get("error_description") ?? url.searchParams.get("error");
  if (refused) return answer({ error: `GitHub answered: ${refused}` }, 400);
  if (!sameState(stateCookie(request), url.searchParams.get("state"))) {
    return answer({ error: "this sign-in was not started from this browser, or took longer than ten minutes; sign in again" }, 400);
  }
  const code = url.searchParams.get("code");
  if (!code) return answer({ error: "GitHub sent no code; sign in again" }, 400);

  let result: { access_token?: string; error?: string; error_description?: string };
  try {
    const response = await fetchToken(GITHUB_TOKEN, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: settings.oauth.clientId,
        client_secret: settings.oauth.clientSecret,
        code,
        redirect_uri: `${settings.siteUrl}${SIGN_IN_CALLBACK_PATH}`,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    result = (await response.json()) as typeof result;
  } catch {
    return answer({ error: "GitHub could not be reached; try again in a moment" }, 502);
  }
  if (!result.access_token) {
    return answer({ error: `GitHub refused the sign-in: ${result.error_description ?? result.error ?? "no token"}` }, 502);
  }
  return answer({ token: result.access_token }, 200);
}

import { finishSignIn, startSignIn } from "./github-sign-in";
import type { EditorSettings } from "./settings";
import { editorSettings } from "./settings";

/** The OAuth step of the browser editor's sign-in, with GitHub's token endpoint played by a stub. */
const settings: EditorSettings = {
  siteUrl: "https://www.example.com",
  branch: "main",
  oauth: { clientId: "client-id", clientSecret: "client-secret" },
};

function started(scope = "repo") {
  const response = startSignIn(new Request(`https://www.example.com/admin/auth?provider=github&site_id=www.example.com&scope=${scope}`), settings);
  const location = new URL(response.headers.get("location")!);
  const cookie = response.headers.get("set-cookie")!;
  return { response, location, cookie, state: location.searchParams.get("state")! };
}

const callback = (query: string, cookie?: string) =>
  new Request(`https://www.example.com/admin/auth/callback?${query}`, { headers: cookie ? { cookie } : {} });

/** The message the popup's page hands to the editor window. */
const messageOf = async (response: Response) => {
  const html = await response.text();
  return JSON.parse(/const message = (".*?");/.exec(html)![1]!) as string;
};

describe("signing in to the browser editor with GitHub", () => {
  it("sends the popup to GitHub with the app's id, the callback on this site and a state kept in an HttpOnly cookie", () => {
    const { response, location, cookie, state } = started();
    expect(response.status).toBe(302);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: "client-id",
      redirect_uri: "https://www.example.com/admin/auth/callback",
      scope: "repo",
    });
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).toBe(`editor_sign_in_state=${state}; Path=/admin/auth; HttpOnly; SameSite=Lax; Max-Age=600; Secure`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(started("public_repo").location.searchParams.get("scope")).toBe("public_repo");
    expect(started("admin:org").location.searchParams.get("scope")).toBe("repo");
  });

  it("exchanges GitHub's code with the secret and hands the token to an editor window of this origin only", async () => {
    const { state, cookie } = started();
    const calls: { url: string; body: unknown }[] = [];
    const github = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ access_token: "gho_token</script>", token_type: "bearer", scope: "repo" });
    }) as unknown as typeof fetch;
    const response = await finishSignIn(callback(`code=the-code&state=${state}`, cookie.split(";")[0]), settings, github);
    expect(response.status).toBe(200);
    expect(calls).toEqual([
      {
        url: "https://github.com/login/oauth/access_token",
        body: { client_id: "client-id", client_secret: "client-secret", code: "the-code", redirect_uri: "https://www.example.com/admin/auth/callback" },
      },
    ]);
    const html = await response.clone().text();
    // The token never closes the script it sits in, and the state cookie is cleared.
    expect(html).not.toContain("gho_token</script>");
    expect(await messageOf(response)).toBe('authorization:github:success:{"token":"gho_token</script>","provider":"github"}');
    expect(html).toContain("window.opener.postMessage(message, origin)");
    expect(html).toContain("if (event.origin !== origin || event.source !== window.opener) return;");
    expect(response.headers.get("set-cookie")).toContain("editor_sign_in_state=; Path=/admin/auth; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("refuses a callback whose state this browser did not start, without asking GitHub", async () => {
    const { state } = started();
    const github = jest.fn();
    for (const request of [callback(`code=c&state=${state}`), callback(`code=c&state=${state}`, `editor_sign_in_state=${"0".repeat(64)}`)]) {
      const response = await finishSignIn(request, settings, github as unknown as typeof fetch);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toMatch(/^authorization:github:error:\{"message":"this sign-in was not started from this browser/);
    }
    expect(github).not.toHaveBeenCalled();
  });

  it("passes GitHub's refusal on to the editor, and says when sign-in is not set up", async () => {
    const { state, cookie } = started();
    const refusing = (async () => Response.json({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." })) as unknown as typeof fetch;
    const refused = await finishSignIn(callback(`code=old&state=${state}`, cookie.split(";")[0]), settings, refusing);
    expect(refused.status).toBe(502);
    expect(await messageOf(refused)).toBe('authorization:github:error:{"message":"GitHub refused the sign-in: The code passed is incorrect or expired."}');

    const notSetUp = startSignIn(new Request("https://www.example.com/admin/auth?provider=github"), { ...settings, oauth: undefined });
    expect(notSetUp.status).toBe(503);
    expect(await messageOf(notSetUp)).toMatch(/set CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET/);
  });

  it("reads its settings from the environment, and refuses a repository that is not owner/name", () => {
    expect(editorSettings({ CMS_GITHUB_REPO: "arcforge/website", CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: "secret" })).toMatchObject({
      repo: "arcforge/website",
      branch: "main",
      oauth: { clientId: "id", clientSecret: "secret" },
    });
    expect(editorSettings({ CMS_GITHUB_CLIENT_ID: "id" }).oauth).toBeUndefined();
    expect(() => editorSettings({ CMS_GITHUB_REPO: "https://github.com/arcforge/website" })).toThrow(/CMS_GITHUB_REPO must be the repository as owner\/name/);
  });
});

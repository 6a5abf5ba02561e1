import type { EditorTarget } from "@/lib/content/editor-config";
import { siteUrl } from "@/lib/site";

/**
 * The browser editor's settings, from the environment: the GitHub repository it opens pull
 * requests on (read when the site is built, like SITE_URL) and the OAuth app it signs editors in
 * with (read by the server when someone signs in).
 *
 *   CMS_GITHUB_REPO=owner/name, CMS_GITHUB_BRANCH (default main)
 *   CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET: the OAuth app whose callback URL is
 *   <SITE_URL>/admin/auth/callback
 */
export type EditorSettings = EditorTarget & { oauth?: { clientId: string; clientSecret: string } };

export function editorSettings(env: Record<string, string | undefined> = process.env): EditorSettings {
  const repo = env.CMS_GITHUB_REPO?.trim() || undefined;
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(`CMS_GITHUB_REPO must be the repository as owner/name, e.g. arcforge/website (got "${repo}")`);
  }
  const clientId = env.CMS_GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.CMS_GITHUB_CLIENT_SECRET?.trim();
  return {
    siteUrl,
    repo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    oauth: clientId && clientSecret ? { clientId, clientSecret } : undefined,
  };
}

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Pages rendered on request carry the framework's inline scripts, different on every request, so
 * no build-time hash can allow them. Such a page gets the site's policy (with the hashes the
 * post-build step added) plus a nonce of its own, which Next.js puts on its inline scripts when the
 * request carries the policy.
 */
let built: string | null | undefined;

/** The site's Content-Security-Policy as the build left it in its routes manifest. */
function builtPolicy(distDir: string): string | null {
  if (built !== undefined) return built;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as { headers?: { headers: { key: string; value: string }[] }[] };
    const policies = (manifest.headers ?? []).flatMap((rule) => rule.headers).filter((header) => header.key === "Content-Security-Policy");
    built = policies.find((policy) => /script-src[^;]*'sha256-/.test(policy.value))?.value ?? null;
  } catch {
    built = null;
  }
  return built;
}

/** The policy for one request to a page rendered on request, and its nonce; null where inline scripts are allowed anyway (development, the plain build). */
export function dynamicPagePolicy(distDir = path.join(process.cwd(), ".next")): { policy: string; nonce: string } | null {
  const policy = builtPolicy(distDir);
  if (!policy) return null;
  const nonce = crypto.randomBytes(16).toString("base64");
  return { policy: policy.replace(/script-src/, `script-src 'nonce-${nonce}'`), nonce };
}

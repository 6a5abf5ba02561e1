/**
 * PLAIN_NEXT=1 at build time builds the plain Next.js site: the framework's own script tags and
 * page data, server components rendered the usual way, next/link. next.config.ts inlines the
 * setting, so each build carries only the code of its own mode.
 */
export const PLAIN_NEXT = process.env.PLAIN_NEXT === "1";

export const plainNextFromEnv = (env: Record<string, string | undefined> = process.env) => env.PLAIN_NEXT?.trim() === "1";

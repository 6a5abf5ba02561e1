import type { ServerResponse } from "node:http";

export const ROUTE_METHODS: Map<string, string>;
export function requestPath(target: string): string | null;
export function routeOf(target: string): string | undefined;
export function requestProblem(method: string, target: string): { status: 400 } | { status: 405; allow: string } | null;
export function guardErrorAnswers(response: ServerResponse): void;
export function httpsRedirect(target: string, forwardedProto: string | string[] | undefined, options: { trustProxy: number; siteUrl: string | undefined }): string | null;
export function siteUrlForRedirect(env: Record<string, string | undefined>, distDir: string): string | undefined;

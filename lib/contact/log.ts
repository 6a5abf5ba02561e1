import { safeErrorText } from "./store";

/** Callers pass event names, ids, counts and reasons only: never a visitor's name, address, message or IP. */
type Fields = Record<string, string | number | boolean | null | undefined>;

function write(level: "info" | "warn" | "error", event: string, fields: Fields) {
  if (process.env.CONTACT_LOG === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, scope: "contact", event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
}

export const log = {
  info: (event: string, fields: Fields = {}) => write("info", event, fields),
  warn: (event: string, fields: Fields = {}) => write("warn", event, fields),
  error: (event: string, fields: Fields = {}) => write("error", event, fields),
};

/** Short, with any e-mail address masked; store and mail errors never name a visitor's fields. */
export function describeError(error: unknown): { code: string; message: string } {
  if (error && typeof error === "object") {
    const { code, responseCode, message } = error as { code?: unknown; responseCode?: unknown; message?: unknown };
    const codes = [code, responseCode].filter((part) => part !== undefined && part !== null && part !== "").map(String);
    const firstLine = typeof message === "string" ? (message.split("\n")[0] ?? "") : "";
    return {
      code: safeErrorText(codes.join(" ") || (error instanceof Error ? error.name : "unknown")),
      message: safeErrorText([...codes, firstLine].filter(Boolean).join(" ") || "unknown error"),
    };
  }
  return { code: "unknown", message: safeErrorText(String(error)) };
}

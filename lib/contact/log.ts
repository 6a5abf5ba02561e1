/**
 * Structured, one-line JSON logs for the inquiry pipeline. Callers pass event names, ids, counts
 * and reasons only: never a visitor's name, address, message or IP.
 */
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

import path from "node:path";

import { chromiumArgs, testChromiumPath } from "./chromium";

/** How every browser test starts Chromium (the headless shell, ./chromium.ts). */
export const chromiumLaunchOptions = { executablePath: testChromiumPath, args: chromiumArgs };

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/**
 * A port for a spec's own server: E2E_PORT + 100 + offset (offsets 0-99, unique across specs), so
 * that runs with E2E_PORTs 200 apart on one machine never answer each other's requests.
 */
export const extraPort = (offset: number) => E2E_PORT + 100 + offset;

/** Environment for a test server: loopback only, its own SQLite file, no mail, no rate limit. */
export function e2eServerEnv({
  port,
  dataDir,
  extra = {},
}: {
  port: number;
  dataDir: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined) env[key] = value;
  }
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  return {
    ...env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: `file:${path.resolve(dataDir, "inquiries.db")}`,
    CONTACT_ALLOWED_ORIGINS: `http://127.0.0.1:${port},http://localhost:${port}`,
    CONTACT_RATE_LIMIT: "0",
    ...extra,
  };
}

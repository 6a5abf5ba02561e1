import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { e2eServerEnv } from "./env";

export type TestServer = {
  origin: string;
  port: number;
  dataDir: string;
  /** Stops the server the way a deploy would (SIGTERM), or crashes it (SIGKILL). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
};

async function waitUntilUp(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/robots.txt`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server at ${origin} did not start within ${timeoutMs} ms`);
}

/**
 * Starts the production server (server.mjs, the built app in .next) on loopback with its own data
 * folder and settings, for tests that need something other than the shared test server.
 */
export async function startServer({
  port,
  dataDir,
  env = {},
  fresh = true,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Empty the data folder first. */
  fresh?: boolean;
}): Promise<TestServer> {
  const absolute = path.resolve(dataDir);
  if (fresh) fs.rmSync(absolute, { recursive: true, force: true });
  fs.mkdirSync(absolute, { recursive: true });
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: path.resolve(__dirname, "../.."),
    env: e2eServerEnv({ port, dataDir: absolute, extra: env }) as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(origin, child, 30_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    origin,
    port,
    dataDir: absolute,
    output: () => log,
    stop: (signal = "SIGTERM") =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

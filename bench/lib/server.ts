/**
 * Builds and serves scratch copies: `next build` with a timeout and the build's peak memory,
 * a free loopback port, the production server (`node server.mjs`, or `next start` for the bare
 * app) started in its own process group, and a wait until it answers.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { deferBuild } from "../../lib/speed/post-build";
import { cpuSnapshot, otherWorkCpus } from "./contention";
import { sampleTree } from "./memory";
import { start, stop, waitFor, type Started } from "./proc";
import { NEXT_BIN } from "./workspace";

export type BuildResult = {
  seconds: number;
  /** User + system CPU time of the build's processes (sampled; misses each process's last 200 ms). */
  cpuSeconds: number;
  /** One-minute load average when the build started and ended. */
  loadAverage: [number, number];
  /** Average number of CPUs other programs kept busy during the build (see contention.ts). */
  otherWorkCpus: number;
  peakMB: number;
  peakProcesses: number;
  samples: number;
  log: string;
};

/**
 * `next build` in `dir`. The Next CLI runs straight under node (what `npx next build` ends up
 * executing) so no npm wrapper process is counted in the memory figure.
 */
export async function nextBuild(
  dir: string,
  {
    env = {},
    timeoutMs,
    label,
    deferScripts = true,
  }: {
    env?: Record<string, string | undefined>;
    timeoutMs: number;
    label: string;
    /** Run the site's post-build step (lib/speed/post-build.ts), as `npm run build` does. */
    deferScripts?: boolean;
  },
): Promise<BuildResult> {
  fs.rmSync(path.join(dir, ".next"), { recursive: true, force: true });
  const log = path.join(path.dirname(dir), `${label}.build.log`);
  fs.writeFileSync(log, "");
  const began = performance.now();
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = cpuSnapshot();
  const started = start(process.execPath, [NEXT_BIN, "build"], {
    cwd: dir,
    env: { NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    logFile: log,
  });
  const sampler = sampleTree(started.pid);
  let memory: ReturnType<typeof sampler.stop>;
  try {
    await waitFor(started, timeoutMs, `next build (${label})`);
    if (deferScripts) deferBuild(path.join(dir, ".next"));
  } finally {
    memory = sampler.stop();
  }
  return {
    seconds: (performance.now() - began) / 1000,
    cpuSeconds: memory.cpuSeconds,
    loadAverage: [loadBefore, os.loadavg()[0]!],
    otherWorkCpus: otherWorkCpus(cpuBefore, cpuSnapshot()),
    peakMB: memory.peakBytes / 1024 / 1024,
    peakProcesses: memory.peakProcesses,
    samples: memory.samples,
    log,
  };
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export type Server = { origin: string; port: number; process: Started; stop: () => Promise<void> };

/** Whether a started server process is still running. */
export function isRunning(server: Server): boolean {
  return server.process.child.exitCode === null && server.process.child.signalCode === null;
}

/** How a server process ended, e.g. "SIGTERM" or "exit code 1". */
export function howItEnded(server: Server): string {
  const { exitCode, signalCode } = server.process.child;
  return signalCode ?? `exit code ${exitCode}`;
}

/** Polls `url` until it answers (any status) or the timeout passes; fails early if the server exits. */
async function waitUntilUp(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | string | null = null;
  void started.exited.then((code) => {
    exited = code;
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`server exited (${exited}) before answering\n${started.tail()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: "manual" });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs / 1000} s\n${started.tail()}`);
}

/** Starts `node server.mjs` of a built copy on 127.0.0.1 with a scratch SQLite file and no mail. */
export async function startSite(
  dir: string,
  { dataDir, timeoutMs = 60_000, port: wantedPort }: { dataDir: string; timeoutMs?: number; port?: number },
): Promise<Server> {
  const port = wantedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  fs.mkdirSync(dataDir, { recursive: true });
  const started = start(process.execPath, ["server.mjs"], {
    cwd: dir,
    env: {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      CONTACT_RATE_LIMIT: "0",
      DATABASE_URL: `file:${path.join(dataDir, "inquiries.db")}`,
      CONTACT_ALLOWED_ORIGINS: origin,
      SMTP_URL: undefined,
      CONTENT_DIR: undefined,
      TRUST_PROXY: undefined,
    },
    logFile: path.join(dataDir, "server.log"),
  });
  try {
    await waitUntilUp(`${origin}/`, started, timeoutMs);
  } catch (error) {
    await stop(started);
    throw error;
  }
  return { origin, port, process: started, stop: () => stop(started) };
}

/** Starts `next start` for the bare app on 127.0.0.1. */
export async function startBare(dir: string, { timeoutMs = 60_000 }: { timeoutMs?: number } = {}): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = start(process.execPath, [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    logFile: path.join(dir, "..", `${path.basename(dir)}.server.log`),
  });
  try {
    await waitUntilUp(`${origin}/`, started, timeoutMs);
  } catch (error) {
    await stop(started);
    throw error;
  }
  return { origin, port, process: started, stop: () => stop(started) };
}

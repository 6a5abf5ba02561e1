import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { deferBuild } from "../../lib/speed/post-build";
import { e2eServerEnv } from "./env";

/**
 * A second, throw-away build of the site for specs that need different content: the project is
 * copied to a scratch folder (node_modules hard-linked, because Turbopack will not resolve packages
 * through a symlink that leaves the project), built with its own environment and served on its
 * own loopback port.
 */

const run = promisify(execFile);

/** Top-level entries of the project that a scratch copy does not need. */
const SKIPPED = new Set(["node_modules", ".next", ".git", ".tmp", "test-results", "playwright-report", "blob-report", "coverage", "data", path.join("bench", ".work")]);

export async function copyProject(from: string, to: string) {
  // Entry by entry, bench/ too: the benchmark's copies sit inside the project, in bench/.work.
  const entries = async (folder: string) => (await fs.promises.readdir(path.join(from, folder))).map((name) => path.join(folder, name));
  for (const entry of [...(await entries("")), ...(await entries("bench"))]) {
    if (SKIPPED.has(entry) || entry === "bench" || entry.endsWith(".tsbuildinfo")) continue;
    await fs.promises.cp(path.join(from, entry), path.join(to, entry), { recursive: true });
  }
  await linkNodeModules(path.join(from, "node_modules"), to);
}

/** Gives `to` the packages of `from` as hard links, a copy only where the file system allows none. */
export async function linkNodeModules(from: string, to: string) {
  const modules = fs.realpathSync(from);
  try {
    await run("cp", ["-al", modules, path.join(to, "node_modules")]);
  } catch {
    await fs.promises.rm(path.join(to, "node_modules"), { recursive: true, force: true });
    await fs.promises.cp(modules, path.join(to, "node_modules"), { recursive: true, verbatimSymlinks: true });
  }
}

/** Runs a command to completion; rejects with the tail of its output if it fails. */
export function runCommand(command: string, args: string[], options: { cwd: string; env: Record<string, string> }) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

/** `next build` and its post-build step in the given project copy, as `npm run build` does, with extra environment (e.g. CONTENT_DIR). */
export async function nextBuild(projectDir: string, extraEnv: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    // next build sets NODE_ENV itself and warns about any other value.
    if (value !== undefined && key !== "NODE_ENV") env[key] = value;
  }
  Object.assign(env, { NEXT_TELEMETRY_DISABLED: "1" }, extraEnv);
  const output = await runCommand(process.execPath, [path.join(projectDir, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: projectDir,
    env,
  });
  deferBuild(path.join(projectDir, ".next"));
  return output;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = { origin: string; process: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Starts `node server.mjs` from a built project copy and waits until it answers. */
export async function startServer(projectDir: string, extra: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(projectDir, ".tmp", "e2e-data");
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: projectDir,
    env: e2eServerEnv({ port, dataDir, extra }) as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return { origin, process: child, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server.mjs did not answer on ${origin} within 60 s:\n${output}`);
}

/**
 * Child processes of the benchmark. Each leads its own process group, so a build, a server or a
 * browser is stopped with everything it started; every wait is bounded; and stopAll() ends
 * whatever is still running however the run ends.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

export type Started = {
  child: ChildProcess;
  pid: number;
  /** The exit code, or the signal's name, once the process has ended. */
  exited: Promise<number | string>;
  /** The last few kilobytes of output, for error messages. */
  tail: () => string;
};

const live = new Set<Started>();

/** The current environment with `extra` on top; an undefined value removes the variable. */
function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return env;
}

export function start(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined>; logFile?: string; pipes?: boolean },
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: childEnv(options.env ?? {}),
    detached: true,
    // File descriptors 3 and 4: the DevTools protocol's pipe (browser.ts).
    stdio: options.pipes ? ["ignore", "pipe", "pipe", "pipe", "pipe"] : ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: "a" }) : null;
  let tail = "";
  const onData = (chunk: Buffer) => {
    log?.write(chunk);
    tail = (tail + chunk.toString("utf8")).slice(-4000);
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<number | string>((resolve) => {
    const end = (outcome: number | string) => {
      live.delete(started);
      log?.end();
      resolve(outcome);
    };
    child.on("exit", (code, signal) => end(code ?? signal ?? "unknown"));
    child.on("error", (error) => end(`spawn error: ${error.message}`));
  });
  const started: Started = { child, pid: child.pid, exited, tail: () => tail };
  live.add(started);
  return started;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** SIGTERM to the process group, SIGKILL after `graceMs`, and SIGKILL to whatever it left behind. */
export async function stop(started: Started, graceMs = 5000): Promise<void> {
  signalGroup(started.pid, "SIGTERM");
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs).unref());
  if ((await Promise.race([started.exited, timer])) === "timeout") signalGroup(started.pid, "SIGKILL");
  await started.exited;
  signalGroup(started.pid, "SIGKILL");
}

/** Rejects with a clear message if `promise` has not settled within `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a command to completion within `timeoutMs`; rejects with its output's tail on failure. */
export async function run(
  command: string,
  args: string[],
  options: Parameters<typeof start>[2] & { timeoutMs: number },
): Promise<void> {
  const started = start(command, args, options);
  const what = `${command} ${args.join(" ")}`.slice(0, 200);
  const outcome = await withTimeout(started.exited, options.timeoutMs, what).catch(async (error: Error) => {
    await stop(started);
    throw new Error(`${error.message}\n${started.tail()}`);
  });
  signalGroup(started.pid, "SIGKILL");
  if (outcome !== 0) throw new Error(`${what} failed (${outcome})\n${started.tail()}`);
}

/** Stops every process still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((started) => stop(started, 3000)));
}

/** The last resort as the process exits: SIGKILL to every group still running. */
export function killAllNow(): void {
  for (const started of live) signalGroup(started.pid, "SIGKILL");
}

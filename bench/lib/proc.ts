/**
 * Child processes for the benchmark: each runs as the leader of its own process group so the
 * whole tree (npm, next, its workers, Chromium) can be killed at once, every run has a timeout,
 * and killAll() ends whatever is still running when the suite stops, even after a failure.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

const live = new Set<Started>();
const groups = new Set<number>();

/** Every process group this module has started (each child leads its own). */
export function startedGroups(): ReadonlySet<number> {
  return groups;
}

export type RunOptions = {
  cwd: string;
  env?: Record<string, string | undefined>;
  /** Kill the process group and reject after this long. */
  timeoutMs: number;
  /** Where to append the child's stdout and stderr (a log file), instead of discarding them. */
  logFile?: string;
  /** Echo a prefix line for each chunk of output on the console. */
  echo?: string;
  /** Two more pipes, as file descriptors 3 (to the child) and 4 (from it). */
  extraPipes?: boolean;
};

export type Started = {
  child: ChildProcess;
  pid: number;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** The last few kilobytes of output, for error messages. */
  tail: () => string;
};

/** An environment with only defined values, based on the current one plus `extra`. */
export function childEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, ...extra })) {
    if (value !== undefined) env[key] = value;
  }
  return env;
}

/** Starts a command in its own process group; output goes to `logFile` and a short in-memory tail. */
export function start(command: string, args: string[], options: Omit<RunOptions, "timeoutMs">): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: childEnv(options.env) as NodeJS.ProcessEnv,
    detached: true,
    stdio: options.extraPipes ? ["ignore", "pipe", "pipe", "pipe", "pipe"] : ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: "a" }) : null;
  let tail = "";
  const onData = (chunk: Buffer) => {
    log?.write(chunk);
    tail = (tail + chunk.toString("utf8")).slice(-4000);
    if (options.echo) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line.trim()) console.info(`  ${options.echo} ${line}`);
      }
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<number | string>((resolve) => {
    child.on("exit", (code, signal) => {
      live.delete(started);
      log?.end();
      resolve(code ?? signal ?? "unknown");
    });
    child.on("error", (error) => {
      live.delete(started);
      log?.end();
      resolve(`spawn error: ${error.message}`);
    });
  });
  const started: Started = { child, pid: child.pid, exited, tail: () => tail };
  live.add(started);
  groups.add(child.pid);
  return started;
}

/** Sends a signal to a whole process group; ignores groups that are already gone. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the group, then SIGKILL if it has not exited within `graceMs`. */
export async function stop(started: Started, graceMs = 5000): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) {
    signalGroup(started.pid, "SIGKILL"); // Leftover grandchildren, if any.
    return;
  }
  signalGroup(started.pid, "SIGTERM");
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs).unref());
  if ((await Promise.race([started.exited, timer])) === "timeout") signalGroup(started.pid, "SIGKILL");
  await started.exited;
  signalGroup(started.pid, "SIGKILL");
}

/** Waits for a started process to exit; rejects on a non-zero exit or when the timeout passes. */
export async function waitFor(started: Started, timeoutMs: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const outcome = await Promise.race([started.exited, timeout]);
  clearTimeout(timer);
  if (outcome === "timeout") {
    await stop(started);
    throw new Error(`${what} timed out after ${Math.round(timeoutMs / 1000)} s\n${started.tail()}`);
  }
  signalGroup(started.pid, "SIGKILL"); // Anything the command left behind in its group.
  if (outcome !== 0) throw new Error(`${what} failed (${outcome})\n${started.tail()}`);
}

/** Runs a command to completion; rejects on a non-zero exit or when the timeout passes. */
export async function run(command: string, args: string[], options: RunOptions): Promise<void> {
  await waitFor(start(command, args, options), options.timeoutMs, `${command} ${args.join(" ")}`);
}

/** Kills every process group this module started that is still alive. */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((started) => stop(started, 3000)));
}

/** Last resort when the process is exiting: synchronous SIGKILL of every group still alive. */
export function killAllNow(): void {
  for (const started of live) signalGroup(started.pid, "SIGKILL");
}

/** Rejects with a clear message if `promise` has not settled within `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out after ${Math.round(ms / 1000)} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

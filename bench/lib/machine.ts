/**
 * The conditions of a run: the machine, the software, the commit, and how much other work the
 * machine did meanwhile. Timings on a shared machine are pessimistic by that much; Linux only.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_PATH } from "./config";
import { PROJECT } from "./apps";

const CLOCK_TICKS = 100;

const quiet = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { cwd: PROJECT, encoding: "utf8", timeout: 10_000, stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
};

const version = (name: string) => (JSON.parse(fs.readFileSync(path.join(PROJECT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

export function describeRun(): { machine: string; software: string; commit: string } {
  const cpus = os.cpus();
  const dirty = quiet("git", ["status", "--porcelain"]) !== "";
  return {
    machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}`,
    software: `Node ${process.version}, ${quiet(CHROMIUM_PATH, ["--version"])}, Next.js ${version("next")}, React ${version("react")}, Lighthouse ${version("lighthouse")}`,
    commit: `${quiet("git", ["rev-parse", "--short", "HEAD"])}${dirty ? " (with uncommitted changes)" : ""}`,
  };
}

/** CPU seconds (user and system) of a process and of the children it has waited for. */
function processSeconds(pid: number | "self"): { ppid: number; seconds: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 4 (ppid) and 14-17 (utime, stime, cutime, cstime), counted from the state, field 3.
    return { ppid: Number(fields[1]), seconds: fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / CLOCK_TICKS };
  } catch {
    return null;
  }
}

/** This process and every process below it: their CPU seconds, ended children included. */
function ourSeconds(): number {
  const all = new Map<number, { ppid: number; seconds: number }>();
  for (const name of fs.readdirSync("/proc")) {
    const info = /^\d+$/.test(name) ? processSeconds(Number(name)) : null;
    if (info) all.set(Number(name), info);
  }
  let total = 0;
  const queue = [process.pid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += all.get(pid)?.seconds ?? 0;
    for (const [child, info] of all) if (info.ppid === pid) queue.push(child);
  }
  return total;
}

function machineBusySeconds(): number {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

/** Starts a stopwatch; calling what it returns gives the average number of CPUs other programs kept busy since. */
export function otherWork(): () => number {
  const at = performance.now();
  const busy = machineBusySeconds();
  const ours = ourSeconds();
  return () => {
    const seconds = (performance.now() - at) / 1000;
    const other = machineBusySeconds() - busy - (ourSeconds() - ours);
    return seconds > 0 ? Math.max(0, other / seconds) : 0;
  };
}

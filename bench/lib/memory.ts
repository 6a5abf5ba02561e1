/**
 * Peak memory and CPU time of a process tree, from /proc: every `intervalMs` the resident set
 * sizes of the root process, all its descendants and every member of its process group are
 * summed and the largest sum is kept; the CPU time (user + system) last seen for each process is
 * summed at the end. CPU time is far less sensitive than wall-clock time to other work on the
 * machine. Linux only.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

function getconf(name: string, fallback: number): number {
  try {
    return Number(execFileSync("getconf", [name], { encoding: "utf8" }).trim()) || fallback;
  } catch {
    return fallback;
  }
}

const PAGE_SIZE = getconf("PAGESIZE", 4096);
export const CLOCK_TICKS = getconf("CLK_TCK", 100);

type ProcInfo = {
  pid: number;
  ppid: number;
  pgid: number;
  rssBytes: number;
  /** User + system time of the process itself. */
  cpuSeconds: number;
  /** Start time (clock ticks after boot): with the pid, identifies a process even if its pid is reused. */
  startTicks: number;
};

function readProc(pid: number): ProcInfo | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may contain spaces; fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // fields[0] = state (field 3), so field N is fields[N - 3].
    return {
      pid,
      ppid: Number(fields[1]),
      pgid: Number(fields[2]),
      rssBytes: Number(fields[21]) * PAGE_SIZE,
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
      startTicks: Number(fields[19]),
    };
  } catch {
    return null; // The process ended while we looked.
  }
}

/** Every process on the machine right now. */
export function allProcesses(): ProcInfo[] {
  const all: ProcInfo[] = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const info = readProc(Number(name));
    if (info) all.push(info);
  }
  return all;
}

/**
 * The members of a tree right now: the root, its descendants and every member of the process
 * groups in `groups` (by default the group the root leads), which catches orphans re-parented away.
 */
export function treeMembers(rootPid: number, groups: ReadonlySet<number> = new Set([rootPid]), all = allProcesses()): ProcInfo[] {
  const children = new Map<number, ProcInfo[]>();
  for (const info of all) {
    const list = children.get(info.ppid) ?? [];
    list.push(info);
    children.set(info.ppid, list);
  }
  const members = new Map<number, ProcInfo>();
  const root = all.find((info) => info.pid === rootPid);
  const queue = root ? [root] : [];
  while (queue.length > 0) {
    const info = queue.pop()!;
    if (members.has(info.pid)) continue;
    members.set(info.pid, info);
    queue.push(...(children.get(info.pid) ?? []));
  }
  for (const info of all) if (groups.has(info.pgid)) members.set(info.pid, info);
  return [...members.values()];
}

export type TreeUsage = { peakBytes: number; peakProcesses: number; cpuSeconds: number; samples: number };

export type TreeSampler = {
  /** Stops sampling and returns the peak summed RSS, the peak process count and the CPU time. */
  stop: () => TreeUsage;
};

export function sampleTree(rootPid: number, intervalMs = 200): TreeSampler {
  let peakBytes = 0;
  let peakProcesses = 0;
  let samples = 0;
  const cpuByPid = new Map<number, number>();
  const sample = () => {
    const members = treeMembers(rootPid);
    samples += 1;
    const bytes = members.reduce((sum, info) => sum + info.rssBytes, 0);
    if (bytes > peakBytes) peakBytes = bytes;
    if (members.length > peakProcesses) peakProcesses = members.length;
    for (const info of members) cpuByPid.set(info.pid, Math.max(cpuByPid.get(info.pid) ?? 0, info.cpuSeconds));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      const cpuSeconds = [...cpuByPid.values()].reduce((sum, seconds) => sum + seconds, 0);
      return { peakBytes, peakProcesses, cpuSeconds, samples };
    },
  };
}

/**
 * How much other work competed with the benchmark: the machine's busy CPU time (/proc/stat) minus
 * the CPU time of this process and everything it started. A monitor samples those processes
 * every 500 ms (descendants of this process plus every process group the suite started, which
 * catches workers orphaned when a build exits) and keeps the CPU time last seen for each, so
 * processes that have ended still count. Between two snapshots, the difference divided by the
 * wall-clock time is the average number of CPUs other programs kept busy. Unlike the load
 * average, it does not count the benchmark's own builds, browsers and servers. Linux only.
 */
import fs from "node:fs";
import { allProcesses, CLOCK_TICKS, treeMembers } from "./memory";
import { startedGroups } from "./proc";

export type CpuSnapshot = { at: number; machineBusy: number; ours: number };

/** CPU seconds last seen per process of ours, keyed by pid and start time. */
const seen = new Map<string, number>();
let timer: NodeJS.Timeout | null = null;

function machineBusySeconds(): number {
  const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

function sampleOurs(): void {
  for (const info of treeMembers(process.pid, startedGroups(), allProcesses())) {
    seen.set(`${info.pid}@${info.startTicks}`, info.cpuSeconds);
  }
}

/** Starts sampling the suite's processes; call once at the start of the run. */
export function startCpuMonitor(): void {
  sampleOurs();
  timer ??= setInterval(sampleOurs, 500);
  timer.unref();
}

export function stopCpuMonitor(): void {
  if (timer) clearInterval(timer);
  timer = null;
}

export function cpuSnapshot(): CpuSnapshot {
  sampleOurs();
  let ours = 0;
  for (const seconds of seen.values()) ours += seconds;
  return { at: performance.now(), machineBusy: machineBusySeconds(), ours };
}

/** Average number of CPUs kept busy by other programs between two snapshots (never negative). */
export function otherWorkCpus(before: CpuSnapshot, after: CpuSnapshot): number {
  const seconds = (after.at - before.at) / 1000;
  if (seconds <= 0) return 0;
  const other = after.machineBusy - before.machineBusy - (after.ours - before.ours);
  return Math.max(0, other / seconds);
}

import { mainThreadTime, type TraceEvent } from "./main-thread";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number, name = "RunTask"): TraceEvent => ({ name, ph: "X", pid, tid, ts, dur, tdur });

describe("the main thread's time in a load", () => {
  // Renderer 1 is another page (about:blank, say); renderer 2 parsed the measured document.
  const events: TraceEvent[] = [
    thread(1, 11, "CrRendererMain"),
    thread(2, 21, "CrRendererMain"),
    thread(2, 22, "Compositor"),
    { name: "ParseHTML", ph: "X", pid: 1, tid: 11, ts: 0, dur: 10, args: { beginData: { url: "about:blank" } } },
    { name: "ParseHTML", ph: "X", pid: 2, tid: 21, ts: 1_000, dur: 500, args: { beginData: { url: "http://127.0.0.1:1/page?__bench=stripped" } } },
    task(1, 11, 0, 90_000, 80_000),
    task(2, 21, 1_000, 40_000, 20_000),
    // The same task as the one above, recorded a second time by the scheduler: counted once.
    task(2, 21, 1_000, 40_000, 20_000, "ThreadControllerImpl::RunTask"),
    task(2, 21, 60_000, 10_000, 9_000),
    // A task nested in the next one, and a trace event that is not a task.
    task(2, 21, 100_000, 30_000, 25_000),
    task(2, 21, 105_000, 5_000, 5_000),
    { name: "Layout", ph: "X", pid: 2, tid: 21, ts: 200_000, dur: 70_000, tdur: 70_000 },
    // Another thread of the same renderer.
    task(2, 22, 0, 500_000, 500_000),
  ];

  it("sums the CPU and wall time of the measured page's main-thread tasks, each counted once", () => {
    expect(mainThreadTime(events, "/page")).toEqual({ cpuMs: 54, wallMs: 80, tasks: 3 });
  });

  it("says so when the trace holds no document at the path", () => {
    expect(() => mainThreadTime(events, "/other")).toThrow("the trace has no document parsed at /other");
  });
});

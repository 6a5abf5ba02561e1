import { createFairGate } from "./fair-gate.mjs";

/** A task that stays running until released. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => done, release };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createFairGate", () => {
  it("runs at most `concurrency` tasks at once and starts the next when one ends", async () => {
    const gate = createFairGate({ concurrency: 2, spacingMs: 0 });
    const started: number[] = [];
    const tasks = Array.from({ length: 4 }, () => held());
    const runs = tasks.map((held, index) => gate.run("203.0.113.1", () => (started.push(index), held.task())));
    await tick();
    expect(started).toEqual([0, 1]);
    tasks[1]!.release();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks.forEach((held) => held.release());
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it("takes the next task in turn from each waiting client, so a flood does not queue others behind all of it", async () => {
    const gate = createFairGate({ concurrency: 1, spacingMs: 0 });
    const order: string[] = [];
    const runs = [
      ...Array.from({ length: 5 }, (_, index) => gate.run("flood", () => void order.push(`flood ${index}`))),
      gate.run("visitor", () => void order.push("visitor")),
      gate.run("other", () => void order.push("other")),
    ];
    await Promise.all(runs);
    expect(order.slice(0, 4)).toEqual(["flood 0", "flood 1", "visitor", "other"]);
    expect(order).toHaveLength(7);
  });

  it("starts one task at most every `spacingMs`", async () => {
    const gate = createFairGate({ concurrency: 10, spacingMs: 40 });
    const startedAt: number[] = [];
    await Promise.all(Array.from({ length: 4 }, () => gate.run("flood", () => void startedAt.push(performance.now()))));
    const gaps = startedAt.slice(1).map((at, index) => at - startedAt[index]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(39);
  });

  it("spaces the starts only while other work is under way", async () => {
    let busy = false;
    const gate = createFairGate({ concurrency: 10, spacingMs: 200, paced: () => busy });
    const started = performance.now();
    await Promise.all(Array.from({ length: 5 }, () => gate.run("api", () => undefined)));
    expect(performance.now() - started).toBeLessThan(150);
    busy = true;
    const paced = performance.now();
    await Promise.all(Array.from({ length: 2 }, () => gate.run("api", () => undefined)));
    expect(performance.now() - paced).toBeGreaterThanOrEqual(199);
  });

  it("passes on a task's result and its failure, and keeps going after a failure", async () => {
    const gate = createFairGate({ concurrency: 1, spacingMs: 0 });
    await expect(gate.run("a", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(gate.run("a", () => 42)).resolves.toBe(42);
  });
});

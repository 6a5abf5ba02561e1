export type FairGate = {
  run<T>(client: string, task: () => T | Promise<T>): Promise<T>;
};

export function createFairGate(options: { concurrency: number; spacingMs: number; paced?: () => boolean }): FairGate;

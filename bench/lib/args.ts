/**
 * Command-line options of `npm run bench`, so parts of the suite can be run alone while iterating:
 *   --only=lighthouse,cpu,js,menu,load,scaling   which measurements to take (default: all)
 *   --sizes=12,120,1200                 article counts for the build-scaling builds
 *   --runs=3                            Lighthouse runs per page (main-thread loads: at least 5; taps per moment at 4× CPU)
 *   --duration=10 --connections=20      autocannon settings
 *   --scaling-timeout=30                minutes allowed for each build-scaling build
 *   --reuse-build                       serve the existing bench/.work/site build (and bare app) instead of rebuilding
 *   --pages=home,article                which pages to measure (keys in config.ts PAGES; default: all)
 *   --throttling=simulated,devtools     Lighthouse throttling methods (default: both)
 */
import { PAGES, THROTTLING, type Throttling } from "./config";

export const PARTS = ["lighthouse", "cpu", "js", "menu", "load", "scaling"] as const;
export type Part = (typeof PARTS)[number];

export type Options = {
  only: Set<Part>;
  sizes: number[];
  runs: number;
  loadSeconds: number;
  connections: number;
  scalingTimeoutMin: number;
  reuseBuild: boolean;
  /** Keys of the pages to measure. */
  pages: string[];
  throttling: Throttling[];
};

export const USAGE = `Usage: npm run bench -- [--only=${PARTS.join(",")}] [--sizes=12,120,1200] [--runs=3]
                      [--duration=10] [--connections=20] [--scaling-timeout=30] [--reuse-build]
                      [--pages=${PAGES.map((page) => page.key).join(",")}] [--throttling=${THROTTLING.join(",")}]`;

/** A comma-separated list of names, each one of `allowed`, in the order of `allowed`. */
function names<T extends string>(flag: string, value: string, allowed: readonly T[]): T[] {
  const given = value.split(",").map((item) => item.trim()).filter(Boolean);
  const unknown = given.filter((item) => !(allowed as readonly string[]).includes(item));
  if (given.length === 0 || unknown.length > 0) throw new Error(`--${flag} takes ${allowed.join(", ")} (got "${value}")`);
  return allowed.filter((item) => given.includes(item));
}

function positiveInts(name: string, value: string): number[] {
  const numbers = value.split(",").map((item) => Number(item.trim()));
  if (numbers.length === 0 || numbers.some((number) => !Number.isInteger(number) || number < 1)) {
    throw new Error(`--${name} takes positive whole numbers separated by commas (got "${value}")`);
  }
  return numbers;
}

function positiveInt(name: string, value: string): number {
  const [number] = positiveInts(name, value);
  return number!;
}

export function parseArgs(argv: string[]): Options {
  const options: Options = {
    only: new Set(PARTS),
    sizes: [12, 120, 1200],
    runs: 3,
    loadSeconds: 10,
    connections: 20,
    scalingTimeoutMin: 30,
    reuseBuild: false,
    pages: PAGES.map((page) => page.key),
    throttling: [...THROTTLING],
  };
  for (const arg of argv) {
    const [flag, value = ""] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    switch (flag) {
      case "--only":
        options.only = new Set(names("only", value, PARTS));
        break;
      case "--pages":
        options.pages = names("pages", value, PAGES.map((page) => page.key));
        break;
      case "--throttling":
        options.throttling = names("throttling", value, THROTTLING);
        break;
      case "--sizes":
        options.sizes = [...new Set(positiveInts("sizes", value))].sort((a, b) => a - b);
        break;
      case "--runs":
        options.runs = positiveInt("runs", value);
        break;
      case "--duration":
        options.loadSeconds = positiveInt("duration", value);
        break;
      case "--connections":
        options.connections = positiveInt("connections", value);
        break;
      case "--scaling-timeout":
        options.scalingTimeoutMin = positiveInt("scaling-timeout", value);
        break;
      case "--reuse-build":
        options.reuseBuild = true;
        break;
      case "--help":
      case "-h":
        console.info(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option "${arg}"\n${USAGE}`);
    }
  }
  return options;
}

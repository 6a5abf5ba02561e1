/**
 * The options of `npm run bench`, each narrowing what a run measures:
 *   --only=lighthouse,js,menu     which parts (and any of run.ts SERVER_PARTS)
 *   --pages=home,article          which pages (config.ts PAGES)
 *   --builds=full,plain           which builds of the site
 *   --throttling=simulated,devtools
 *   --runs=3                      runs of every figure, whose median counts
 *   --reuse-build                 serve the builds of the last run again
 */
import { BUILDS, MODES, PAGES, type Build, type Mode } from "./config";

export type Options = { only: string[]; pages: string[]; builds: Build[]; modes: Mode[]; runs: number; reuseBuild: boolean };

export const PAGE_PARTS = ["lighthouse", "js", "menu"];
const DEFAULT_RUNS = 3;

/** A comma-separated list of names, each one of `allowed`, kept in the order of `allowed`. */
function names<T extends string>(flag: string, value: string, allowed: readonly T[]): T[] {
  const given = value.split(",").map((item) => item.trim());
  if (given.some((item) => !allowed.includes(item as T)) || given.length === 0) throw new Error(`--${flag} takes some of ${allowed.join(", ")} (got "${value}")`);
  return allowed.filter((item) => given.includes(item));
}

export function parseArgs(argv: string[], serverParts: string[]): Options {
  const options: Options = { only: [...PAGE_PARTS, ...serverParts], pages: PAGES.map((page) => page.key), builds: [...BUILDS], modes: [...MODES], runs: DEFAULT_RUNS, reuseBuild: false };
  for (const arg of argv) {
    const [flag, value = ""] = arg.split(/=(.*)/s, 2) as [string, string?];
    if (flag === "--only") options.only = names("only", value, [...PAGE_PARTS, ...serverParts]);
    else if (flag === "--pages") options.pages = names("pages", value, PAGES.map((page) => page.key));
    else if (flag === "--builds") options.builds = names("builds", value, BUILDS);
    else if (flag === "--throttling") options.modes = names("throttling", value, MODES);
    else if (flag === "--reuse-build") options.reuseBuild = true;
    else if (flag === "--runs") {
      if (!/^[1-9]\d*$/.test(value)) throw new Error(`--runs takes a whole number above 0 (got "${value}")`);
      options.runs = Number(value);
    } else throw new Error(`unknown option "${arg}"; see bench/lib/args.ts`);
  }
  return options;
}

/** Whether a run measures everything, as the report of record must. */
export const isFullRun = (options: Options, serverParts: string[]) =>
  options.only.length === PAGE_PARTS.length + serverParts.length &&
  options.pages.length === PAGES.length &&
  options.builds.length === BUILDS.length &&
  options.modes.length === MODES.length &&
  options.runs >= DEFAULT_RUNS &&
  !options.reuseBuild;

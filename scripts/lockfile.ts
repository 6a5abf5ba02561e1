/**
 * `npm ci` refuses a lock file that lacks any package the dependency tree names, including the
 * native binaries built for other platforms (a lock written on Linux alone misses the macOS and
 * Windows ones). This finds those gaps so a test can fail before a fresh clone does.
 */

type LockEntry = {
  version?: string;
  optionalDependencies?: Record<string, string>;
};

export type Lockfile = { lockfileVersion?: number; packages?: Record<string, LockEntry> };

/** Names such as @next/swc-darwin-arm64, lightningcss-win32-x64-msvc, @esbuild/aix-ppc64, @img/sharp-wasm32. */
const platformToken =
  /(?:^|[-/])(?:darwin|linux|linuxmusl|win32|android|freebsd|openbsd|netbsd|sunos|aix|openharmony|wasm32|webcontainers)(?:[-/]|$)/;

export function isPlatformPackage(name: string): boolean {
  return platformToken.test(name);
}

/** Where Node would find `name` from the package installed at `from` (its own folder, then each parent's). */
function resolveFrom(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent < 0 ? "" : dir.slice(0, parent);
  }
}

export type MissingPlatformPackage = { parent: string; name: string; wanted: string; found?: string };

/**
 * Every platform variant that a package of the lock lists in its optionalDependencies but the lock
 * does not hold (or holds at another version than the exact one asked for).
 */
export function missingPlatformPackages(lock: Lockfile): MissingPlatformPackage[] {
  if (lock.lockfileVersion === undefined || lock.lockfileVersion < 2 || !lock.packages) {
    throw new Error("package-lock.json must be lockfileVersion 2 or 3 (written by npm 7 or later)");
  }
  const packages = lock.packages;
  const missing: MissingPlatformPackage[] = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, wanted] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!isPlatformPackage(name)) continue;
      const resolved = resolveFrom(packages, location, name);
      const found = resolved ? packages[resolved]?.version : undefined;
      const exact = /^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(wanted);
      if (!resolved || (exact && found !== wanted)) {
        missing.push({ parent: location.replace(/^node_modules\//, "").replace(/\/node_modules\//g, " > "), name, wanted, found });
      }
    }
  }
  return missing;
}

export function describeMissing({ parent, name, wanted, found }: MissingPlatformPackage): string {
  return found
    ? `${name}@${wanted} (needed by ${parent}) is locked at ${found}`
    : `${name}@${wanted} (needed by ${parent}) is not in package-lock.json`;
}

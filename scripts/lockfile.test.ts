import fs from "node:fs";
import path from "node:path";
import { describeMissing, isPlatformPackage, missingPlatformPackages, type Lockfile } from "./lockfile";

const realLock = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package-lock.json"), "utf8")) as Lockfile;

describe("package-lock.json", () => {
  it("holds every platform package of every native dependency, so `npm ci` works on Linux, macOS and Windows", () => {
    expect(missingPlatformPackages(realLock).map(describeMissing)).toEqual([]);
  });

  it("is checked for the native dependencies we know of (the name pattern still matches them)", () => {
    const packages = realLock.packages ?? {};
    const nativeParents = Object.entries(packages)
      .filter(([, entry]) => Object.keys(entry.optionalDependencies ?? {}).some(isPlatformPackage))
      .map(([location]) => location.replace(/^.*node_modules\//, ""));
    expect(nativeParents).toEqual(
      expect.arrayContaining(["next", "@tailwindcss/oxide", "lightningcss", "sharp", "libsql", "esbuild", "unrs-resolver"]),
    );
    for (const name of ["@next/swc-darwin-arm64", "@next/swc-win32-x64-msvc", "@next/swc-linux-x64-gnu"]) {
      expect(packages[`node_modules/${name}`]?.version).toBe(packages["node_modules/next"]?.version);
    }
  });
});

describe("missingPlatformPackages", () => {
  const lock = (packages: Lockfile["packages"]): Lockfile => ({ lockfileVersion: 3, packages });
  const native = {
    version: "1.0.0",
    optionalDependencies: { "tool-darwin-arm64": "1.0.0", "tool-linux-x64-gnu": "1.0.0", "tool-win32-x64-msvc": "1.0.0", helper: "^2.0.0" },
  };

  it("names a platform package the lock lacks, and the package that needs it", () => {
    const found = missingPlatformPackages(
      lock({
        "": { version: "1.0.0" },
        "node_modules/tool": native,
        "node_modules/tool-linux-x64-gnu": { version: "1.0.0" },
        "node_modules/tool-win32-x64-msvc": { version: "1.0.0" },
      }),
    );
    expect(found.map(describeMissing)).toEqual(["tool-darwin-arm64@1.0.0 (needed by tool) is not in package-lock.json"]);
  });

  it("names a platform package locked at another version than its parent asks for", () => {
    const found = missingPlatformPackages(
      lock({
        "node_modules/tool": native,
        "node_modules/tool-darwin-arm64": { version: "0.9.0" },
        "node_modules/tool-linux-x64-gnu": { version: "1.0.0" },
        "node_modules/tool-win32-x64-msvc": { version: "1.0.0" },
      }),
    );
    expect(found.map(describeMissing)).toEqual(["tool-darwin-arm64@1.0.0 (needed by tool) is locked at 0.9.0"]);
  });

  it("finds a nested copy where Node would, and ignores optional dependencies that are not platform builds", () => {
    const found = missingPlatformPackages(
      lock({
        "node_modules/host": { version: "3.0.0" },
        "node_modules/host/node_modules/tool": native,
        "node_modules/host/node_modules/tool-darwin-arm64": { version: "1.0.0" },
        "node_modules/tool-linux-x64-gnu": { version: "1.0.0" },
        "node_modules/tool-win32-x64-msvc": { version: "1.0.0" },
      }),
    );
    expect(found).toEqual([]);
  });

  it("refuses a lock file too old to list packages by location", () => {
    expect(() => missingPlatformPackages({ lockfileVersion: 1 })).toThrow(/lockfileVersion 2 or 3/);
  });

  it.each([
    ["@next/swc-darwin-arm64", true],
    ["@esbuild/aix-ppc64", true],
    ["@img/sharp-wasm32", true],
    ["lightningcss-win32-x64-msvc", true],
    ["@libsql/linux-x64-gnu", true],
    ["@unrs/resolver-binding-openharmony-arm64", true],
    ["sharp", false],
    ["fsevents", false],
    ["@img/colour", false],
  ])("recognises %s as a platform package: %s", (name, expected) => {
    expect(isPlatformPackage(name)).toBe(expected);
  });
});

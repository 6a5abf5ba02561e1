/**
 * Builds the plain Next.js site (PLAIN_NEXT=1, lib/speed/README.md) in a scratch copy of the
 * project and prints the copy's folder, for the test line's smoke run (scripts/test.sh plain).
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { copyProject, runCommand } from "../e2e/support/scratch-build";

async function main() {
  const root = path.resolve(__dirname, "..");
  const site = path.join(os.tmpdir(), `arcforge-plain-${process.env.E2E_PORT ?? "3100"}`);
  fs.rmSync(site, { recursive: true, force: true });
  await copyProject(root, site);
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const output = await runCommand("npm", ["run", "build"], { cwd: site, env: { ...env, PLAIN_NEXT: "1" } });
  console.error(output.split("\n").filter((line) => line.includes("PLAIN_NEXT")).join("\n"));
  console.log(site);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import fs from "node:fs";
import path from "node:path";
import { load } from "js-yaml";

/**
 * The pull-request workflow is valid YAML and runs exactly the steps of scripts/test.sh, the
 * README's test line: nothing that only CI can run, nothing the local line skips.
 */
const root = path.join(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

type Step = { name?: string; run?: string; uses?: string; if?: string; with?: Record<string, unknown> };
type Job = {
  "runs-on": string;
  if?: string;
  needs?: string | string[];
  strategy?: { matrix?: { node?: number[] } };
  container?: { image?: string };
  steps: Step[];
};
type Workflow = { on: { pull_request?: unknown; push?: { branches?: string[] } }; jobs: Record<string, Job> };

const workflow = load(read(".github/workflows/ci.yml")) as Workflow;
const testScript = read("scripts/test.sh");

/** The steps test.sh runs with no arguments, in order. */
const localSteps = (() => {
  const match = /^steps=\(([^)]*)\)$/m.exec(testScript);
  if (!match) throw new Error("scripts/test.sh no longer lists its steps as steps=(...)");
  return match[1]!.trim().split(/\s+/);
})();

/** Steps test.sh runs only when named. */
const optionalSteps = (() => {
  const match = /^optional=\(([^)]*)\)$/m.exec(testScript);
  return match ? match[1]!.trim().split(/\s+/) : [];
})();

const runs = (job: Job) => job.steps.filter((step) => step.run !== undefined).map((step) => step.run!.trim());
const stepCall = (step: string) => `./scripts/test.sh ${step}`;

describe("scripts/test.sh", () => {
  it("defines a function for each step it lists, and no other", () => {
    const defined = [...testScript.matchAll(/^step_(\w+)\(\)/gm)].map((match) => match[1]);
    expect(defined).toEqual([...localSteps, ...optionalSteps]);
    expect(localSteps).toEqual(["system", "install", "content", "lint", "typecheck", "unit", "build", "e2e", "engines", "plain"]);
    expect(optionalSteps).toEqual(["latest", "speed"]);
  });

  it("gives PostgreSQL to the unit and browser steps, each run on its own as the workflow runs them", () => {
    // Without it, the store's tests and the two-instance browser tests would skip, not fail.
    expect(testScript).toMatch(/^use_postgres\(\) \{\n  export REQUIRE_POSTGRES=1\n/m);
    expect(testScript).toMatch(/^step_unit\(\) \{ use_postgres; /m);
    expect(testScript).toMatch(/^step_e2e\(\) \{ use_postgres; /m);
  });

  it("installs with npm ci, as CI systems do, and is what .ci/run and the README's test line run", () => {
    expect(testScript).toMatch(/^step_install\(\) \{ npm ci\b/m);
    // Only the optional step that tries the newest Next.js installs anything else, without saving it.
    expect(testScript.replace(/^step_latest\(\).*$/m, "")).not.toMatch(/npm install/);
    expect(read(".ci/run")).toMatch(/^\.\/scripts\/test\.sh$/m);
    expect(read("README.md")).toContain("./scripts/test.sh");
  });
});

describe(".github/workflows/ci.yml", () => {
  it("runs on every pull request and on pushes to main", () => {
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on.push?.branches).toEqual(["main"]);
  });

  it("starts with a fast job that installs with npm ci and runs the content check alone", () => {
    const content = workflow.jobs.content!;
    expect(content.needs).toBeUndefined();
    expect(runs(content)).toEqual([stepCall("install"), stepCall("content")]);
    // GitHub sets GITHUB_ACTIONS=true, which turns the check's annotations on (see lib/content/report.ts).
    expect(read("scripts/content-check.ts")).toContain('process.env.GITHUB_ACTIONS === "true"');
    expect(testScript).toMatch(/^step_content\(\) \{ npm run content:check; \}/m);
  });

  it("then tests on the oldest Node the site supports and on the newest LTS", () => {
    const test = workflow.jobs.test!;
    expect(test.needs).toBe("content");
    const versions = test.strategy?.matrix?.node ?? [];
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    const oldest = Number(/(\d+)/.exec(engines)![1]);
    expect(versions).toEqual([oldest, 24]);
    expect(test.container?.image).toBe("node:${{ matrix.node }}-bookworm");
  });

  it("runs every step of scripts/test.sh, in its order, and nothing else", () => {
    expect(runs(workflow.jobs.test!)).toEqual(localSteps.map(stepCall));
  });

  it("has a job that builds with the newest Next.js release and runs the speed module's tests, off pull requests", () => {
    const job = workflow.jobs["newest-next"]!;
    expect(runs(job)).toEqual(["system", "install", "latest", "build", "speed"].map(stepCall));
    expect(job.if).toBe("github.event_name != 'pull_request'");
    expect(testScript).toMatch(/^step_latest\(\) \{ npm install --no-save [^}]*next@latest react@latest react-dom@latest; \}/m);
  });

  it("runs no command of its own: every other step is a pinned action", () => {
    const allowedActions = ["actions/checkout@v4", "actions/setup-node@v4", "actions/cache@v4", "actions/upload-artifact@v4"];
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) {
        if (step.run !== undefined) expect(step.run.trim()).toMatch(/^\.\/scripts\/test\.sh \w+$/);
        else expect(allowedActions).toContain(step.uses);
      }
    }
  });
});

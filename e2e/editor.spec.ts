import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { filesUnder } from "../lib/content/root";
import { extraPort } from "./support/env";
import { scriptFilesOfPages } from "./support/page-weight";

/**
 * The browser editor at /admin (Decap CMS), in its local mode on loopback: decap-server, started
 * here on a scratch Git repository holding a copy of content/ (never the real one), plays GitHub.
 * Saving puts the entry on a branch of its own, as a pull request would; publishing merges it, and
 * the content check runs on what was merged. content/README.md says how to connect GitHub itself.
 */

const PROXY_PORT = extraPort(60);
/** Where Decap looks for its local proxy; the test sends those requests on to decap-server's port. */
const DEFAULT_PROXY = "http://localhost:8081";

/** A link to /admin, or Decap named anywhere. */
const adminOrDecap = /["'(]\/admin[/"'?#)]|decap/i;

/**
 * Strings only the editor's code holds: Decap's browser build (its manual-start switch), and
 * lib/content/editor-config.ts (its commit messages, and its errors when a schema has no form).
 */
const editorTokens = [
  { token: "CMS_MANUAL_INIT", source: "node_modules/decap-cms/dist/decap-cms.js" },
  { token: "(browser editor)", source: "lib/content/editor-config.ts" },
  { token: "the browser editor has no ", source: "lib/content/editor-config.ts" },
];

let workDir = "";
let proxy: ChildProcess | undefined;

function git(...args: string[]): string {
  const result = spawnSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", ...args], { cwd: workDir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcforge-editor-"));
  await fs.promises.cp(path.join(process.cwd(), "content"), path.join(workDir, "content"), { recursive: true });
  await fs.promises.cp(path.join(process.cwd(), "public", "images"), path.join(workDir, "public", "images"), { recursive: true });
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all");
  git("commit", "--quiet", "--message=The site's content");
  // npm run editor, pointed at the scratch repository, with the review workflow on its branches.
  proxy = spawn(process.execPath, ["--import", "tsx", "scripts/editor-local.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(PROXY_PORT), GIT_REPO_DIRECTORY: workDir, MODE: "git", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proxy.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  proxy.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${PROXY_PORT}/api/v1`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' });
      if (answer.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || proxy.exitCode !== null) throw new Error(`decap-server did not start on ${PROXY_PORT}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (proxy && proxy.exitCode === null) {
    const exited = new Promise((resolve) => proxy!.once("exit", resolve));
    proxy.kill("SIGTERM");
    await exited;
  }
  if (workDir) await fs.promises.rm(workDir, { recursive: true, force: true });
});

test("/admin is kept out of the site: not indexed, not in the sitemap, and no page links to it or loads any of it", async ({ request }) => {
  const admin = await request.get("/admin");
  expect(admin.status()).toBe(200);
  expect(admin.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");

  const pages = filesUnder(path.join(process.cwd(), ".next", "server", "app")).filter((file) => file.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(50);
  const htmls = pages.map((page) => fs.readFileSync(page, "utf8"));
  pages.forEach((page, index) => expect(htmls[index], page).not.toMatch(adminOrDecap));

  // The page data and chunks the pages run, those loaded on demand too: none holds the editor's code.
  // Each token is still in its source, so a renamed one cannot pass by matching nothing.
  for (const { token, source } of editorTokens) expect(fs.readFileSync(source, "utf8").includes(token), `${source} holds ${JSON.stringify(token)}`).toBe(true);
  const scripts = scriptFilesOfPages(htmls);
  expect(scripts.filter((file) => file.includes(`${path.sep}page-data${path.sep}`)).length).toBeGreaterThan(50);
  for (const script of scripts) {
    const code = fs.readFileSync(script, "utf8");
    expect(adminOrDecap.exec(code)?.[0], script).toBeUndefined();
    expect(editorTokens.filter(({ token }) => code.includes(token)), script).toEqual([]);
  }
});

test("an editor creates an article in the forms, saves it for review and publishes it; the file lands in content/insights and passes the content check", async ({ page }) => {
  test.setTimeout(120_000);
  let loaded = 0;
  page.on("requestfinished", async (request) => {
    if (new URL(request.url()).pathname.startsWith("/admin")) loaded += (await request.sizes()).responseBodySize;
  });
  // Sent on as they are: fetched and fulfilled here, a request still under way when the editor
  // moves on after publishing would fail the test.
  await page.route(`${DEFAULT_PROXY}/**`, (route) => route.continue({ url: route.request().url().replace(DEFAULT_PROXY, `http://127.0.0.1:${PROXY_PORT}`) }));

  await page.goto("/admin");
  await page.getByRole("button", { name: "Login" }).click();
  await page.locator('a[href$="/collections/insights/new"]').click();

  const title = "Supply Chain Resilience: Where AI Earns Its Keep";
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt", { exact: true }).fill("Too short.");
  await page
    .getByLabel("Summary", { exact: true })
    .fill("Most supply chain AI pilots stall because they optimise a forecast nobody acts on. This article shows where returns last and how to start.");
  // Pick-lists offer what the check accepts: the declared categories, the authors.
  for (const [label, typed] of [["Category", "AI Strat"], ["Badge colour", "amber"], ["Author", "Hannah"]] as const) {
    await page.getByLabel(label, { exact: true }).fill(typed);
    await page.keyboard.press("Enter");
  }
  await page.getByLabel("Closing heading", { exact: true }).fill("Stress-test your supply chain plan");
  await page.getByLabel("Closing text", { exact: true }).fill("In a free 30-minute session we will review one of your planning decisions.");
  await page.getByLabel("Closing button", { exact: true }).fill("Plan Your Next Step");
  const body = page.locator('[aria-label="markdown field"]');
  await body.getByRole("switch").click();
  await body.getByRole("textbox").fill(
    "Most plans fail at the handover from forecast to order.\n\n## Where AI earns its keep\n\nIn replenishment, where the decision is made every day. [Our strategy work](/services/ai-strategy) starts there.\n",
  );

  // The form holds the check's rules: a too-short excerpt is refused with its length rule.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Excerpt didn't match the pattern: 60 to 240 characters.", { exact: false })).toBeVisible();
  await page.getByLabel("Excerpt", { exact: true }).fill("Which supply chain decisions AI improves today, which it does not, and how to tell the two apart.");

  // Saved, the article is a draft on a branch of its own, like a pull request; nothing is on main yet.
  const slug = "supply-chain-resilience-where-ai-earns-its-keep";
  const file = path.join(workDir, "content", "insights", `${slug}.md`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible();
  expect(git("branch", "--list", "--format=%(refname:short)").split("\n")).toContain(`cms/insights/${slug}`);
  expect(fs.existsSync(file)).toBe(false);

  // Ready, then published: the branch is merged.
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(true);
  expect(git("log", "-1", "--format=%s")).toContain(`Add Article “${slug}” (browser editor)`);
  const written = fs.readFileSync(file, "utf8");
  expect(written).toContain(`title: "${title}"`);
  expect(written).toMatch(/^category: AI Strategy$/m);
  expect(written).toMatch(/^author: hannah-osei$/m);
  expect(written).toMatch(/^publishedAt: \d{4}-\d{2}-\d{2}$/m);
  expect(written).toContain("\n## Where AI earns its keep\n");

  const check = spawnSync(process.execPath, [require.resolve("tsx/cli"), "--conditions=react-server", "scripts/content-check.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, CONTENT_DIR: path.join(workDir, "content"), PUBLIC_DIR: path.join(workDir, "public"), GITHUB_ACTIONS: "" },
    encoding: "utf8",
  });
  expect(check.stderr).toBe("");
  expect(check.status).toBe(0);
  expect(check.stdout).toMatch(/Content check passed.*13 insights/);

  // What /admin loads, compressed as served: recorded for the report, and held under a ceiling.
  console.info(`/admin loaded ${(loaded / 1024).toFixed(0)} KB from this site`);
  test.info().annotations.push({ type: "admin-bytes", description: String(loaded) });
  expect(loaded).toBeLessThan(2_000 * 1024);
});

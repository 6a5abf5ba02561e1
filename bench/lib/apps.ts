/**
 * The apps the benchmark serves, each a scratch copy under bench/.work (gitignored): the site as
 * `npm run build` builds it, the same site built plain (PLAIN_NEXT=1), and a bare Next.js app on
 * the same versions. Nothing here writes to the project itself.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { copyProject, linkNodeModules } from "../../e2e/support/scratch-build";
import { TIMEOUTS, type Build } from "./config";
import { run, start, stop, withTimeout } from "./proc";

export const PROJECT = path.resolve(__dirname, "..", "..");
export const WORK = path.join(PROJECT, "bench", ".work");
const NODE_MODULES = path.join(PROJECT, "node_modules");
/** The app's own Next.js CLI, so that it and the app load the same React. */
const nextBin = (dir: string) => path.join(dir, "node_modules", "next", "dist", "bin", "next");


/** Removes and recreates a folder under bench/.work. */
export function freshDir(dir: string): string {
  if (!path.resolve(dir).startsWith(WORK + path.sep)) throw new Error(`refusing to clear ${dir}: not under ${WORK}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export const isBuilt = (dir: string) => fs.existsSync(path.join(dir, ".next", "BUILD_ID"));

/** Copies the project into `dir` and builds it as `npm run build` does, plain or full. */
export async function buildSite(dir: string, build: Build): Promise<void> {
  freshDir(dir);
  await copyProject(PROJECT, dir);
  await run("npm", ["run", "build"], {
    cwd: dir,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: undefined,
      NEXT_DIST_DIR: undefined,
      CONTENT_DIR: undefined,
      PLAIN_NEXT: build === "plain" ? "1" : undefined,
      DATABASE_URL: `file:${path.join(dir, "build.db")}`,
    },
    logFile: `${dir}.build.log`,
    timeoutMs: TIMEOUTS.buildMs,
  });
}

/**
 * The least a Next.js App Router app can be, on the project's Next.js and React: `/` is a layout
 * and a heading; `/menu` adds a header button that opens a dialog from a one-line inline script
 * listening on the document, the least a page with a menu that works before hydration can be.
 */
export async function buildBare(dir: string): Promise<void> {
  freshDir(dir);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const version = (name: string) => (JSON.parse(fs.readFileSync(path.join(NODE_MODULES, name, "package.json"), "utf8")) as { version: string }).version;
  write("package.json", JSON.stringify({ private: true, dependencies: { next: version("next"), react: version("react"), "react-dom": version("react-dom") } }));
  write(
    "tsconfig.json",
    JSON.stringify({
      compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], strict: true, noEmit: true, skipLibCheck: true, module: "esnext", moduleResolution: "bundler", isolatedModules: true, jsx: "react-jsx", plugins: [{ name: "next" }] },
      include: ["**/*.ts", "**/*.tsx"],
    }),
  );
  // Below the project, Next.js would take the project's folder for the app's root (its lock file)
  // and find the project's instrumentation and proxy: the app's own root and files keep it bare.
  write("next.config.mjs", `export default { turbopack: { root: ${JSON.stringify(dir)} } };\n`);
  write("instrumentation.ts", "export function register() {}\n");
  write("app/layout.tsx", 'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n');
  write("app/page.tsx", "export default function Home() {\n  return <h1>Hello, Next.js</h1>;\n}\n");
  write(
    "app/menu/page.tsx",
    `const OPEN = 'document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-sheet-open]");if(!b)return;var d=document.getElementById(b.getAttribute("data-sheet-open"));if(d&&!d.open){d.show();b.setAttribute("aria-expanded","true")}})';
export default function Menu() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: OPEN }} />
      <header><button type="button" data-sheet-open="menu" aria-expanded="false" suppressHydrationWarning style={{ padding: 16 }}>Menu</button></header>
      <dialog id="menu" aria-label="Menu" suppressHydrationWarning><a href="/">Home</a></dialog>
      <main><h1>Hello, Next.js</h1></main>
      <footer><p>Footer</p></footer>
    </>
  );
}
`,
  );
  await linkNodeModules(NODE_MODULES, dir);
  await run(process.execPath, [nextBin(dir), "build"], { cwd: dir, env: { NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: undefined }, logFile: `${dir}.build.log`, timeoutMs: TIMEOUTS.buildMs });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Server = { origin: string; stop: () => Promise<void> };

/**
 * Serves a built copy on loopback: the site with its own server (`node server.mjs`, default
 * settings, a scratch database, no mail), the bare app with `next start`.
 */
export async function serve(dir: string, kind: "site" | "bare"): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", HOST: "127.0.0.1", PORT: String(port) };
  const started =
    kind === "site"
      ? start(process.execPath, ["server.mjs"], {
          cwd: dir,
          env: { ...env, DATABASE_URL: `file:${path.join(freshDir(`${dir}-data`), "inquiries.db")}`, CONTACT_ALLOWED_ORIGINS: origin, SMTP_URL: undefined, CONTENT_DIR: undefined, TRUST_PROXY: undefined },
          logFile: `${dir}.server.log`,
        })
      : start(process.execPath, [nextBin(dir), "start", "-H", "127.0.0.1", "-p", String(port)], { cwd: dir, env, logFile: `${dir}.server.log` });
  const answers = async () => {
    for (;;) {
      if (started.child.exitCode !== null) throw new Error(`the server in ${dir} exited before answering\n${started.tail()}`);
      const ok = await fetch(origin, { signal: AbortSignal.timeout(2000) }).then((response) => response.arrayBuffer().then(() => true), () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  try {
    await withTimeout(answers(), TIMEOUTS.serverStartMs, `the server in ${dir}`);
  } catch (error) {
    await stop(started);
    throw error;
  }
  return { origin, stop: () => stop(started) };
}

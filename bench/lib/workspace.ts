/**
 * Scratch copies under bench/.work (gitignored): the project copied without its build output,
 * caches and local data, with node_modules symlinked to the real one; and a bare Next.js app
 * used as the JavaScript floor. Nothing here writes to the project itself.
 */
import fs from "node:fs";
import path from "node:path";

export const PROJECT = path.resolve(__dirname, "..", "..");
export const BENCH = path.join(PROJECT, "bench");
export const WORK = path.join(BENCH, ".work");
export const NODE_MODULES = path.join(PROJECT, "node_modules");

/** Top-level entries of the project that are not copied. `bench` holds this suite and its scratch. */
const EXCLUDED = new Set([
  "node_modules",
  ".next",
  ".git",
  "bench",
  "test-results",
  "playwright-report",
  "blob-report",
  "coverage",
  ".tmp",
  "data",
  ".swc",
  "tsconfig.tsbuildinfo",
]);

/** Path of the `next` command line inside the real node_modules. */
export const NEXT_BIN = path.join(NODE_MODULES, "next", "dist", "bin", "next");

export function nextVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(NODE_MODULES, "next", "package.json"), "utf8")) as { version: string };
  return pkg.version;
}

export function installedVersion(name: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(NODE_MODULES, name, "package.json"), "utf8")) as { version: string };
  return pkg.version;
}

/** Removes and recreates a folder, refusing anything outside bench/.work. */
export function freshDir(dir: string): string {
  const resolved = path.resolve(dir);
  if (!resolved.startsWith(WORK + path.sep)) throw new Error(`refusing to clear ${resolved}: not under ${WORK}`);
  fs.rmSync(resolved, { recursive: true, force: true });
  fs.mkdirSync(resolved, { recursive: true });
  return resolved;
}

/** Copies the project to `dest` (emptied first) and links node_modules to the project's. */
export function copyProject(dest: string): string {
  const target = freshDir(dest);
  for (const name of fs.readdirSync(PROJECT)) {
    if (EXCLUDED.has(name)) continue;
    fs.cpSync(path.join(PROJECT, name), path.join(target, name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !source.split(path.sep).includes("node_modules"),
    });
  }
  fs.symlinkSync(NODE_MODULES, path.join(target, "node_modules"), "dir");
  return target;
}

/** A minimal App Router app with the project's Next and React versions: a layout and a heading. */
export function createBareApp(dest: string): string {
  const target = freshDir(dest);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.writeFileSync(path.join(target, file), text);
  };
  write(
    "package.json",
    JSON.stringify(
      {
        name: "bench-bare-next",
        private: true,
        dependencies: {
          next: nextVersion(),
          react: installedVersion("react"),
          "react-dom": installedVersion("react-dom"),
        },
      },
      null,
      2,
    ) + "\n",
  );
  write(
    "tsconfig.json",
    JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          lib: ["dom", "dom.iterable", "esnext"],
          strict: true,
          allowJs: true,
          incremental: true,
          noEmit: true,
          skipLibCheck: true,
          esModuleInterop: true,
          module: "esnext",
          moduleResolution: "bundler",
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: "react-jsx",
          plugins: [{ name: "next" }],
        },
        include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts", ".next/dev/types/**/*.ts"],
        exclude: ["node_modules"],
      },
      null,
      2,
    ) + "\n",
  );
  // Next looks for its config in parent folders too; this one stops it finding the project's.
  write("next.config.mjs", "/** @type {import('next').NextConfig} */\nexport default {};\n");
  // Turbopack's workspace root is /work/main (it must contain the symlinked node_modules) and it
  // would pick up the project's instrumentation.ts from there; an empty one keeps the app bare.
  // It runs on the server only and adds no JavaScript to the page.
  write("instrumentation.ts", "export function register() {}\n");
  write(
    "app/layout.tsx",
    `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  write(
    "app/page.tsx",
    `export default function Home() {
  return <h1>Hello, Next.js</h1>;
}
`,
  );
  // The floor for the menu's first tap: the least a Next.js page with a menu can be. A button in a
  // header opens a dialog from an inline script that listens on the document, as this site's page
  // script does, so it works before the framework has loaded. Its own route keeps `/` bare.
  write(
    "app/menu/page.tsx",
    `const OPEN_MENU =
  'document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[data-sheet-open]");' +
  'if(!b)return;var d=document.getElementById(b.getAttribute("data-sheet-open"));' +
  'if(d&&!d.open){d.show();b.setAttribute("aria-expanded","true")}})';

export default function Menu() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: OPEN_MENU }} />
      <header>
        <button type="button" data-sheet-open="menu" aria-expanded="false" aria-controls="menu" suppressHydrationWarning style={{ padding: 16 }}>
          Menu
        </button>
      </header>
      <dialog id="menu" aria-label="Menu" suppressHydrationWarning>
        <a href="/">Home</a>
      </dialog>
      <main>
        <h1>Hello, Next.js</h1>
      </main>
      <footer>
        <p>Footer</p>
      </footer>
    </>
  );
}
`,
  );
  fs.symlinkSync(NODE_MODULES, path.join(target, "node_modules"), "dir");
  return target;
}

/**
 * A copy of a built app (its `.next` included) that can be served on its own, beside the
 * original: everything but node_modules is copied, node_modules is linked.
 */
export function copyBuiltApp(source: string, dest: string): string {
  const target = freshDir(dest);
  fs.cpSync(source, target, { recursive: true, filter: (file) => path.basename(file) !== "node_modules" });
  fs.symlinkSync(NODE_MODULES, path.join(target, "node_modules"), "dir");
  return target;
}

import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { settledCentre, type Driver, type Engine, type Key } from "./driver";

/**
 * WebKitGTK driven through its W3C WebDriver server, WebKitWebDriver (Debian's webkit2gtk-driver),
 * in an X server of its own (Xvfb). The browser it starts is ./webkit-browser.py, a bare GTK window
 * that can be as narrow as a phone and writes every console message to its standard output, which
 * is how the console is read here: classic WebDriver has no console, and WebKitGTK's driver speaks
 * no WebDriver BiDi.
 *
 * The protocol is spoken directly, over fetch: the journeys use a dozen of its commands, and the
 * maintained clients (selenium-webdriver, webdriver) need a newer Node.js than the site supports.
 */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

const browserScript = path.join(__dirname, "webkit-browser.py");
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const keyCodes: Record<Key, string[]> = {
  Tab: ["\uE004"],
  "Shift+Tab": ["\uE008", "\uE004"],
  Escape: ["\uE00C"],
  Enter: ["\uE007"],
};
/** How long a script run in the page may take; one cut short by a navigation is run again. */
const SCRIPT_TIMEOUT_MS = 10_000;
/** A console line as WebKit prints it: "[source: ]CONSOLE [SOURCE ]LEVEL message". */
const CONSOLE_PROBLEM = /\bCONSOLE(?: [A-Z-]+)? (?:ERROR|WARN|WARNING)\b/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An X server on the first free display, which it reports on a file descriptor. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "2800x1000x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    });
    let errors = "";
    xvfb.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with code ${code}: ${errors}`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once("data", (chunk: Buffer) =>
      resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }),
    );
  });
}

class WebDriverError extends Error {}

/** One WebKitWebDriver process and its one session (the driver holds one at a time). */
class Session {
  #output = "";
  #problems: string[] = [];

  private constructor(
    readonly process: ChildProcess,
    readonly base: string,
    public id = "",
  ) {
    const collect = (chunk: Buffer) => {
      this.#output += chunk.toString();
      const lines = this.#output.split("\n");
      this.#output = lines.pop() ?? "";
      this.#problems.push(...lines.filter((line) => CONSOLE_PROBLEM.test(line)).map((line) => line.trim()));
    };
    process.stdout?.on("data", collect);
    process.stderr?.on("data", collect);
  }

  static async start(display: string, javaScript: boolean): Promise<Session> {
    const port = await freePort();
    const driver = spawn(webkitDriverPath, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const session = new Session(driver, `http://127.0.0.1:${port}`);
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        await session.command("GET", "/status");
        break;
      } catch (error) {
        if (driver.exitCode !== null || Date.now() > deadline) throw new Error(`WebKitWebDriver did not start: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const created = (await session.command("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          "webkitgtk:browserOptions": {
            binary: "/usr/bin/python3",
            args: [browserScript, ...(javaScript ? [] : ["--no-javascript"])],
          },
        },
      },
    })) as { sessionId: string };
    session.id = created.sessionId;
    await session.command("POST", session.path("/timeouts"), { pageLoad: 30_000, script: SCRIPT_TIMEOUT_MS });
    return session;
  }

  path(suffix: string) {
    return `/session/${this.id}${suffix}`;
  }

  async command(method: "GET" | "POST" | "DELETE", url: string, body?: unknown): Promise<unknown> {
    const response = await fetch(this.base + url, {
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    });
    const { value } = (await response.json()) as { value: unknown };
    if (!response.ok) {
      const { error, message } = value as { error: string; message: string };
      throw new WebDriverError(`${method} ${url}: ${error}: ${message}`);
    }
    return value;
  }

  takeProblems() {
    return this.#problems.splice(0);
  }

  async close() {
    await this.command("DELETE", this.path("")).catch(() => {});
    this.process.kill();
  }
}

class WebKitDriver implements Driver {
  constructor(
    readonly session: Session,
    readonly origin: string,
  ) {}

  #command(method: "GET" | "POST" | "DELETE", suffix: string, body?: unknown) {
    return this.session.command(method, this.session.path(suffix), body);
  }

  async #element(selector: string): Promise<string> {
    const found = (await this.#command("POST", "/element", { using: "css selector", value: selector })) as Record<string, string>;
    return found[ELEMENT]!;
  }

  async open(path: string) {
    await this.#command("POST", "/url", { url: new URL(path, this.origin).href });
  }

  async resize(width: number, height: number) {
    // The window holds the web view alone, so its size is the viewport's.
    await this.#command("POST", "/window/rect", { width, height });
  }

  async run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    const script = `const args = Array.prototype.slice.call(arguments); const done = args.pop();
      Promise.resolve().then(() => (${fn.toString()}).apply(null, args)).then(
        (value) => done({ value: value === undefined ? null : value }),
        (error) => done({ error: String((error && error.stack) || error) }));`;
    const execute = () => this.#command("POST", "/execute/async", { script, args });
    const outcome = (await execute().catch((error: unknown) => {
      if (String(error).includes(": timeout:")) return execute();
      throw error;
    })) as { value?: Awaited<Result>; error?: string };
    if (outcome.error !== undefined) throw new Error(`in the page: ${outcome.error}`);
    return outcome.value as Awaited<Result>;
  }

  async click(selector: string, { count = 1 }: { count?: 1 | 2 } = {}) {
    const { x, y } = await settledCentre(this, selector);
    if (count === 1) {
      const element = await this.#element(selector);
      // As a visitor waits for what is fading or sliding in before tapping it.
      const deadline = Date.now() + 5_000;
      for (;;) {
        try {
          await this.#command("POST", `/element/${element}/click`);
          return;
        } catch (error) {
          if (!/not interactable|intercepted/.test(String(error)) || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }
    const press = [
      { type: "pointerDown", button: 0 },
      { type: "pointerUp", button: 0 },
    ];
    await this.#command("POST", "/actions", {
      actions: [
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [{ type: "pointerMove", origin: "viewport", x, y }, ...press, ...press],
        },
      ],
    });
  }

  async type(selector: string, text: string) {
    const element = await this.#element(selector);
    await this.#command("POST", `/element/${element}/value`, { text });
  }

  async press(key: Key) {
    const codes = keyCodes[key];
    await this.#command("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [...codes.map((value) => ({ type: "keyDown", value })), ...[...codes].reverse().map((value) => ({ type: "keyUp", value }))],
        },
      ],
    });
  }

  async back() {
    await this.#command("POST", "/back");
  }

  async reload() {
    await this.#command("POST", "/refresh");
  }

  async takeConsoleProblems() {
    // The web process prints its messages on its own schedule: give the last ones time to arrive.
    await this.run(() => new Promise((resolve) => setTimeout(resolve, 250)));
    return this.session.takeProblems();
  }

  async release() {
    await this.#command("POST", "/url", { url: "about:blank" });
    await this.resize(1280, 800);
    this.session.takeProblems();
  }
}

/** WebKitGTK in its own X server: one driver and browser for pages with scripts, one without. */
export async function launchWebKit(origin: string): Promise<Engine> {
  const xvfb = await startXvfb();
  const sessions = new Map<boolean, Promise<Session>>();
  return {
    name: "webkit",
    async driver({ javaScript }) {
      if (!sessions.has(javaScript)) sessions.set(javaScript, Session.start(xvfb.display, javaScript));
      const session = await sessions.get(javaScript)!;
      const driver = new WebKitDriver(session, origin);
      await driver.resize(1280, 800);
      return driver;
    },
    async close() {
      await Promise.all([...sessions.values()].map(async (session) => (await session).close()));
      xvfb.process.kill();
    },
  };
}

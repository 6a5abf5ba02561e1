/**
 * Chromium driven over the DevTools protocol with nothing enabled that a visitor's phone does not
 * have: no Runtime domain, which Playwright and Puppeteer enable on every page.
 *
 * With the Runtime domain on, V8 captures a detailed stack trace each time an Error is constructed
 * (the console's report of uncaught exceptions), and that needs the source positions of every
 * function on the stack, which V8 otherwise never computes: it parses the function again. React
 * constructs errors while its module is evaluated, with the framework's largest chunk on the stack,
 * so at 4× CPU the framework's start-up task is 50–70 ms in a browser Playwright drives and
 * 22–33 ms here (V8.CollectSourcePositions 28–39 ms against 0.4–2.6 ms, same page, same run). The
 * menu's taps (menu-tap.ts) are timed in this browser. Page, Network, Fetch, Emulation, Input and
 * Runtime.evaluate, which it uses, do not turn the capture on.
 *
 * The protocol runs over a pipe (`--remote-debugging-pipe`: messages as JSON, each ended by a NUL
 * byte, file descriptors 3 and 4), with one flat session per page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TIMEOUTS } from "./config";
import { start, stop, withTimeout, type Started } from "./proc";

type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { message: string }; sessionId?: string };

/** Splits the pipe's byte stream into messages: each ends with a NUL byte. */
export function messageSplitter(onMessage: (text: string) => void): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  return (chunk) => {
    let from = 0;
    for (let end = chunk.indexOf(0, from); end !== -1; end = chunk.indexOf(0, from)) {
      pending.push(chunk.subarray(from, end));
      onMessage(Buffer.concat(pending).toString("utf8"));
      pending = [];
      from = end + 1;
    }
    if (from < chunk.length) pending.push(chunk.subarray(from));
  };
}

export type CdpEvent = { method: string; params: Record<string, unknown>; sessionId?: string };

type Send = <T = Record<string, unknown>>(method: string, params?: Record<string, unknown>) => Promise<T>;

/** A tab in a browser context of its own (cold cache, no cookies), and its session. */
export type PipeTab = {
  sessionId: string;
  /** A command to the tab's session. */
  send: Send;
  /** Closes the tab with its context. */
  close(): Promise<void>;
};

export type PipeBrowser = {
  /** A command to the browser, or to a page's session. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>;
  /** Calls `listener` with every event; returns the function that removes it. */
  onEvent(listener: (event: CdpEvent) => void): () => void;
  newTab(): Promise<PipeTab>;
  close(): Promise<void>;
};

/** The benchmarks' Chromium, or another build (the tests run Chromium's headless shell). */
export async function launchPipeBrowser(executablePath = CHROMIUM_PATH): Promise<PipeBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  const chromium: Started = start(executablePath, [...CHROMIUM_FLAGS, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"], { cwd: process.cwd(), extraPipes: true });
  const toBrowser = chromium.child.stdio[3] as Writable;
  const fromBrowser = chromium.child.stdio[4] as Readable;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Set<(event: CdpEvent) => void>();
  fromBrowser.on(
    "data",
    messageSplitter((text) => {
      const message = JSON.parse(text) as Message;
      if (message.id !== undefined) {
        const call = waiting.get(message.id);
        if (!call) return;
        waiting.delete(message.id);
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener({ method: message.method, params: message.params ?? {}, sessionId: message.sessionId });
      }
    }),
  );
  void chromium.exited.then((outcome) => {
    for (const call of waiting.values()) call.reject(new Error(`Chromium exited (${outcome}) before answering ${call.method}\n${chromium.tail()}`));
    waiting.clear();
  });
  const browser: PipeBrowser = {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, method });
        toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      }),
    onEvent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    newTab: async () => {
      const { browserContextId } = await browser.send<{ browserContextId: string }>("Target.createBrowserContext", { disposeOnDetach: true });
      const { targetId } = await browser.send<{ targetId: string }>("Target.createTarget", { url: "about:blank", browserContextId });
      const { sessionId } = await browser.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
      return {
        sessionId,
        send: (method, params) => browser.send(method, params, sessionId),
        close: () => browser.send("Target.disposeBrowserContext", { browserContextId }).then(
          () => {},
          () => {},
        ),
      };
    },
    close: async () => {
      await stop(chromium, 3000);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
  // The browser answers once it is up.
  await withTimeout(browser.send("Browser.getVersion"), TIMEOUTS.chromeLaunchMs, "launching Chromium over a pipe");
  return browser;
}

/**
 * Chromium driven over the DevTools protocol with nothing enabled that a visitor's phone lacks.
 * Playwright and Puppeteer enable the Runtime domain on every page, and with it V8 parses a
 * function again to place each constructed Error's stack. React constructs some while its module
 * runs, so the framework's start-up task grows, and a tap waiting on it would be timed slower
 * than on a phone (browser.test.ts shows the cause). The protocol runs over a pipe
 * (`--remote-debugging-pipe`: JSON messages ended by a NUL byte on file descriptors 3 and 4).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TIMEOUTS } from "./config";
import { start, stop, withTimeout } from "./proc";

type Params = Record<string, unknown>;
type Message = { id?: number; method?: string; params?: Params; result?: unknown; error?: { message: string }; sessionId?: string };
type Send = <T = Params>(method: string, params?: Params) => Promise<T>;

/** Splits the pipe's bytes into messages, each ended by a NUL byte. */
export function messageSplitter(onMessage: (text: string) => void): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  return (chunk) => {
    let from = 0;
    for (let end = chunk.indexOf(0); end !== -1; end = chunk.indexOf(0, from)) {
      onMessage(Buffer.concat([...pending, chunk.subarray(from, end)]).toString("utf8"));
      pending = [];
      from = end + 1;
    }
    if (from < chunk.length) pending.push(chunk.subarray(from));
  };
}

/** A tab in a browser context of its own (cold cache, no cookies). */
export type Tab = {
  send: Send;
  /** Calls `listener` with each of the tab's events. */
  on: (listener: (method: string, params: Params) => void) => void;
  close: () => Promise<void>;
};

export type Browser = { send: Send; newTab: () => Promise<Tab>; close: () => Promise<void> };

export async function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  const chromium = start(executablePath, [...CHROMIUM_FLAGS, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"], { cwd: os.tmpdir(), pipes: true });
  const toBrowser = chromium.child.stdio[3] as Writable;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Map<string, (method: string, params: Params) => void>();
  (chromium.child.stdio[4] as Readable).on(
    "data",
    messageSplitter((text) => {
      const message = JSON.parse(text) as Message;
      const call = message.id === undefined ? undefined : waiting.get(message.id);
      if (call) {
        waiting.delete(message.id!);
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result);
      } else if (message.method && message.sessionId) listeners.get(message.sessionId)?.(message.method, message.params ?? {});
    }),
  );
  void chromium.exited.then((outcome) => {
    for (const call of waiting.values()) call.reject(new Error(`Chromium exited (${outcome}) before answering ${call.method}\n${chromium.tail()}`));
    waiting.clear();
  });
  const send = <T = Params>(method: string, params: Params = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const browser: Browser = {
    send,
    newTab: async () => {
      const { browserContextId } = await send<{ browserContextId: string }>("Target.createBrowserContext", { disposeOnDetach: true });
      const { targetId } = await send<{ targetId: string }>("Target.createTarget", { url: "about:blank", browserContextId });
      const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
      return {
        send: (method, params) => send(method, params, sessionId),
        on: (listener) => void listeners.set(sessionId, listener),
        close: async () => {
          listeners.delete(sessionId);
          await send("Target.disposeBrowserContext", { browserContextId }).catch(() => {});
        },
      };
    },
    close: async () => {
      await stop(chromium, 3000);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
  await withTimeout(send("Browser.getVersion"), TIMEOUTS.browserStartMs, "starting Chromium").catch(async (error: Error) => {
    await browser.close();
    throw error;
  });
  return browser;
}

/** The value of `fn(arg)` evaluated in the page; `fn` is sent as source text, so it names no helper. */
export async function evaluate<T, A = undefined>(tab: Tab, fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
  const { result, exceptionDetails } = await tab.send<{ result: { value: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>("Runtime.evaluate", {
    expression: `(${fn.toString()})(${arg === undefined ? "" : JSON.stringify(arg)})`,
    returnByValue: true,
    awaitPromise: true,
  });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

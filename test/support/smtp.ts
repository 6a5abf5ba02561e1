import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** When the server acknowledged it (ms since the epoch). */
  at: number;
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  body: string;
};

/** Splits a raw message into unfolded headers (lower-case names) and body. */
export function parseMail(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers.get("content-transfer-encoding") ?? "")) {
    body = body
      .replace(/=\r\n/g, "")
      .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
  } else if (/base64/i.test(headers.get("content-transfer-encoding") ?? "")) {
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return { headers, body: body.replace(/\r\n/g, "\n") };
}

/**
 * A real SMTP server on loopback for tests. `refuse` makes it answer every message with a
 * temporary failure; `stop()` and `start()` take it down and bring it back on the same port.
 *
 * Like a careful mail server, it keeps a message only once it has acknowledged it: a client that
 * hangs up before the "250 OK" (a send that timed out, a process that was killed) has not handed
 * the message over. `replyDelays` holds back the acknowledgement of the next messages (one delay
 * each, in order); `paused` holds back every acknowledgement to the listed envelope senders until
 * they are removed from it.
 */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  refuse = false;
  replyDelays: number[] = [];
  readonly paused = new Set<string>();
  /** Messages whose sender hung up before the acknowledgement, so they were not kept. */
  abandoned = 0;
  /** Every session that reached the data phase, by envelope sender (for tests of who still sends). */
  readonly attempts: { from: string; at: number }[] = [];
  /** Messages whose acknowledgement `paused` is holding back right now, by envelope sender. */
  readonly held = new Map<string, number>();
  #server: SMTPServer | null = null;
  readonly #closed = new Set<string>();
  port = 0;

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onClose: (session, callback) => {
        this.#closed.add(session.id);
        callback?.();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        this.attempts.push({ from, at: Date.now() });
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.refuse) {
            const error = Object.assign(new Error("451 Temporary local problem, try again later"), { responseCode: 451 });
            callback(error);
            return;
          }
          const accept = () => {
            if (this.#closed.has(session.id)) {
              this.abandoned += 1;
              callback(new Error("client gone"));
              return;
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            this.messages.push({ at: Date.now(), from, to: session.envelope.rcptTo.map((recipient) => recipient.address), raw, ...parseMail(raw) });
            callback();
          };
          const delay = this.replyDelays.shift() ?? 0;
          if (delay === 0 && !this.paused.has(from)) return accept();
          let holding = false;
          const hold = (on: boolean) => {
            if (on !== holding) this.held.set(from, (this.held.get(from) ?? 0) + (on ? 1 : -1));
            holding = on;
          };
          const wait = () => {
            hold(this.paused.has(from));
            if (holding) setTimeout(wait, 10);
            else accept();
          };
          setTimeout(wait, delay);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => {});
    this.#server = server;
    const address = server.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Every leaf part of a MIME message, with its content type and its body decoded. */
export function mailParts(raw: string): { contentType: string; body: string }[] {
  const { headers, body } = parseMail(raw.includes("\r\n\r\n") ? raw : raw.replace(/\n/g, "\r\n"));
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\//i.test(contentType) || !boundary) return [{ contentType, body }];
  const section = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return section
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .flatMap((part) => mailParts(part.replace(/^\r\n/, "")));
}

import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
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
 */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  refuse = false;
  #server: SMTPServer | null = null;
  port = 0;

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.refuse) {
            const error = Object.assign(new Error("451 Temporary local problem, try again later"), { responseCode: 451 });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
            ...parseMail(raw),
          });
          callback();
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

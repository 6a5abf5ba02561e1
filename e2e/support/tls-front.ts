import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type TlsFront = { port: number; certFile: string; stop: () => Promise<void> };

/**
 * A TLS-terminating proxy on loopback, as a host would put in front of the site: HTTP and HTTPS on
 * one port (told apart by the first byte), forwarding to `origin` with X-Forwarded-Proto and
 * X-Forwarded-For. Its certificate is made for "localhost" on the spot; trust `certFile`.
 */
export async function startTlsFront(origin: string, port: number): Promise<TlsFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tls-front-"));
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", keyFile, "-out", certFile], { stdio: "ignore" });
  const target = new URL(origin);
  const forward = (proto: string) => (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-proto": proto, "x-forwarded-for": req.socket.remoteAddress ?? "" } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  };
  const plain = http.createServer(forward("http"));
  const secure = https.createServer({ cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) }, forward("https"));
  const front = net.createServer((socket) => {
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve) => front.listen(port, "127.0.0.1", resolve));
  return {
    port,
    certFile,
    stop: () =>
      new Promise<void>((resolve) => {
        plain.closeAllConnections();
        secure.closeAllConnections();
        front.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

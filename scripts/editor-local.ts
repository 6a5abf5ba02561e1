/**
 * `npm run editor`: the browser editor's local mode. Starts decap-server, which lets /admin on
 * http://localhost:3000 (npm run dev) read and write the files of this working copy directly, on
 * loopback only. PORT (default 8081) moves it; the editor looks for it on 8081.
 */
import path from "node:path";

process.env.BIND_HOST ??= "127.0.0.1";
process.env.MODE ??= "fs";
process.env.GIT_REPO_DIRECTORY ??= path.join(__dirname, "..");

void import("decap-server/dist/index.js");

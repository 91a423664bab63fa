/** Child processes of the benchmarks: a plain destination server, and any node script that prints one line when ready. */
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { createInterface } from "node:readline";

/**
 * A destination as plain as node:http makes it: 200 with a small JSON body to every request; `GET /__hits` counts
 * them, `GET /__arrivals` hands over (and forgets) each `x-scoutpost-request`'s first arrival time
 * (process.hrtime, shared by processes on one machine). Prints its port.
 */
export const RECEIVER_SOURCE = `
const http = require("node:http");
let arrivals = new Map();
let hits = 0;
const server = http.createServer((req, res) => {
  const at = process.hrtime.bigint();
  if (req.url === "/__arrivals") {
    res.end(JSON.stringify(Object.fromEntries([...arrivals].map(([k, v]) => [k, String(v)]))));
    arrivals = new Map();
    return;
  }
  if (req.url === "/__hits") return res.end(String(hits));
  hits++;
  const id = req.headers["x-scoutpost-request"];
  if (id && !arrivals.has(id)) arrivals.set(id, at);
  req.resume();
  req.on("end", () => { res.writeHead(200, {"content-type": "application/json"}); res.end('{"ok":true}'); });
});
server.keepAliveTimeout = 60000;
server.listen(0, "127.0.0.1", () => process.stdout.write(server.address().port + "\\n"));`;

const children: ChildProcess[] = [];
// Never leave a child behind: one that outlives us keeps our stdout open (and its port and temp files).
process.on("exit", () => {
  for (const c of children) c.kill();
});

/** Start `node <args>` and resolve with the first line it prints (its port, or its JSON). */
export async function child(args: string[]): Promise<string> {
  const c = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  children.push(c);
  return new Promise<string>((resolve, reject) => {
    createInterface({ input: c.stdout! }).once("line", resolve);
    c.once("exit", (code) => reject(new Error(`${args.at(-1)} exited (${code})`)));
  });
}

/** Stop every child started here. */
export function stopChildren(): void {
  for (const c of children) c.kill();
}

/**
 * Requests as GitHub sends them: `pad`-byte JSON bodies, each with its own delivery id and its
 * `x-hub-signature-256` made with `secret`.
 */
export function githubSigner(
  secret: string,
  pad = 900,
): () => { body: string; headers: Record<string, string> } {
  let seq = 0;
  return () => {
    const delivery = randomUUID();
    const head = JSON.stringify({
      action: "opened",
      number: ++seq,
      delivery,
      repository: { id: 123456, full_name: "octo/bench", private: false },
      sender: { login: "octocat", id: 1 },
      pad: "",
    });
    const body = head.replace('"pad":""', `"pad":"${"x".repeat(pad - head.length)}"`);
    return {
      body,
      headers: {
        "content-type": "application/json",
        "user-agent": "GitHub-Hookshot/bench",
        "x-github-event": "pull_request",
        "x-github-delivery": delivery,
        "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
      },
    };
  };
}

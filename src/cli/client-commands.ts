import { LISTEN_USAGE } from "./listen";
import { TRIGGER_USAGE } from "./trigger";

// The commands that need only a running server's URL and an API key, as data: both `scoutpost --help`
// (./usage.ts) and the single-file client's (./standalone.ts) print them from here.

export interface Command {
  /** The words that name it ("keys list"; billing has two). */
  names: string[];
  usage: string;
  what: string;
  /** Only a command that makes the first row may start from no database; any other one refuses a missing file. */
  createsDatabase?: boolean;
}

const SERVER = "a running server: SCOUTPOST_URL (default http://localhost:8080), SCOUTPOST_API_KEY";

export const CLIENT_COMMANDS: Command[] = [
  {
    names: ["listen"],
    usage: LISTEN_USAGE,
    what: `forward a relay source's requests to a local URL (or a port, or host:port/path) as they arrive, with the sender's headers only, one line each (JSON with --print-json); --filter takes a destination's filter ({"headers": {...}, "body": {"a.b": value}}); ${SERVER}`,
  },
  {
    names: ["trigger"],
    usage: TRIGGER_USAGE,
    what: `send a correctly signed sample event for the source's preset (Stripe: payment_intent.succeeded, GitHub: ping, or EVENT) through its ingest URL, so it is verified, stored and forwarded as a sender's; exit 0 when accepted; ${SERVER}`,
  },
];

const WIDTH = 72;

/** `what` folded under its usage line, indented, at most WIDTH columns wide. */
export function commandEntry(c: Command): string {
  const lines = [`  ${c.usage}`];
  let line = "      ";
  for (const word of c.what.split(" ")) {
    if (line.trim() && line.length + word.length >= WIDTH) {
      lines.push(line.trimEnd());
      line = "      ";
    }
    line += `${word} `;
  }
  lines.push(line.trimEnd());
  return lines.join("\n");
}

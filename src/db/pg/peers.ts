import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Peers } from "../peers";

// The instances over one PostgreSQL database tell each other of waiting work with NOTIFY on one channel, each
// listening on a connection of its own outside the pool. A notice carries the sender's id, so an instance does not
// wake itself. Notices are coalesced: NOTIFY takes a lock every notifying transaction shares at commit, and a busy
// instance that tells on every turn would contend on it.

const CHANNEL = "scoutpost_work";
/** At most one notice per instance in this time. */
const TELL_EVERY_MS = 100;
/** How soon a listening connection that failed (a restart, a terminated backend) is made again. */
const RECONNECT_MS = 1_000;
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = "scoutpost-listen";

/** Peers over the database at `url`; notices are sent through `pool`, heard on a connection of their own. */
export function pgPeers(url: string, pool: pg.Pool): Peers {
  const me = randomUUID();
  const listeners: (() => void)[] = [];
  const hear = () => {
    for (const l of listeners) l();
  };
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let sending: NodeJS.Timeout | undefined;
  let lastSent = Number.NEGATIVE_INFINITY;

  const dropped = (c: pg.Client) => {
    if (closed || client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    retry = setTimeout(listen, RECONNECT_MS);
    retry.unref();
  };
  async function listen() {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    client = c;
    c.on("notification", (n) => {
      if (n.payload !== me) hear();
    });
    c.on("error", () => dropped(c));
    c.on("end", () => dropped(c));
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      // Whatever was told while this connection was down went unheard: look once now.
      if (!closed) hear();
    } catch {
      dropped(c);
    }
  }
  void listen();

  return {
    tell() {
      if (closed || sending) return;
      sending = setTimeout(
        () => {
          sending = undefined;
          lastSent = performance.now();
          pool.query("select pg_notify($1, $2)", [CHANNEL, me]).catch(() => {});
        },
        Math.max(0, lastSent + TELL_EVERY_MS - performance.now()),
      );
      sending.unref();
    },
    onTold(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(sending);
      await client?.end().catch(() => {});
    },
  };
}

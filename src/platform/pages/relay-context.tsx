// What the relay pages' routes (./relay.tsx, ./relay-destination.tsx) share: the account's source of the route, the
// not-found page, what a refused form typed, and the forwarding-loop check of a destination URL.

import type { Context } from "hono";
import { type DestinationInput, ownIngestUrlProblem } from "../../relay/destinations";
import { getSource, type SourceDetail } from "../../relay/sources";
import { NotFound } from "../layout";
import { type PlatformEnv, readForm } from "../session";
import type { Parsed } from "./relay-input";
import type { RelayFormValues } from "./relay-parts";

export const notFound = (c: Context<PlatformEnv>) =>
  c.html(<NotFound session={c.get("session")} section="relay" />, 404);

/** The account's source named by the route's `:id`, or undefined (unknown, or another account's). */
export const source = (c: Context<PlatformEnv>): Promise<SourceDetail | undefined> =>
  c.get("deps").store.run(getSource(c.get("session").account.id, c.req.param("id") ?? ""));

/** What a form typed, to show it again: every text field but the secret. */
export async function typed(c: Context<PlatformEnv>): Promise<RelayFormValues> {
  const form = await readForm(c);
  return Object.fromEntries(
    Object.entries(form).filter(
      (e): e is [string, string] => typeof e[1] === "string" && e[0] !== "_csrf" && e[0] !== "verify_secret",
    ),
  );
}

/** A parsed destination, refused when its URL is one of this instance's own ingest URLs (a forwarding loop). */
export async function notOwnIngest(
  c: Context<PlatformEnv>,
  parsed: Parsed<DestinationInput>,
): Promise<Parsed<DestinationInput>> {
  if (!parsed.ok) return parsed;
  const { store, config } = c.get("deps");
  const problem = await store.run(ownIngestUrlProblem(config, parsed.value.url));
  return problem ? { ok: false, problem: `Destination URL: ${problem}.` } : parsed;
}

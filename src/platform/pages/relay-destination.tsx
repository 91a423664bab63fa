// A relay destination's page and its two forms (page: ./relay-destination-page.tsx): Save, through the relay's
// updateDestination with the API's checks (./relay-input.ts), and Try a transform, through the service the API's
// POST /v1/relay/transform/try runs (src/relay/transform-try.ts). Mounted inside ./relay.tsx, behind its session.

import { type Context, Hono } from "hono";
import type { DestinationRow } from "../../relay/destinations";
import { updateDestination } from "../../relay/destinations";
import { getRequest } from "../../relay/requests";
import type { Source } from "../../relay/sources";
import { transformSyntaxError } from "../../relay/transform";
import { pastedSample, storedSample, tryTransform } from "../../relay/transform-try";
import type { RelayedRequest } from "../../webhooks/log";
import { redirectWithNotice } from "../flash";
import { type PlatformEnv, readFormText } from "../session";
import { notFound, notOwnIngest, source, typed } from "./relay-context";
import { renderDestinationPage } from "./relay-destination-page";
import { type Parsed, parseDestination } from "./relay-input";

const PAGE = "/platform/relay/:id/destinations/:destinationId";

/** The account's source and its destination named by the route, or undefined. */
async function destination(c: Context<PlatformEnv>): Promise<{ s: Source; d: DestinationRow } | undefined> {
  const s = await source(c);
  const d = s?.destinations.find((x) => x.id === c.req.param("destinationId"));
  return s && d ? { s, d } : undefined;
}

/** The sample a try runs on: the pasted JSON when given, else the chosen stored request of this source. */
async function sample(
  c: Context<PlatformEnv>,
  s: Source,
  text: (name: string) => string,
): Promise<Parsed<RelayedRequest>> {
  const { store, clock } = c.get("deps");
  const pasted = text("sample");
  const requestId = text("request_id");
  if (pasted || !requestId) {
    const made = pastedSample(pasted, clock.now());
    return made.ok ? { ok: true, value: made.request } : { ok: false, problem: `Sample: ${made.problem}.` };
  }
  const row = await store.run(getRequest(s.accountId, requestId));
  if (!row || row.sourceId !== s.id)
    return { ok: false, problem: "Sample: that request is not one this source received." };
  return { ok: true, value: storedSample(row) };
}

export const relayDestinationPages = new Hono<PlatformEnv>()
  .get(PAGE, async (c) => {
    const found = await destination(c);
    return found ? c.html(await renderDestinationPage(c, found.s, found.d)) : notFound(c);
  })
  .post(PAGE, async (c) => {
    const found = await destination(c);
    if (!found) return notFound(c);
    const { s, d } = found;
    const parsed = await notOwnIngest(c, parseDestination(await readFormText(c)));
    if (!parsed.ok) {
      const refused = { form: "edit" as const, error: parsed.problem, values: await typed(c) };
      return c.html(await renderDestinationPage(c, s, d, refused), 422);
    }
    // Every field the form shows is set, an empty one back to its default; paused and signing keep their buttons.
    const { url, format, filter, retry, rateLimitPerS, transform } = parsed.value;
    const patch = { url, format, filter, retry, rateLimitPerS, transform };
    await c.get("deps").store.run(updateDestination(s.accountId, s.id, d.id, patch));
    return redirectWithNotice(c, `/platform/relay/${s.id}/destinations/${d.id}`, "Saved.");
  })
  .post(`${PAGE}/try`, async (c) => {
    const found = await destination(c);
    if (!found) return notFound(c);
    const { s, d } = found;
    const text = await readFormText(c);
    const values = await typed(c);
    const expression = text("expression");
    const notJsonata = expression ? transformSyntaxError(expression) : "enter an expression";
    const problem = notJsonata ? `Expression: ${notJsonata}.` : undefined;
    const req = problem ? undefined : await sample(c, s, text);
    if (problem || !req?.ok) {
      const refused = {
        form: "try" as const,
        error: problem ?? (req as { problem: string }).problem,
        values,
      };
      return c.html(await renderDestinationPage(c, s, d, refused), 422);
    }
    const tried = await tryTransform(expression, req.value, d.url);
    return c.html(await renderDestinationPage(c, s, d, { form: "try", values, tried }));
  });

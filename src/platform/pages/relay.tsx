// The relay pages' routes (docs/design.md §6b; pages: ./relay-list-page.tsx and ./relay-source-page.tsx; a
// destination's own page: ./relay-destination.tsx). They call the relay services directly, with the API's checks
// (./relay-input.ts); another account's source is not found.

import { Hono } from "hono";
import { selfOrigin } from "../../http/self-origin";
import {
  addDestination,
  deleteDestination,
  rotateSigningSecret,
  updateDestination,
} from "../../relay/destinations";
import { retryFailed } from "../../relay/failing";
import { replay } from "../../relay/ingest";
import { getRequest } from "../../relay/requests";
import { createSource, deleteSource, updateSource } from "../../relay/sources";
import { triggerSample } from "../../relay/trigger";
import { plural } from "../display";
import { redirectWithNotice } from "../flash";
import { type PlatformEnv, readFormText, requireSession } from "../session";
import { notFound, notOwnIngest, source, typed } from "./relay-context";
import { relayDestinationPages } from "./relay-destination";
import { parseDestination, parseName, parseVerify } from "./relay-input";
import { renderRelayList } from "./relay-list-page";
import { renderSourcePage } from "./relay-source-page";

/** `/platform/relay` (the account's sources, New source) and `/platform/relay/<id>` (one source and its log). */
export const relayPages = new Hono<PlatformEnv>()
  .use("/platform/relay", requireSession)
  .use("/platform/relay/*", requireSession)
  .route("/", relayDestinationPages)
  .get("/platform/relay", async (c) => c.html(await renderRelayList(c)))
  .post("/platform/relay", async (c) => {
    const { store, clock } = c.get("deps");
    const text = await readFormText(c);
    const name = parseName(text("name"));
    const verify = parseVerify(text, true);
    const destination = text("destination_url")
      ? await notOwnIngest(c, parseDestination(text, "destination_"))
      : undefined;
    if (!name.ok || !verify.ok || (destination && !destination.ok)) {
      // The first problem in the form's order.
      const problem = !name.ok
        ? name.problem
        : !verify.ok
          ? verify.problem
          : (destination as { problem: string }).problem;
      return c.html(await renderRelayList(c, { error: problem, values: await typed(c) }), 422);
    }
    const made = await store.run(
      createSource(clock, c.get("session").account.id, {
        name: name.value,
        verify: verify.value,
        destinations: destination ? [destination.value] : [],
      }),
    );
    return redirectWithNotice(
      c,
      `/platform/relay/${made.id}`,
      "Created: point the sender at the ingest URL below.",
    );
  })
  .get("/platform/relay/:id", async (c) => {
    const s = await source(c);
    return s ? c.html(await renderSourcePage(c, s)) : notFound(c);
  })
  .post("/platform/relay/:id/delete", async (c) => {
    const s = await source(c);
    if (!s || !(await c.get("deps").store.run(deleteSource(c.get("session").account.id, s.id))))
      return notFound(c);
    return redirectWithNotice(c, "/platform/relay", `Deleted “${s.name}” and its request log.`);
  })
  .post("/platform/relay/:id/verify", async (c) => {
    const { store, clock } = c.get("deps");
    const s = await source(c);
    if (!s) return notFound(c);
    const verify = parseVerify(await readFormText(c), false);
    if (!verify.ok || !verify.value) {
      const error = verify.ok ? "Verification: choose a scheme." : verify.problem;
      return c.html(await renderSourcePage(c, s, { form: "verify", error, values: await typed(c) }), 422);
    }
    const v = verify.value;
    const rotated = s.verifySecret !== null && s.verifyScheme === v.scheme && s.verifySecret !== v.secret;
    await store.run(updateSource(clock, s.accountId, s.id, { verify: v }));
    return redirectWithNotice(
      c,
      `/platform/relay/${s.id}`,
      rotated ? "Secret rotated: the one it replaced is still accepted for 24 hours." : "Verification saved.",
    );
  })
  .post("/platform/relay/:id/verify/off", async (c) => {
    const { store, clock } = c.get("deps");
    const s = await source(c);
    if (!s) return notFound(c);
    await store.run(updateSource(clock, s.accountId, s.id, { verify: null }));
    return redirectWithNotice(c, `/platform/relay/${s.id}`, "Verification off: every request is accepted.");
  })
  .post("/platform/relay/:id/destinations", async (c) => {
    const { store, clock } = c.get("deps");
    const s = await source(c);
    if (!s) return notFound(c);
    const destination = await notOwnIngest(c, parseDestination(await readFormText(c)));
    if (!destination.ok) {
      const refused = { form: "destination" as const, error: destination.problem, values: await typed(c) };
      return c.html(await renderSourcePage(c, s, refused), 422);
    }
    await store.run(addDestination(clock, s.accountId, s.id, destination.value));
    return redirectWithNotice(c, `/platform/relay/${s.id}`, `Added ${destination.value.url}.`);
  })
  .post("/platform/relay/:id/destinations/:destinationId/sign", async (c) => {
    const { store, clock } = c.get("deps");
    const s = await source(c);
    const d = s?.destinations.find((x) => x.id === c.req.param("destinationId"));
    if (!s || !d) return notFound(c);
    // Turned on, or rotated when it signs already (the old secret signs too for 24 h).
    const row = d.signingSecret
      ? await store.run(rotateSigningSecret(clock, s.accountId, s.id, d.id))
      : await store.run(updateDestination(s.accountId, s.id, d.id, { sign: true }));
    const now = await source(c);
    if (!now || !row || row === "not_signing" || !row.signingSecret) return notFound(c);
    return c.html(await renderSourcePage(c, now, undefined, { url: d.url, secret: row.signingSecret }));
  })
  .post("/platform/relay/:id/destinations/:destinationId/:action{pause|resume|delete|unsign}", async (c) => {
    const { store } = c.get("deps");
    const s = await source(c);
    const id = c.req.param("destinationId");
    const d = s?.destinations.find((x) => x.id === id);
    if (!s || !d) return notFound(c);
    const action = c.req.param("action");
    if (action === "delete") await store.run(deleteDestination(s.accountId, s.id, d.id));
    else if (action === "unsign")
      await store.run(updateDestination(s.accountId, s.id, d.id, { sign: false }));
    else await store.run(updateDestination(s.accountId, s.id, d.id, { paused: action === "pause" }));
    const done = {
      pause: "Paused",
      resume: "Resumed",
      delete: "Deleted",
      unsign: "Stopped signing forwards to",
    }[action];
    return redirectWithNotice(c, `/platform/relay/${s.id}`, `${done} ${d.url}.`);
  })
  .post("/platform/relay/:id/destinations/:destinationId/retry", async (c) => {
    const deps = c.get("deps");
    const accountId = c.get("session").account.id;
    const done = await deps.store.run(
      retryFailed(deps, accountId, c.req.param("id"), c.req.param("destinationId")),
    );
    if (!done) return notFound(c);
    const more = done.remaining > 0 ? ` ${done.remaining} more are left for the next retry.` : "";
    return redirectWithNotice(
      c,
      "/platform/relay",
      `Retrying ${done.queued} failed ${done.queued === 1 ? "delivery" : "deliveries"}: one more attempt each.${more}`,
    );
  })
  .post("/platform/relay/:id/requests/:requestId/replay", async (c) => {
    const deps = c.get("deps");
    const s = await source(c);
    const request = s && (await deps.store.run(getRequest(s.accountId, c.req.param("requestId"))));
    if (!s || !request || request.sourceId !== s.id) return notFound(c);
    const done = await replay(deps, s.accountId, request.id);
    const notice =
      "refused" in done
        ? `Not replayed: ${done.detail}.`
        : done.deliveries.length === 0
          ? "Sent again to listening clients (scoutpost listen) only: no unpaused destination matches this request."
          : `Replayed to ${plural(done.deliveries.length, "destination")} and to listening clients: the new deliveries are listed with the request.`;
    return redirectWithNotice(c, `/platform/relay/${s.id}`, notice);
  })
  .post("/platform/relay/:id/trigger", async (c) => {
    const deps = c.get("deps");
    const s = await source(c);
    if (!s) return notFound(c);
    const done = await triggerSample(
      deps,
      s.accountId,
      s.id,
      undefined,
      selfOrigin(c.env, deps.config.publicUrl),
    );
    const notice =
      "refused" in done
        ? `No test event sent: ${done.detail}.`
        : "unsent" in done
          ? `No test event sent: ${done.unsent}.`
          : `Sent a test ${done.event} event: ${done.status}${done.detail ? ` (${done.detail})` : ""}.`;
    return redirectWithNotice(c, `/platform/relay/${s.id}`, notice);
  });

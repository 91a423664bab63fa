import type { AppDeps } from "../../deps";
import { fieldError, notFound, refusalError, validationError } from "../../http/errors";
import { createRouter } from "../../http/router";
import * as destinations from "../../relay/destinations";
import { replay } from "../../relay/ingest";
import { getRequest as requestById, listRequests as requestPage } from "../../relay/requests";
import * as sources from "../../relay/sources";
import { checkVerifyFields, type VerifyFields } from "../../relay/verify-input";
import { cliClientRouter } from "./cli-client";
import { relayFailingRouter } from "./failing";
import {
  addDestination,
  createSource,
  deleteDestination,
  deleteSource,
  getRequest,
  getSource,
  listRequests,
  listSources,
  replayRequest,
  updateDestination,
  updateSource,
} from "./relay.routes";
import { relaySigningRouter } from "./signing";
import { relayTransformRouter } from "./transform.routes";
import { relayTriggerRouter } from "./trigger";
import { listPresets, presetList } from "./verify.routes";
import { destinationInput, destinationView, requestView, sourceView } from "./views";

const sourceNotFound = () => notFound("Source not found");

/**
 * The verification to store: null to verify nothing, undefined to leave it. One that could never pass (no header
 * to check, a secret that is not base64, a setting of another scheme) is a 422 at `verify`.
 */
function checkVerify(verify: VerifyFields | null | undefined) {
  if (!verify) return verify;
  const checked = checkVerifyFields(verify);
  if (!checked.ok)
    throw fieldError("body", {
      field: "verify",
      msg: `Value error, ${checked.problem}`,
      type: "value_error",
    });
  return checked.value;
}

/** A destination URL that is one of this instance's own ingest URLs (a forwarding loop) is a 422 at its field. */
async function refuseOwnIngestUrls(
  { store, config }: Pick<AppDeps, "store" | "config">,
  fields: { loc: (string | number)[]; url: string | undefined }[],
): Promise<void> {
  for (const { loc, url } of fields) {
    const problem =
      url === undefined ? undefined : await store.run(destinations.ownIngestUrlProblem(config, url));
    if (problem) throw validationError(["body", ...loc], `Value error, ${problem}`);
  }
}

/** docs/design.md §6b under `/v1/relay`; the ingest route is ./ingest.ts, the stream ./stream.ts. */
export const relayRouter = createRouter()
  .openapi(listPresets, (c) => c.json({ presets: presetList }, 200))
  .openapi(createSource, async (c) => {
    const { store, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    const verify = checkVerify(body.verify);
    await refuseOwnIngestUrls(
      c.get("deps"),
      (body.destinations ?? []).map((d, i) => ({ loc: ["destinations", i, "url"], url: d.url })),
    );
    const source = await store.run(
      sources.createSource(clock, c.get("account").id, {
        ...body,
        verify,
        destinations: body.destinations?.map(destinationInput),
      }),
    );
    return c.json(sourceView(source, config, true), 200);
  })
  .openapi(listSources, async (c) => {
    const { store, config } = c.get("deps");
    const q = c.req.valid("query");
    const { items, ...envelope } = await store.run(
      sources.listSources(c.get("account").id, { pageSize: q.page_size, cursor: q.cursor }),
    );
    return c.json({ sources: items.map((s) => sourceView(s, config)), ...envelope }, 200);
  })
  .openapi(getSource, async (c) => {
    const { store, config } = c.get("deps");
    const source = await store.run(sources.getSource(c.get("account").id, c.req.valid("param").id));
    if (!source) throw sourceNotFound();
    return c.json(sourceView(source, config), 200);
  })
  .openapi(updateSource, async (c) => {
    const { store, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    const verify = checkVerify(body.verify);
    const source = await store.run(
      sources.updateSource(clock, c.get("account").id, c.req.valid("param").id, { ...body, verify }),
    );
    if (!source) throw sourceNotFound();
    return c.json(sourceView(source, config), 200);
  })
  .openapi(deleteSource, async (c) => {
    const { store } = c.get("deps");
    if (!(await store.run(sources.deleteSource(c.get("account").id, c.req.valid("param").id))))
      throw sourceNotFound();
    return c.body(null, 204);
  })
  .openapi(addDestination, async (c) => {
    const { store, clock } = c.get("deps");
    await refuseOwnIngestUrls(c.get("deps"), [{ loc: ["url"], url: c.req.valid("json").url }]);
    const row = await store.run(
      destinations.addDestination(
        clock,
        c.get("account").id,
        c.req.valid("param").id,
        destinationInput(c.req.valid("json")),
      ),
    );
    if (!row) throw sourceNotFound();
    return c.json(destinationView(row, true), 200);
  })
  .openapi(updateDestination, async (c) => {
    const { store } = c.get("deps");
    const { id, destination_id } = c.req.valid("param");
    await refuseOwnIngestUrls(c.get("deps"), [{ loc: ["url"], url: c.req.valid("json").url }]);
    const before = await store.run(sources.getSource(c.get("account").id, id));
    const signedBefore = before?.destinations.find((d) => d.id === destination_id)?.signingSecret ?? null;
    const row = await store.run(
      destinations.updateDestination(
        c.get("account").id,
        id,
        destination_id,
        destinationInput(c.req.valid("json")),
      ),
    );
    if (!row) throw notFound("Destination not found");
    // The secret is shown in the answer that made it only.
    return c.json(destinationView(row, signedBefore === null), 200);
  })
  .openapi(deleteDestination, async (c) => {
    const { store } = c.get("deps");
    const { id, destination_id } = c.req.valid("param");
    if (!(await store.run(destinations.deleteDestination(c.get("account").id, id, destination_id))))
      throw notFound("Destination not found");
    return c.body(null, 204);
  })
  .openapi(listRequests, async (c) => {
    const { store } = c.get("deps");
    const accountId = c.get("account").id;
    const sourceId = c.req.valid("param").id;
    if (!(await store.run(sources.getSource(accountId, sourceId)))) throw sourceNotFound();
    const q = c.req.valid("query");
    const { items, ...envelope } = await store.run(
      requestPage(accountId, sourceId, { pageSize: q.page_size, cursor: q.cursor }),
    );
    return c.json({ requests: items.map(requestView), ...envelope }, 200);
  })
  .openapi(getRequest, async (c) => {
    const { store } = c.get("deps");
    const request = await store.run(requestById(c.get("account").id, c.req.valid("param").id));
    if (!request) throw notFound("Request not found");
    return c.json(requestView(request), 200);
  })
  .openapi(replayRequest, async (c) => {
    const body = c.req.valid("json") ?? {};
    const done = await replay(
      c.get("deps"),
      c.get("account").id,
      c.req.valid("param").id,
      body.destination_id,
    );
    if ("refused" in done) throw refusalError(done);
    return c.json(
      {
        deliveries: done.deliveries.map((d) => ({ id: d.id, destination_id: d.destinationId })),
        streamed: done.streamEventId !== null,
        stream_event_id: done.streamEventId,
      },
      200,
    );
  })
  .route("/", relayFailingRouter)
  .route("/", relaySigningRouter)
  .route("/", relayTransformRouter)
  .route("/", cliClientRouter)
  .route("/", relayTriggerRouter);

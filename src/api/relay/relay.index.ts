import { fieldError, notFound, refusalError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { replay } from "../../relay/ingest";
import { listRequests as requestPage } from "../../relay/requests";
import * as sources from "../../relay/sources";
import { type VerifyConfig, verifyConfigProblem } from "../../relay/verify";
import {
  addDestination,
  createSource,
  deleteDestination,
  deleteSource,
  getSource,
  listRequests,
  listSources,
  replayRequest,
  updateDestination,
  updateSource,
} from "./relay.routes";
import { destinationView, requestView, sourceView } from "./views";

const sourceNotFound = () => notFound("Source not found");

/** A verification that could never pass (no header to check, a secret that is not base64) is a 422 at `verify`. */
function checkVerify(verify: VerifyConfig | null | undefined): void {
  const problem = verify ? verifyConfigProblem(verify) : null;
  if (problem)
    throw fieldError("body", { field: "verify", msg: `Value error, ${problem}`, type: "value_error" });
}

/** docs/design.md §6b under `/v1/relay`; the ingest route is ./ingest.ts, the stream ./stream.ts. */
export const relayRouter = createRouter()
  .openapi(createSource, (c) => {
    const { db, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    checkVerify(body.verify);
    const source = sources.createSource(db, clock, c.get("account").id, body);
    return c.json(sourceView(source, config), 200);
  })
  .openapi(listSources, (c) => {
    const { db, config } = c.get("deps");
    const q = c.req.valid("query");
    const { items, ...envelope } = sources.listSources(db, c.get("account").id, {
      pageSize: q.page_size,
      cursor: q.cursor,
    });
    return c.json({ sources: items.map((s) => sourceView(s, config)), ...envelope }, 200);
  })
  .openapi(getSource, (c) => {
    const { db, config } = c.get("deps");
    const source = sources.getSource(db, c.get("account").id, c.req.valid("param").id);
    if (!source) throw sourceNotFound();
    return c.json(sourceView(source, config), 200);
  })
  .openapi(updateSource, (c) => {
    const { db, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    checkVerify(body.verify);
    const source = sources.updateSource(db, clock, c.get("account").id, c.req.valid("param").id, body);
    if (!source) throw sourceNotFound();
    return c.json(sourceView(source, config), 200);
  })
  .openapi(deleteSource, (c) => {
    const { db } = c.get("deps");
    if (!sources.deleteSource(db, c.get("account").id, c.req.valid("param").id)) throw sourceNotFound();
    return c.body(null, 204);
  })
  .openapi(addDestination, (c) => {
    const { db, clock } = c.get("deps");
    const row = sources.addDestination(
      db,
      clock,
      c.get("account").id,
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    if (!row) throw sourceNotFound();
    return c.json(destinationView(row), 200);
  })
  .openapi(updateDestination, (c) => {
    const { db } = c.get("deps");
    const { id, destination_id } = c.req.valid("param");
    const row = sources.updateDestination(db, c.get("account").id, id, destination_id, c.req.valid("json"));
    if (!row) throw notFound("Destination not found");
    return c.json(destinationView(row), 200);
  })
  .openapi(deleteDestination, (c) => {
    const { db } = c.get("deps");
    const { id, destination_id } = c.req.valid("param");
    if (!sources.deleteDestination(db, c.get("account").id, id, destination_id))
      throw notFound("Destination not found");
    return c.body(null, 204);
  })
  .openapi(listRequests, (c) => {
    const { db } = c.get("deps");
    const accountId = c.get("account").id;
    const sourceId = c.req.valid("param").id;
    if (!sources.getSource(db, accountId, sourceId)) throw sourceNotFound();
    const q = c.req.valid("query");
    const { items, ...envelope } = requestPage(db, accountId, sourceId, {
      pageSize: q.page_size,
      cursor: q.cursor,
    });
    return c.json({ requests: items.map(requestView), ...envelope }, 200);
  })
  .openapi(replayRequest, (c) => {
    const body = c.req.valid("json") ?? {};
    const done = replay(c.get("deps"), c.get("account").id, c.req.valid("param").id, body.destination_id);
    if ("refused" in done) throw refusalError(done);
    return c.json(
      { deliveries: done.deliveries.map((d) => ({ id: d.id, destination_id: d.destinationId })) },
      200,
    );
  });

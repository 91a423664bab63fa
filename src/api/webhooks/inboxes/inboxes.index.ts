import { HTTPError } from "../../../http/errors";
import { createRouter } from "../../../http/router";
import { createInbox as insertInbox, deleteInbox as removeInbox } from "../../../webhooks/inbox";
import {
  getInbox as findInbox,
  listInboxes as inboxPage,
  listInboxRequests as requestPage,
} from "../../../webhooks/queries";
import { inboxRequestView, inboxView } from "../../../webhooks/views";
import { createInbox, deleteInbox, getInbox, listInboxes, listInboxRequests } from "./inboxes.routes";

const inboxNotFound = () => new HTTPError(404, "Inbox not found");

/** Inbox management under `/v1/webhooks/inboxes`; the capture route itself is ./capture.ts. */
export const inboxesRouter = createRouter()
  .openapi(createInbox, async (c) => {
    const { store, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    const row = await store.run(
      insertInbox(clock, c.get("account").id, { name: body.name, responseStatus: body.response_status }),
    );
    return c.json(inboxView(row, config), 200);
  })
  .openapi(listInboxes, async (c) => {
    const { store, config } = c.get("deps");
    const q = c.req.valid("query");
    const { items, ...envelope } = await store.run(
      inboxPage(c.get("account").id, { pageSize: q.page_size, cursor: q.cursor }),
    );
    return c.json({ inboxes: items.map((i) => inboxView(i, config)), ...envelope }, 200);
  })
  .openapi(getInbox, async (c) => {
    const { store, config } = c.get("deps");
    const row = await store.run(findInbox(c.get("account").id, c.req.valid("param").id));
    if (!row) throw inboxNotFound();
    return c.json(inboxView(row, config), 200);
  })
  .openapi(listInboxRequests, async (c) => {
    const { store } = c.get("deps");
    const q = c.req.valid("query");
    const page = await store.run(
      requestPage(c.get("account").id, c.req.valid("param").id, { pageSize: q.page_size, cursor: q.cursor }),
    );
    if (!page) throw inboxNotFound();
    const { items, ...envelope } = page;
    return c.json({ requests: items.map(inboxRequestView), ...envelope }, 200);
  })
  .openapi(deleteInbox, async (c) => {
    const { store } = c.get("deps");
    if (!(await store.run(removeInbox(c.get("account").id, c.req.valid("param").id)))) throw inboxNotFound();
    return c.body(null, 204);
  });

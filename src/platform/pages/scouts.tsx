// The scout pages' routes (the pages themselves: ./scout-list-page.tsx, ./scout-page.tsx, ./scout-edit-page.tsx).

import { Hono } from "hono";
import { fieldError, zodToHTTPError } from "../../http/errors";
import { CreateScoutBody, PatchScoutBody } from "../../scouts/input";
import { checkScoutInput, createScout } from "../../scouts/service";
import {
  deleteScout,
  findScout,
  findUpdate,
  patchScout,
  type ScoutAction,
  transition,
} from "../../scouts/store";
import { redirectWithNotice } from "../flash";
import { formProblem } from "../forms";
import { NotFound } from "../layout";
import { type PlatformEnv, readFormText, requireSession } from "../session";
import { EDITED, formValues, renderEditPage } from "./scout-edit-page";
import { renderScoutList } from "./scout-list-page";
import { renderScoutPage, renderUpdatePage } from "./scout-page";
import type { ScoutFormValues } from "./scout-parts";

const NOTICES = {
  created:
    "Created: its first run is due now (or at its start time); this page shows the update when it is in.",
  pause: "Paused: no runs until you resume it.",
  resume: "Resumed: the next run is scheduled.",
  done: "Marked done: it will not run again unless you restart it.",
  restart: "Running now: the update appears below when the run finishes.",
  "is-done": "This scout is done (perhaps marked so elsewhere): restart it to run it again.",
  saved: "Saved: the changes apply from its next run.",
  unchanged: "Nothing to save: the form was as the scout already is.",
} as const;

/** `/platform/scouts` (the account's scouts) and `/platform/scouts/:id` (its updates over time). */
export const scoutPages = new Hono<PlatformEnv>()
  .use("/platform/scouts", requireSession)
  .use("/platform/scouts/*", requireSession)
  .get("/platform/scouts", async (c) => c.html(await renderScoutList(c)))
  .post("/platform/scouts", async (c) => {
    const { store, clock, config } = c.get("deps");
    const text = await readFormText(c);
    const values: ScoutFormValues = {
      query: text("query"),
      display_name: text("display_name") || undefined,
      output_interval: text("output_interval") ? Number(text("output_interval")) : undefined,
      webhook_url: text("webhook_url") || undefined,
      webhook_format: text("webhook_format") || undefined,
      notify: text("notify") || undefined,
      user_timezone: text("user_timezone") || undefined,
    };
    // The service's own checks, so a scout made here is one the API would have made.
    try {
      const parsed = CreateScoutBody.safeParse(values);
      if (!parsed.success) throw zodToHTTPError(parsed.error, "body", values);
      const made = await store.run(createScout(clock, config, c.get("session").account.id, parsed.data));
      if ("problem" in made) throw fieldError("body", made.problem);
      return redirectWithNotice(c, `/platform/scouts/${made.scout.id}`, NOTICES.created);
    } catch (err) {
      const problem = formProblem(err);
      if (!problem) throw err;
      return c.html(await renderScoutList(c, { error: problem, values }), 422);
    }
  })
  .get("/platform/scouts/:id/updates/:updateId", async (c) => {
    const { store } = c.get("deps");
    const session = c.get("session");
    const row = await store.run(findScout(session.account.id, c.req.param("id")));
    const update = row && (await store.run(findUpdate(row.id, c.req.param("updateId"))));
    if (!row || !update) return c.html(<NotFound session={session} section="scouts" />, 404);
    return c.html(await renderUpdatePage(c, row, update));
  })
  .get("/platform/scouts/:id", async (c) => {
    const row = await c.get("deps").store.run(findScout(c.get("session").account.id, c.req.param("id")));
    if (!row) return c.html(<NotFound session={c.get("session")} section="scouts" />, 404);
    return c.html(await renderScoutPage(c, row));
  })
  .get("/platform/scouts/:id/edit", async (c) => {
    const row = await c.get("deps").store.run(findScout(c.get("session").account.id, c.req.param("id")));
    if (!row) return c.html(<NotFound session={c.get("session")} section="scouts" />, 404);
    return c.html(renderEditPage(c, row));
  })
  .post("/platform/scouts/:id/edit", async (c) => {
    const { store, clock, config } = c.get("deps");
    const row = await store.run(findScout(c.get("session").account.id, c.req.param("id")));
    if (!row) return c.html(<NotFound session={c.get("session")} section="scouts" />, 404);
    const text = await readFormText(c);
    const values: ScoutFormValues = Object.fromEntries(EDITED.map((name) => [name, text(name)]));
    const typed: Record<(typeof EDITED)[number], unknown> = {
      query: text("query"),
      display_name: text("display_name") || null,
      output_interval: Number(text("output_interval") || Number.NaN),
      notify: text("notify"),
      user_timezone: text("user_timezone") || null,
      webhook_url: text("webhook_url"),
      webhook_format: text("webhook_format"),
      ignore: text("ignore")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    };
    // Only what changed is patched: a field written back as it was must not move the schedule (a new interval
    // reschedules from the last run) or make the next run a first run (a new query).
    const was = formValues(row);
    const patch = Object.fromEntries(
      EDITED.filter((name) => JSON.stringify(typed[name] ?? "") !== JSON.stringify(was[name])).map((name) => [
        name,
        typed[name],
      ]),
    );
    try {
      const parsed = PatchScoutBody.safeParse(patch);
      if (!parsed.success) throw zodToHTTPError(parsed.error, "body", patch);
      const problem = checkScoutInput(parsed.data, config);
      if (problem) throw fieldError("body", problem);
      if (Object.keys(patch).length > 0) await store.run(patchScout(clock, row, parsed.data));
    } catch (err) {
      const problem = formProblem(err);
      if (!problem) throw err;
      return c.html(renderEditPage(c, row, { error: problem, values }), 422);
    }
    const back = `/platform/scouts/${row.id}`;
    return redirectWithNotice(c, back, Object.keys(patch).length ? NOTICES.saved : NOTICES.unchanged);
  })
  .post("/platform/scouts/:id/delete", async (c) => {
    const { store } = c.get("deps");
    const session = c.get("session");
    const row = await store.run(findScout(session.account.id, c.req.param("id")));
    // As the API's DELETE: an unknown scout, or another account's, is not found.
    if (!row) return c.html(<NotFound session={session} section="scouts" />, 404);
    await store.run(deleteScout(row));
    return redirectWithNotice(c, "/platform/scouts", `Deleted “${row.displayName}” and its updates.`);
  })
  .post("/platform/scouts/:id/:action{pause|resume|done|restart}", async (c) => {
    const { store, clock } = c.get("deps");
    const session = c.get("session");
    const row = await store.run(findScout(session.account.id, c.req.param("id")));
    // Another account's scout is answered exactly like an unknown one.
    if (!row) return c.html(<NotFound session={session} section="scouts" />, 404);
    const action = c.req.param("action") as ScoutAction;
    const back = `/platform/scouts/${row.id}`;
    // Pause or resume from a page older than the scout's state (done elsewhere): say why nothing changed.
    if ("refused" in (await store.run(transition(clock, row, action))))
      return redirectWithNotice(c, back, NOTICES["is-done"]);
    return redirectWithNotice(c, back, NOTICES[action]);
  });

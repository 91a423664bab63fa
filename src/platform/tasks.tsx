// The pieces of the task pages (research, browsing): the task list, a task's times, and its buttons' handler.

import type { Context } from "hono";
import type { Child } from "hono/jsx";
import type { Refusal } from "../refusal";
import { Badge, Time } from "./display";
import { NotFound, type Section } from "./layout";
import { Head, Pager } from "./lists";
import type { PlatformEnv } from "./session";

/** One row of a task list: the task's page, status and creation time, then the list's own `<td>` cells. */
export interface TaskRow {
  href: string;
  status: string;
  createdAt: string | null;
  cells: Child;
}

/**
 * A task list (research, browsing): status and creation time first, each linking the task's page, the list's own
 * columns after them, a note when it is empty, and the pager (keeping the status filter).
 */
export function TaskTable(p: {
  columns: string[];
  rows: TaskRow[];
  empty: string;
  base: string;
  status?: string;
  prev: string | null;
  next: string | null;
}) {
  return (
    <div class="card scroll">
      <table>
        <Head columns={["Status", "Created", ...p.columns]} />
        <tbody>
          {p.rows.map((r) => (
            <tr>
              <td>
                <a href={r.href}>
                  <Badge status={r.status} />
                </a>
              </td>
              <td>
                <Time iso={r.createdAt} />
              </td>
              {r.cells}
            </tr>
          ))}
        </tbody>
      </table>
      {p.rows.length === 0 ? <p class="muted">{p.empty}</p> : null}
      <Pager base={p.status ? `${p.base}?status=${p.status}` : p.base} prev={p.prev} next={p.next} />
    </div>
  );
}

/**
 * A task's last `<dt>/<dd>` pairs: when it was created and completed, and, for a task with a webhook, a link to its
 * deliveries in the inspector.
 */
export function TaskTimes(p: {
  created: string;
  completed: string | null;
  id: string;
  webhookUrl: string | null;
}) {
  return (
    <>
      <dt>Created</dt>
      <dd>
        <Time iso={p.created} />
      </dd>
      <dt>Completed</dt>
      <dd>
        <Time iso={p.completed} />
      </dd>
      {p.webhookUrl ? (
        <>
          <dt>Webhook</dt>
          <dd>
            <a href={`/platform/webhooks?source_id=${p.id}`}>This task's webhook deliveries</a>
          </dd>
        </>
      ) : null}
    </>
  );
}

/**
 * A task page's button (cancel, delete): `act` does it, answering the service's refusal when it cannot. An unknown
 * or another account's task answers the not-found page; any other refusal (the task moved on meanwhile) goes back
 * to the task's page, which shows where it is; done, `done()` answers.
 */
export async function taskAction(
  c: Context<PlatformEnv>,
  section: Section,
  taskPage: string,
  act: () => Promise<Refusal | undefined>,
  done: () => Response = () => c.redirect(taskPage, 303),
): Promise<Response> {
  const refused = await act();
  if (refused?.refused === "not_found")
    return c.html(<NotFound session={c.get("session")} section={section} />, 404);
  if (refused) return c.redirect(taskPage, 303);
  return done();
}

import { type Account, createApiKey, findAccountByName } from "../../src/accounts/keys";
import { createApp } from "../../src/app";
import { runNow } from "../../src/db/store";
import { registerResearchQueue } from "../../src/research/worker";
import { jsonInit, makeAccount, makeDeps } from "../helpers/deps";

/**
 * App + deps with the research queue registered (runner not started: tests drive it with runUntilEmpty) and the
 * account "alice" (made, or given a new key when the database already has her, as after a restart).
 */
export function researchApp(opts: Parameters<typeof makeDeps>[0] = {}) {
  const deps = makeDeps(opts);
  registerResearchQueue(deps);
  const app = createApp(deps);
  const existing = runNow(deps.db, findAccountByName("alice"));
  const user = existing ? withKey(deps, existing) : makeAccount(deps, "alice");
  const api = {
    create: async (body: Record<string, unknown>, headers = user.headers) => {
      const res = await app.request("/v1/research/tasks", jsonInit("POST", body, headers));
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown> & { task_id: string },
      };
    },
    get: async (id: string, headers = user.headers) => {
      const res = await app.request(`/v1/research/tasks/${id}`, { headers });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> & { status: string } };
    },
    list: async (query = "", headers = user.headers) => {
      const res = await app.request(`/v1/research/tasks${query}`, { headers });
      return { status: res.status, body: (await res.json()) as ListBody };
    },
  };
  return { deps, app, user, api };
}

export interface ListBody {
  tasks: { task_id: string; status: string; query: string; created_at: string; view_url: string }[];
  total: number;
  filtered_total: number;
  summary: { running: number; succeeded: number; failed: number };
  page_size: number | null;
  has_more: boolean;
  prev_cursor: string | null;
  next_cursor: string | null;
  detail?: unknown;
}

function withKey(deps: ReturnType<typeof makeDeps>, account: Account) {
  const { key, id: keyId } = runNow(deps.db, createApiKey(deps.clock, account.id));
  return { account, key, keyId, headers: { "X-API-Key": key } };
}

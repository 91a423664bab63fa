import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { createApiKey, findAccount, listApiKeys, revokeApiKey } from "../../accounts/keys";
import { activitySince } from "../../billing/credits";
import { clip } from "../../text";
import { currentWebhookSecret, rotateWebhookSecret } from "../../webhooks/secret";
import { Badge, Time } from "../display";
import { redirectWithNotice, setSessionFlash, takeNotice, takeSessionFlash } from "../flash";
import { Csrf, PostButton } from "../forms";
import { Layout } from "../layout";
import { Head } from "../lists";
import { type PlatformEnv, readForm, readFormText, requireSession } from "../session";

const USAGE_WINDOW_MS = 30 * 86_400_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What a POST shows once: on the page it answers with, or on the next GET (a flash, see below). */
interface Reveal {
  newKey?: { key: string; name: string };
  secret?: string;
  rotated?: boolean;
  notice?: string;
}

// Creating a key and rotating the secret answer with a redirect, so reloading the page that shows the result does
// not send the form again (a second key, a second rotation cutting the first one's overlap short); what the page
// must show once travels as the session's flash (src/platform/session.ts).
const setFlash = (c: Context<PlatformEnv>, reveal: Reveal) => setSessionFlash(c, "settings", reveal);
const takeFlash = (c: Context<PlatformEnv>): Reveal => takeSessionFlash<Reveal>(c, "settings") ?? {};

/** A short fingerprint of the current secret: the rotate form names the secret it replaces (never the secret). */
const fingerprint = (secret: string) => createHash("sha256").update(secret).digest("hex").slice(0, 16);

async function renderSettings(c: Context<PlatformEnv>, shown: Reveal = {}) {
  const { store, clock } = c.get("deps");
  const session = c.get("session");
  // Read fresh: the session's copy predates a rotation made on this very request.
  const account = (await store.run(findAccount(session.account.id)))!;
  const keys = (await store.run(listApiKeys(account.id))).reverse();
  const usage = await store.run(activitySince(account.id, clock.now() - USAGE_WINDOW_MS));
  const stillSigning = account.retiredWebhookSecrets.filter((r) => r.expiresAt > clock.now());
  return (
    <Layout title="Settings" session={session} section="settings">
      <h1>Settings</h1>
      {shown.notice ? <p class="flash">{shown.notice}</p> : null}
      {shown.newKey ? (
        <div class="flash reveal">
          <p>
            <b>{`New API key "${shown.newKey.name}"`}</b> — copy it now: it is shown only this once.
          </p>
          <pre class="secret">{shown.newKey.key}</pre>
        </div>
      ) : null}
      <h2>Credits</h2>
      <div class="stats card">
        <div>
          Balance<b>{String(account.creditsBalance)}</b>
        </div>
        <div>
          Billing<b>{account.billingEnabled ? "set up" : "prepaid only"}</b>
        </div>
        <div>
          Overage (30 days)<b>{String(usage.overage_credits)}</b>
        </div>
      </div>
      <p class="muted">
        {account.billingEnabled
          ? "Work beyond a zero balance is allowed and metered as overage."
          : "New work is refused once the prepaid balance cannot cover it."}
        {` Last 30 days: ${usage.browsing_tasks} browsing tasks, ${usage.research_tasks} research tasks, ${usage.scout_runs} scout runs, ${usage.chat_requests} chat requests.`}
      </p>
      <h2>API keys</h2>
      <div class="card scroll">
        <table>
          <Head columns={["Name", "Key", "Created", "Last used", "State", ""]} />
          <tbody>
            {keys.map((k) => (
              <tr>
                <td>{k.name}</td>
                <td class="mono">{`${k.prefix}…`}</td>
                <td>
                  <Time iso={iso(k.createdAt)} />
                </td>
                <td>
                  <Time iso={iso(k.lastUsedAt)} />
                </td>
                <td>
                  <Badge status={k.revokedAt === null ? "active" : "revoked"} />
                  {k.id === session.keyId ? <span class="muted"> this session</span> : null}
                </td>
                <td>
                  {k.revokedAt === null ? (
                    <PostButton
                      session={session}
                      action={`/platform/settings/keys/${k.id}/revoke`}
                      label="Revoke"
                      kind="danger"
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="post" action="/platform/settings/keys" class="row">
          <Csrf session={session} />
          <label>
            New key name
            <input type="text" name="name" maxlength={100} required placeholder="ci-server" />
          </label>
          <button type="submit">Create key</button>
        </form>
        <p class="muted">Revoking the key this session signed in with signs you out.</p>
      </div>
      <h2>Webhook signing secret</h2>
      <div class="card">
        <p class="muted">
          Deliveries are signed with this Standard Webhooks secret (webhook-signature header).
          {stillSigning.length > 0
            ? " Replaced secrets also sign until the times below, so receivers can switch over."
            : ""}
        </p>
        {stillSigning.map((r, i) => (
          <p>
            {i === 0 ? "Previous secret" : `Secret replaced ${i + 1} rotations ago`} signs until{" "}
            <Time iso={iso(r.expiresAt)} />
          </p>
        ))}
        {shown.secret ? (
          <>
            {shown.rotated ? <p class="flash">Rotated: this is the new secret.</p> : null}
            <pre class="secret">{shown.secret}</pre>
          </>
        ) : null}
        <div class="row">
          <PostButton
            session={session}
            action="/platform/settings/secret/reveal"
            label="Reveal secret"
            kind="secondary"
          />
          <form method="post" action="/platform/settings/secret/rotate" class="inline">
            <Csrf session={session} />
            <input type="hidden" name="from" value={fingerprint(account.webhookSecret)} />
            <button type="submit" class="danger">
              Rotate secret
            </button>
          </form>
        </div>
      </div>
    </Layout>
  );
}

/**
 * `/platform/settings`: credits, API keys (create, shown once; revoke) and the webhook signing secret (revealed
 * and rotated only by CSRF-checked POSTs, so merely opening the page never puts it on screen).
 */
export const settingsPages = new Hono<PlatformEnv>()
  .use("/platform/settings", requireSession)
  .use("/platform/settings/*", requireSession)
  .get("/platform/settings", (c) => {
    const flash = takeFlash(c);
    return c.html(
      renderSettings(c, { ...flash, notice: takeNotice(c, "/platform/settings") ?? flash.notice }),
    );
  })
  .post("/platform/settings/keys", async (c) => {
    const { store, clock } = c.get("deps");
    const text = await readFormText(c);
    const name = clip(text("name"), 100) || "platform";
    const { key } = await store.run(createApiKey(clock, c.get("session").account.id, { name }));
    setFlash(c, { newKey: { key, name } });
    return c.redirect("/platform/settings", 303);
  })
  .post("/platform/settings/keys/:id/revoke", async (c) => {
    const { store, clock } = c.get("deps");
    const ok = await store.run(revokeApiKey(clock, c.req.param("id"), c.get("session").account.id));
    if (!ok) return c.html(renderSettings(c, { notice: "No such active key." }), 404);
    return redirectWithNotice(c, "/platform/settings", "The key was revoked.");
  })
  .post("/platform/settings/secret/reveal", async (c) => {
    const secret = await c.get("deps").store.run(currentWebhookSecret(c.get("session").account.id));
    return c.html(renderSettings(c, { secret }));
  })
  .post("/platform/settings/secret/rotate", async (c) => {
    const { store, clock } = c.get("deps");
    const form = await readForm(c);
    const accountId = c.get("session").account.id;
    const current = await store.run(currentWebhookSecret(accountId));
    // A form sent twice (a double click, a resubmission) names a secret already replaced: rotate once only.
    if (form.from !== fingerprint(current)) {
      setFlash(c, {
        secret: current,
        notice: "The secret had already been rotated: this is the current one.",
      });
      return c.redirect("/platform/settings", 303);
    }
    const { secret } = await store.run(rotateWebhookSecret(clock, accountId));
    setFlash(c, { secret, rotated: true });
    return c.redirect("/platform/settings", 303);
  });

// The page frame (header, navigation, sign-out) and the whole-page answers: not found and errors.

import { raw } from "hono/html";
import type { Child } from "hono/jsx";
import { Csrf } from "./forms";
import type { PlatformSession } from "./session";

/** The sections in the header, in order. */
export const SECTIONS = [
  ["webhooks", "/platform/webhooks", "Deliveries"],
  ["inboxes", "/platform/webhooks/inboxes", "Inboxes"],
  ["relay", "/platform/relay", "Relay"],
  ["browsing", "/platform/browsing", "Browsing"],
  ["research", "/platform/research", "Research"],
  ["scouts", "/platform/scouts", "Scouts"],
  ["settings", "/platform/settings", "Settings"],
] as const;
export type Section = (typeof SECTIONS)[number][0];

/**
 * The page frame: header with navigation (the current `section` marked) and sign-out, the stylesheet, and an
 * optional `<meta http-equiv=refresh>` while something on the page is still changing (no script needed).
 */
export function Layout(p: {
  title: string;
  session?: PlatformSession;
  section?: Section;
  refreshSeconds?: number;
  children: Child;
}) {
  // The doctype keeps browsers out of quirks mode (hono's JSX has no element for it).
  return (
    <>
      {raw("<!DOCTYPE html>")}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {p.refreshSeconds ? <meta http-equiv="refresh" content={String(p.refreshSeconds)} /> : null}
          <title>{`${p.title} · Scoutpost`}</title>
          <link rel="stylesheet" href="/platform/style.css" />
          <link rel="icon" href="/favicon.ico" type="image/svg+xml" />
        </head>
        <body>
          <header class="top">
            <a class="brand" href="/platform/webhooks">
              Scoutpost
            </a>
            {p.session ? (
              <>
                <nav>
                  {SECTIONS.map(([key, href, label]) => (
                    <a href={href} aria-current={key === p.section ? "page" : undefined}>
                      {label}
                    </a>
                  ))}
                </nav>
                <span class="muted">{p.session.account.name}</span>
                <form method="post" action="/platform/sign-out">
                  <Csrf session={p.session} />
                  <button type="submit" class="secondary">
                    Sign out
                  </button>
                </form>
              </>
            ) : null}
          </header>
          <main>{p.children}</main>
        </body>
      </html>
    </>
  );
}

/** The page for an unknown id, or one of another account (the two look the same). */
export function NotFound(p: { session: PlatformSession; section?: Section }) {
  const [, href, label] = SECTIONS.find(([key]) => key === p.section) ?? SECTIONS[0];
  return (
    <Layout title="Not found" session={p.session} section={p.section}>
      <h1>Not found</h1>
      <p>
        <a href={href}>{`Back to ${label.toLowerCase()}`}</a>
      </p>
    </Layout>
  );
}

/** An error as a page (a form from an ended session, a malformed form, an unknown path), never bare text or JSON. */
export function ErrorPage(p: {
  title: string;
  message: string;
  session?: PlatformSession;
  signIn?: boolean;
}) {
  return (
    <Layout title={p.title} session={p.session}>
      <h1>{p.title}</h1>
      <p>{p.message}</p>
      <p>
        {p.signIn ? (
          <a href="/platform/sign-in">Sign in</a>
        ) : (
          <a href="/platform/webhooks">Back to Scoutpost</a>
        )}
      </p>
    </Layout>
  );
}

import { afterEach, expect } from "vitest";
import { relayApp } from "../relay/support";
import { Browser } from "../webhooks-inspector/platform-helpers";

/**
 * The relay pages' tests: `signedIn()` gives an app (test/relay/support.ts) with a browser signed in to its
 * account, a form poster that adds the CSRF token, and the pages' usual steps; each app is closed after its test.
 */
export function relayPagesSuite() {
  const open: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of open.splice(0).reverse()) await close();
  });
  return async function signedIn() {
    const r = relayApp();
    open.push(r.close);
    const b = new Browser(r.app);
    await b.signIn(r.user.key);
    const csrf = Browser.csrf(await (await b.get("/platform/relay")).text());
    /** Post a form of the pages (CSRF added). */
    const post = (path: string, fields: Record<string, string> = {}) =>
      b.post(path, { _csrf: csrf, ...fields });
    /** Follow a 303 and read the page it leads to. */
    const follow = async (res: Response) => {
      expect(res.status).toBe(303);
      return (await b.get(res.headers.get("location")!)).text();
    };
    /** Create a source through the New source form; its id and page. */
    const create = async (fields: Record<string, string>) => {
      const res = await post("/platform/relay", fields);
      expect(res.status).toBe(303);
      const id = /^\/platform\/relay\/([0-9a-f-]{36})$/.exec(res.headers.get("location")!)![1]!;
      return { id, html: await (await b.get(`/platform/relay/${id}`)).text() };
    };
    const ingestPath = (html: string) => /\/hooks\/relay\/[0-9A-Za-z]{40}/.exec(html)![0];
    return {
      ...r,
      b,
      post,
      follow,
      create,
      ingestPath,
      onClose: (close: () => Promise<void>) => open.push(close),
    };
  };
}

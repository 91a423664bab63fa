import type { App } from "../../src/app";

/** A tiny browser for app.request(): keeps cookies, follows nothing, posts forms. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(private readonly app: App) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await this.app.request(path, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, fields: Record<string, string>) {
    return this.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** The CSRF token embedded in a page's forms. */
  static csrf(html: string): string {
    const m = /name="_csrf" value="([^"]+)"/.exec(html);
    if (!m) throw new Error("no CSRF field on the page");
    return m[1]!;
  }

  /** Sign in with an API key the way a person does: open the form, paste, submit. */
  async signIn(key: string, next?: string): Promise<Response> {
    const page = await this.get(`/platform/sign-in${next ? `?next=${encodeURIComponent(next)}` : ""}`);
    const html = await page.text();
    const nextField = /name="next" value="([^"]*)"/.exec(html)?.[1] ?? "";
    return this.post("/platform/sign-in", { _csrf: Browser.csrf(html), next: nextField, api_key: key });
  }
}

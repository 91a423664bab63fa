import { Hono } from "hono";

/**
 * The service's icon: a scope mark on the platform's accent blue. An SVG, which every current browser takes as a
 * favicon whatever the path says, so a tab and a bookmark get an icon and `/favicon.ico` is no 404 in the logs.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2456c7"/>' +
  '<circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" stroke-width="3"/><circle cx="16" cy="16" r="2.5" fill="#fff"/></svg>';

/** `GET /favicon.ico`, where browsers look unasked; it never changes within a release, so caches keep it a week. */
export const faviconRouter = new Hono().get("/favicon.ico", (c) =>
  c.body(FAVICON_SVG, 200, {
    "Content-Type": "image/svg+xml",
    "Cache-Control": "public, max-age=604800",
  }),
);

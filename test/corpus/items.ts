import type { NavItem, ResearchItem } from "./types";

// Item makers for the held-out parts (holdout, final, last): each part gives its own id prefix ("h-", "l-r-") so
// ids stay unique across parts, and writes its items as short positional calls.

/** A research item: `r("bar-opens", "theatre", "time", "What time … /visit", { contains: ["18:00"] })`. */
export const researchItem =
  (prefix: string) =>
  (
    id: string,
    site: ResearchItem["site"],
    answer_type: ResearchItem["answer_type"],
    query: string,
    expect: ResearchItem["expect"],
  ): ResearchItem => ({ id: `${prefix}${id}`, site, answer_type, query, expect });

/** A navigator item, starting on the home page unless told. */
export const navItem =
  (prefix: string) =>
  (
    id: string,
    site: NavItem["site"],
    kind: NavItem["kind"],
    task: string,
    expect: NavItem["expect"],
    start = "/",
  ): NavItem => ({ id: `${prefix}${id}`, site, start, kind, task, expect });

/** A navigator form item: the task, starting on the home page, must send `fields` (at least) to `path`. */
export const formItem =
  (prefix: string) =>
  (
    id: string,
    site: NavItem["site"],
    task: string,
    path: string,
    fields: Record<string, string>,
  ): NavItem => ({
    id: `${prefix}${id}`,
    site,
    start: "/",
    kind: "form",
    task,
    expect: { submitted: { path, fields } },
  });

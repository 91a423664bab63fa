import { storageProblem } from "../../db/errors";
import { refusalMessage } from "../browser/guard";
import { readableText } from "../browser/page-text";
import type { BrowserSession } from "../browser/session";
import { executeAction } from "./actions";
import type { Action, NavigatorPolicy } from "./types";

/** One finished step, as stored: the action (with `error` when it failed), where it left the page, the screenshot. */
export interface StepRecord {
  step: number;
  action: Action & { error?: string };
  url: string;
  title: string;
  image: Buffer;
}

export type NavigatorOutcome =
  | { status: "succeeded"; result: string; structuredResult?: unknown }
  /** `unstarted`: nothing ran (no browser could be opened), so the task's charge is refunded. */
  | { status: "failed"; error: string; unstarted?: true }
  | { status: "cancelled" };

export interface NavigatorRun {
  session: BrowserSession;
  policy: NavigatorPolicy;
  startUrl?: string | null;
  maxSteps: number;
  /** Aborting it stops the run at once (cancel or shutdown); the outcome is then `cancelled`. */
  signal: AbortSignal;
  /** Persist a step; called once per step, in order, and awaited before the next one starts. */
  onStep: (step: StepRecord) => void | Promise<void>;
  /** Checked (and awaited) at every step boundary (the durable cancel flag). */
  isCancelled?: () => boolean | Promise<boolean>;
  /**
   * Bound on each step's browser work (the action, its screenshot and title) and on reading the final page: a page
   * that stops responding (a script that never yields) fails the task instead of holding it `running`.
   */
  stepTimeoutMs: number;
  /** Bound on the whole run, the policy's decisions (model requests) included. */
  taskTimeoutMs: number;
}

/** A step or the whole run went past its bound; the message is the task's error. */
class DeadlineError extends Error {}

/** A signal that aborts with a DeadlineError(`message`) after `ms`, unless cleared first. */
function deadline(ms: number, message: () => string): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlineError(message())), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * A 1×1 transparent WebP: the screenshot of a step that ran out of time before the page gave any (its start URL
 * never finished loading). A page that stops responding cannot be photographed, and a step is stored with an image.
 */
export const BLANK_WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");

/**
 * The navigator loop shared by both policies: open the start URL (step 1) if given, then ask the policy for an
 * action, carry it out, screenshot and store it, until the policy is done, a step fails, max_steps is reached or
 * the run is cancelled, or it runs out of time. Never throws for a browsing problem: it becomes a `failed` outcome
 * with a clear error. A storage problem while storing a step is thrown, for the runner to put the task off.
 */
export async function runNavigator(run: NavigatorRun): Promise<NavigatorOutcome> {
  const { session, policy, signal } = run;
  const page = session.page;
  let steps = 0;
  let image: Buffer | undefined;
  const cancelled = async () => signal.aborted || ((await run.isCancelled?.()) ?? false);
  const task = deadline(
    run.taskTimeoutMs,
    () => `The task did not finish within ${seconds(run.taskTimeoutMs)} (BROWSER_TASK_TIMEOUT_MS)`,
  );
  const untilTaskEnds = AbortSignal.any([signal, task.signal]);
  /** Run `work` within the step bound (and the run's); `what` names it in the error. */
  const bounded = async <T>(what: () => string, work: (limit: AbortSignal) => Promise<T>): Promise<T> => {
    const step = deadline(
      run.stepTimeoutMs,
      () => `${what()} did not finish within ${seconds(run.stepTimeoutMs)}: the page stopped responding`,
    );
    const limit = AbortSignal.any([untilTaskEnds, step.signal]);
    try {
      return await abortable(work(limit), limit);
    } finally {
      step.clear();
    }
  };

  /** The latest step's error, when its action was recoverable: told to the policy, which goes on. */
  let stepError: string | undefined;
  const takeStep = async (action: Action): Promise<{ error?: string; fatal: boolean }> => {
    const blockedBefore = session.guard.blocked.length;
    const name = () => `Step ${steps + 1} (${describeAction(action)})`;
    let error: string | undefined;
    // The action, screenshot and title share one bound: a hung page can stop any of them.
    let stepped: { image: Buffer; title: string };
    try {
      stepped = await bounded(name, async (limit) => {
        try {
          await abortable(executeAction(page, action), limit);
        } catch (err) {
          if (limit.aborted) throw err;
          error = describeError(err);
        }
        return { image: await session.screenshot(limit), title: await title(page) };
      });
    } catch (err) {
      // Out of time mid-step (the page stopped responding, or the task's time ran out): the step is kept with its
      // error, where the page was, and the last screenshot the page gave, so the trajectory shows what failed.
      if (err instanceof DeadlineError) {
        steps++;
        await run.onStep({
          step: steps,
          action: { ...action, error: err.message },
          url: page.url(),
          title: "",
          image: image ?? BLANK_WEBP,
        });
      }
      throw err;
    }
    const fresh = session.guard.blocked.slice(blockedBefore);
    // The route guard knows a refused navigation; the egress proxy does not, so one of its refusals is the step's
    // error when the page ended on it (a redirect into a private address) or on Chromium's error page.
    const url = page.url();
    const stepFailed = error !== undefined || url.startsWith("chrome-error:");
    const blocked =
      fresh.find((b) => b.navigation) ?? fresh.findLast((b) => b.proxied && (stepFailed || b.url === url));
    if (blocked) error = refusalMessage(blocked);
    image = stepped.image;
    steps++;
    await run.onStep({
      step: steps,
      action: error ? { ...action, error } : action,
      url: page.url(),
      title: stepped.title,
      image,
    });
    const message = error && `Step ${steps} (${describeAction(action)}) failed: ${error}`;
    // A refused navigation is never the policy's to retry.
    return { error: message, fatal: blocked !== undefined };
  };

  try {
    if (run.startUrl) {
      const { error } = await takeStep({ type: "goto_url", url: run.startUrl });
      if (error) return { status: "failed", error };
    }
    for (;;) {
      if (await cancelled()) return { status: "cancelled" };
      image ??= await bounded(
        () => "The first screenshot",
        (limit) => session.screenshot(limit),
      );
      const decision = await abortable(
        policy.next(
          { page, url: page.url(), title: await title(page), image, steps, stepError },
          untilTaskEnds,
        ),
        untilTaskEnds,
      );
      if (decision.kind === "done") {
        const result =
          decision.result ??
          (await bounded(
            () => "Reading the final page",
            () => readableText(page),
          ));
        return { status: "succeeded", result, structuredResult: decision.structuredResult };
      }
      if (decision.kind === "fail") return { status: "failed", error: decision.error };
      if (await cancelled()) return { status: "cancelled" };
      if (steps >= run.maxSteps) {
        return {
          status: "failed",
          error: `Reached max_steps (${run.maxSteps}) before the task was finished`,
        };
      }
      const taken = await takeStep(decision.action);
      if (taken.error && (taken.fatal || !decision.recoverable))
        return { status: "failed", error: taken.error };
      stepError = taken.error;
    }
  } catch (err) {
    if (signal.aborted) return { status: "cancelled" };
    // Storing a step failed (a full disk): not the browser's doing, and the runner runs the task again later.
    if (storageProblem(err)) throw err;
    if (err instanceof DeadlineError) return { status: "failed", error: err.message };
    return { status: "failed", error: `The browser failed: ${describeError(err)}` };
  } finally {
    task.clear();
  }
}

/** Reject as soon as `signal` aborts; the abandoned operation ends when the caller closes the browser context. */
function abortable<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    p.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      p.catch(() => {});
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The page title, or "" when the page cannot say within a few seconds (it is in the middle of navigating). */
async function title(page: BrowserSession["page"]): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<string>((r) => {
    timer = setTimeout(() => r(""), 5_000);
  });
  try {
    return await Promise.race([page.title().catch(() => ""), giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** First line of an error, without Playwright's `locator.click: ` prefix and call log. */
export function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const first = (message.split("\n")[0] ?? "").replace(/^[a-zA-Z]+\.[a-zA-Z]+: /, "").trim();
  // Playwright's own bound on a load or an action ("Timeout 30000ms exceeded."), said plainly.
  const timeout = /^Timeout (\d+)ms exceeded/.exec(first);
  if (timeout) return `the page did not respond within ${Number(timeout[1]) / 1000} s`;
  return first || "unknown error";
}

/** A short human description of an action, for error messages. */
export function describeAction(a: Action): string {
  switch (a.type) {
    case "goto_url":
      return `go to ${a.url}`;
    case "click":
      return `click "${a.target}"`;
    case "fill":
      return `type into "${a.field}"`;
    case "search":
      return `search for "${a.query}"`;
    case "find":
      return `find "${a.text}"`;
    case "left_click":
      return `left_click at [${a.coordinates.join(", ")}]`;
    case "scroll":
      return `scroll ${a.direction}`;
    case "scroll_to":
      return `scroll to the ${a.position}`;
    case "key_press":
      return `press ${a.key_comb}`;
    case "click_element":
      return `click element ${a.index}${a.element ? ` (${a.element})` : ""}`;
    case "type_into":
      return `type into element ${a.index}${a.element ? ` (${a.element})` : ""}`;
    case "select_option":
      return `select "${a.value}" in element ${a.index}${a.element ? ` (${a.element})` : ""}`;
    default:
      return a.type.replace("_", " ");
  }
}

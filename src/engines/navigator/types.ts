import type { Page } from "playwright-core";

type Point = [number, number];

/**
 * Everything the navigator can do in one step. The model policy uses the reference navigator's action space
 * (coordinates on a 1000×1000 grid over the viewport) and the element-indexed actions (`click_element`,
 * `type_into`, `select_option`; `element` is the stored label of the element acted on); the instruction follower
 * uses the element-level actions (`click`, `fill`, `search`, `find`, `scroll_to`). A step's action is stored as
 * this object.
 */
export type Action =
  | { type: "goto_url"; url: string }
  | { type: "go_back" }
  | { type: "left_click"; coordinates: Point }
  | { type: "scroll"; direction: "up" | "down" | "left" | "right"; amount?: number; coordinates?: Point }
  | { type: "type"; text: string; press_enter_after?: boolean; clear_before_typing?: boolean }
  | { type: "key_press"; key_comb: string }
  /** Element-indexed actions: `index` is the element's number in the step's element list (elements.ts). */
  | { type: "click_element"; index: number; element?: string }
  | { type: "type_into"; index: number; text: string; press_enter?: boolean; element?: string }
  | { type: "select_option"; index: number; value: string; element?: string }
  | { type: "wait" }
  /** `button`: a form's submit button, never a link of the same name ("Reserve" in the menu and on the form). */
  | { type: "click"; target: string; button?: boolean }
  /** `form`: the submit button of the form the field is in, on a page whose forms share a label ("Booking reference"). */
  | { type: "fill"; field: string; text: string; form?: string }
  | { type: "search"; query: string }
  | { type: "find"; text: string }
  | { type: "scroll_to"; position: "top" | "bottom" };

/** What a policy sees before deciding: the page, the latest screenshot and how far the task has come. */
export interface Observation {
  page: Page;
  url: string;
  title: string;
  /** The WEBP screenshot of the latest step, or of the blank page before the first one. */
  image: Buffer;
  /** Steps taken so far. */
  steps: number;
  /** Why the latest step failed, when its action was `recoverable` (the task goes on). */
  stepError?: string;
}

/** A policy's answer: take one more step, or end the task. */
export type Decision =
  /**
   * `recoverable`: a failure of the action itself is stored with the step and told to the policy in the next
   * observation (`stepError`) instead of ending the task; a refused navigation or a page that stopped responding
   * still ends it.
   */
  | { kind: "act"; action: Action; recoverable?: boolean }
  /** Without `result`, the task's result is the readable text of the page it ended on. */
  | { kind: "done"; result?: string; structuredResult?: unknown }
  | { kind: "fail"; error: string };

/** One way of choosing actions (instruction follower, model tool-calling loop). */
export interface NavigatorPolicy {
  next(observation: Observation, signal: AbortSignal): Promise<Decision>;
}

/** An action that could not be carried out; its message becomes the task's `error`. */
export class ActionError extends Error {}

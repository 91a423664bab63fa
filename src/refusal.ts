/**
 * What a service answers instead of doing what it was asked, as a value (services know no HTTP): there is no such
 * thing for this account (`not_found`), or its state forbids the change (`conflict`); `detail` says why in words.
 * The API turns a refusal into its 404 / 409 (refusalError, src/http/errors.ts); the platform shows its not-found
 * page, or the thing's own page.
 */
export type Refusal = { refused: "not_found" | "conflict"; detail: string };

export const notFoundRefusal = (detail: string): Refusal => ({ refused: "not_found", detail });
export const conflictRefusal = (detail: string): Refusal => ({ refused: "conflict", detail });

/**
 * A field of a service's input refused by a rule its zod schema cannot check (one that depends on configuration,
 * say), in the words of the API's 422 item: the API answers it at `[location, field]` (fieldError,
 * src/http/errors.ts), the platform shows it on its form.
 */
export interface FieldProblem {
  field: string;
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

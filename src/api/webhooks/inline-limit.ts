import { HTTPError } from "../../http/errors";
import { INLINE_ATTEMPTS_PER_ACCOUNT } from "../../webhooks/inline-limit";

/** The API's answer to withInlineSlot's "too_many": a 429 the caller may retry in a second. */
export const tooManyInline = () =>
  new HTTPError(
    429,
    `Too many test sends and redeliveries of this account in flight (at most ${INLINE_ATTEMPTS_PER_ACCOUNT} at once); retry shortly`,
    { "Retry-After": "1" },
  );

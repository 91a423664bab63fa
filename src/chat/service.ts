// The chat service: OpenAI chat completions answered by the research engine (research.ts, in the form the request
// asks for: structured.ts, limits.ts, protocol.ts, events.ts) or relayed to the model server (relay.ts), and each
// request charged, and given back when it got no answer (here). The API (src/api/chat) is its adapter: it
// validates the request (its zod schema is the API's contract), resolves the model and builds the HTTP answer. The
// service knows no HTTP: what it refuses is a ChatError (OpenAI's status and error object, errors.ts) or a
// FieldProblem, which the API turns into its HTTP errors. The rule for what lives here rather than in
// src/engines/: the engines are machinery that knows nothing of any capability's requests or tasks (the research
// engine, the browser, the navigator, output schemas, the model client); whatever answers, words or charges a chat
// request is the service.

import { charge, refund } from "../billing/credits";
import { tx } from "../db/store";
import type { AppDeps } from "../deps";
import type { Logger } from "../logger";
import { openAIError } from "./errors";

/**
 * Charge one chat request; without billing and without enough credits, refuse with OpenAI's quota error (a
 * ChatError 402). Returns the give-back for a request that ends up unanswered: it refunds the charge once at most
 * (refund finds the usage event gone the second time), and a refund that cannot be written is only logged, the
 * request's own answer standing. The give-back does not wait for the refund (on SQLite it has landed when it
 * returns).
 */
export async function chargeChatRequest(
  deps: AppDeps,
  accountId: string,
  ref: string,
  log: Logger,
): Promise<() => void> {
  const { store, clock, config } = deps;
  const result = await store.run(
    tx(() => charge(clock, accountId, "chat_request", config.credits.chatRequest, ref)),
  );
  if (!result.ok) {
    throw openAIError(
      402,
      "Insufficient credits: the prepaid balance is too low for this request and billing is not set up",
      "insufficient_quota",
      "insufficient_quota",
    );
  }
  const usageId = result.usageId;
  return () => {
    store.run(tx(() => refund(accountId, usageId))).catch((refundError: unknown) => {
      log.error("chat refund failed", { usageId, error: String(refundError) });
    });
  };
}

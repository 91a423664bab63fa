// The delivery log: the only module that writes `webhook_deliveries`, `webhook_attempts` and `webhook_pace`
// (test/architecture.test.ts checks it). Writes are the named transitions of ./transitions.ts (with the claim in
// ./claim.ts, the sweeps of what a stopped process left open in ./sweeps.ts, and pruning in ./prune.ts), each an
// entry of the state machine in ./machine.ts, and a rate-limited receiver's pace in ./pace.ts; ./reads.ts is what
// the send path reads back. Every one is storage work (src/db/store/work.ts), run by either database. Sending
// itself (build, sign, dispatch, classify) is src/webhooks/sender.ts and src/webhooks/exchange.ts, with no SQL.

export { claimDue, claimedKeys, lockCappedClaims, lockClaimed, nextDue } from "./claim";
export { type DestinationPolicy, destinationPolicy, prunePace, reservePace } from "./pace";
export { prune } from "./prune";
export * from "./reads";
export * from "./sweeps";
export * from "./transitions";
export type * from "./types";

/**
 * What src/index.ts loads once it listens: the full HTTP application, the workers and the outbound HTTP clients,
 * with all they import (every route and its schemas, the engines, the platform's pages, undici), and the relay's
 * forwarder (src/relay/forwarder.ts, with jsonata) for the webhook pipeline. Out of the start so
 * that its port is open and /health answers before they are read (docs/performance.md, start-up); requests other
 * than /health wait for them (src/starting.ts).
 */
export { createApp } from "./app";
export { createHttpClients } from "./net/clients";
export { relayForwarder } from "./relay/forwarder";
export { startWorkers } from "./workers";

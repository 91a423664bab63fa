import { startReceiver as startShared } from "../webhooks/receiver";

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * The scout tests' view of the shared webhook receiver (test/webhooks/receiver.ts): a URL, the POSTs received
 * with their JSON bodies parsed, and one switchable status for every answer.
 */
export async function startReceiver(initialStatus = 200) {
  const shared = await startShared();
  const setStatus = (status: number) => {
    shared.fallback = { status, body: status < 300 ? "ok" : "nope" };
  };
  setStatus(initialStatus);
  return {
    url: shared.url(),
    get received(): Received[] {
      return shared.requests.map((r) => ({
        path: r.url,
        headers: r.headers,
        body: r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {},
      }));
    },
    setStatus,
    close: () => shared.close(),
  };
}

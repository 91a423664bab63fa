import { bodyLimit } from "hono/body-limit";
import { HTTPError } from "./errors";

export const MiB = 1024 * 1024;

/** Refuse a request body over `maxSize` bytes with a 413 `{"detail": "Request body too large"}`. */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HTTPError(413, "Request body too large");
    },
  });

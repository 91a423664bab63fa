import type { ChatRequest } from "./request";

/** Why an answer ended, in OpenAI's words: it was complete (or hit a stop sequence), or it hit the token budget. */
export type FinishReason = "stop" | "length";

/**
 * OpenAI's output limits, applied to a built-in model's answer as it is produced: `stop` (the answer ends before
 * the first stop sequence, which is not sent) and `max_completion_tokens` / `max_tokens` (counted as usage is
 * estimated, four characters a token, so the reported completion_tokens never exceed it). Text is fed in pieces,
 * as it streams; the tail that could be the start of a stop sequence is held back until the next piece decides.
 */
export class OutputLimit {
  private sent = 0;
  private held = "";
  private reason: FinishReason | null = null;
  private readonly stops: string[];
  private readonly maxChars: number;

  constructor(req: Pick<ChatRequest, "stop" | "max_tokens" | "max_completion_tokens">) {
    const stop = req.stop ?? [];
    this.stops = (typeof stop === "string" ? [stop] : stop).filter((s) => s.length > 0);
    const maxTokens = req.max_completion_tokens ?? req.max_tokens;
    this.maxChars = maxTokens == null ? Number.POSITIVE_INFINITY : maxTokens * 4;
  }

  /** Whether the answer has ended (a stop sequence or the budget); nothing more will be let through. */
  get finished(): boolean {
    return this.reason !== null;
  }

  /** The finish_reason to report: `length` or `stop` once a limit ended the answer, else `stop`. */
  get finishReason(): FinishReason {
    return this.reason ?? "stop";
  }

  /** Feed the next piece of the answer; returns the part that may be sent now. */
  push(text: string): string {
    if (this.finished) return "";
    const buf = this.held + text;
    let end = buf.length;
    let stopped = false;
    for (const s of this.stops) {
      const at = buf.indexOf(s);
      if (at !== -1 && at < end) {
        end = at;
        stopped = true;
      }
    }
    if (stopped) {
      this.held = "";
      return this.emit(buf.slice(0, end), "stop");
    }
    const keep = this.pendingPrefix(buf);
    this.held = buf.slice(buf.length - keep);
    return this.emit(buf.slice(0, buf.length - keep), null);
  }

  /** The answer is complete: whatever was held back goes out (within the budget). */
  end(): string {
    if (this.finished) return "";
    const rest = this.held;
    this.held = "";
    return this.emit(rest, null);
  }

  /** Apply the budget to `text`, count it as sent, and end the answer with `reason` when one applies. */
  private emit(text: string, reason: FinishReason | null): string {
    const room = this.maxChars - this.sent;
    let out = text;
    if (out.length > room) {
      out = out.slice(0, room);
      // Never end on half a surrogate pair.
      const last = out.charCodeAt(out.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) out = out.slice(0, -1);
      reason = "length";
    }
    this.sent += out.length;
    if (reason) this.reason = reason;
    return out;
  }

  /** The length of the longest end of `buf` that begins some stop sequence (so cannot be sent yet). */
  private pendingPrefix(buf: string): number {
    let keep = 0;
    for (const s of this.stops) {
      for (let n = Math.min(s.length - 1, buf.length); n > keep; n--) {
        if (buf.endsWith(s.slice(0, n))) {
          keep = n;
          break;
        }
      }
    }
    return keep;
  }
}

import type { TaskValues } from "./form-values";

// "Send Hartwell a message about an invoice: my invoice 4471 shows the deposit twice, please check. Joan Pike
// joan.pike@example.com": what a contact form's message box is to say is the request's words after the colon, less
// who sends it and how to reach them (form-values.ts reads those for their own fields); or the words it quotes.

/** The words after "message …:", "note:", "asking:" (a colon with a space after it, not a time's). */
const MESSAGE_SAID = /\b(?:message|note|enquiry|question|comments?|asking|saying)\b[^:]{0,60}?:\s+(.+)$/is;

/** A message in quotes after the words saying it is one: "… saying 'Please resend the November invoice.' from …". */
const QUOTE_AFTER =
  /\b(?:message|note|enquiry|question|comments?|asking|saying)\b[^'"‘“:]{0,60}?(?::\s*|\s+)(['"‘“])/i;
/** Each opening quote's closing one (a single quote closes only before a space or a stop, not in "we're"). */
const CLOSING: Record<string, RegExp> = {
  "'": /'(?=[\s,;.!?]|$)/,
  '"': /"/,
  "‘": /’(?=[\s,;.!?]|$)/,
  "“": /”/,
};

/** The words a request quotes as its message, without the quotes; undefined when it quotes none. */
function quotedMessage(text: string): string | undefined {
  const m = QUOTE_AFTER.exec(text);
  if (!m) return undefined;
  const start = m.index + m[0].length;
  const end = text.slice(start).search(CLOSING[m[1]!]!);
  const said = end > 0 ? text.slice(start, start + end).trim() : "";
  return said.length >= 3 ? said : undefined;
}

/** The message a request gives in quotes or after a colon, or undefined. */
export function messageSaid(v: TaskValues): string | undefined {
  const quoted = quotedMessage(v.text);
  if (quoted) return quoted;
  const said = MESSAGE_SAID.exec(v.text)?.[1];
  if (!said) return undefined;
  const own = [...v.emails, ...v.phones, ...v.names].reduce((t, x) => t.split(x).join(" "), said);
  const message = own
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,;.]+$/, "");
  return message.length >= 3 ? message : undefined;
}

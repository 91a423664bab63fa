import type { TaskValues } from "./form-values";
import { closingQuote } from "./instructions";

// "Send Hartwell a message about an invoice: my invoice 4471 shows the deposit twice, please check. Joan Pike
// joan.pike@example.com": what a contact form's message box is to say is the request's words after the colon, less
// who sends it and how to reach them (form-values.ts reads those for their own fields); or the words it quotes.

/** The words after "message …:", "note:", "asking:" (a colon with a space after it, not a time's). */
const MESSAGE_SAID = /\b(?:message|note|enquiry|question|comments?|asking|saying)\b[^:]{0,60}?:\s+(.+)$/is;

/** A message in quotes after the words saying it is one: "… saying 'Please resend the November invoice.' from …". */
const QUOTE_AFTER =
  /\b(?:message|note|enquiry|question|comments?|asking|saying)\b[^'"‘“:]{0,60}?(?::\s*|\s+)['"‘“]/i;

/** The words a request quotes as its message, without the quotes (instructions.ts reads where they close). */
function quotedMessage(text: string): string | undefined {
  const m = QUOTE_AFTER.exec(text);
  if (!m) return undefined;
  const open = m.index + m[0].length - 1;
  const end = closingQuote(text, open);
  const said = end > open ? text.slice(open + 1, end).trim() : "";
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

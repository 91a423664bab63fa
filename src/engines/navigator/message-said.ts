import type { TaskValues } from "./form-values";

// "Send Hartwell a message about an invoice: my invoice 4471 shows the deposit twice, please check. Joan Pike
// joan.pike@example.com": what a contact form's message box is to say is the request's words after the colon, less
// who sends it and how to reach them (form-values.ts reads those for their own fields).

/** The words after "message …:", "note:", "asking:" (a colon with a space after it, not a time's). */
const MESSAGE_SAID = /\b(?:message|note|enquiry|question|comments?|asking|saying)\b[^:]{0,60}?:\s+(.+)$/is;

/** The message a request gives after a colon, or undefined. */
export function messageSaid(v: TaskValues): string | undefined {
  const said = MESSAGE_SAID.exec(v.text)?.[1];
  if (!said) return undefined;
  const own = [...v.emails, ...v.phones, ...v.names].reduce((t, x) => t.split(x).join(" "), said);
  const message = own
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,;.]+$/, "");
  return message.length >= 3 ? message : undefined;
}

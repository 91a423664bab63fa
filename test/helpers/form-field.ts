import type { FormField } from "../../src/engines/navigator/page-read";

/** A form field as the navigator reads it (page-read.ts): an empty text input, with what a test says of it. */
export const formField = (over: Partial<FormField>): FormField => ({
  tag: "input",
  type: "",
  name: "",
  id: "",
  label: "",
  placeholder: "",
  options: [],
  invalid: "",
  ...over,
});

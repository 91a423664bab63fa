import { taskValues } from "../../src/engines/navigator/form-values";
import type { FormField, PageForm } from "../../src/engines/navigator/page-read";
import { planByPurpose } from "../../src/engines/navigator/purpose-plan";

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

/** A list of options labelled and named alike. */
export const selectField = (label: string, options: string[]): FormField =>
  formField({ tag: "select", name: label, label, options });

/** A form of these fields with a "Send" button. */
export const plainForm = (...fields: PageForm["fields"]): PageForm => ({
  fields,
  submit: "Send",
  text: "",
  search: false,
});

/** What a request fills in on a form (purpose-plan.ts), field by field, its dates counted from `now`. */
export const filledBy = (f: PageForm, task: string, now: Date, page: string[] = [], about = "") =>
  Object.fromEntries(
    planByPurpose(f, taskValues(task, [f], now), page, about).actions.flatMap((a) =>
      a.type === "fill" ? [[a.field, a.text]] : [],
    ),
  );

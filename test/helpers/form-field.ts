import { taskValues } from "../../src/engines/navigator/form-values";
import { splitInstructions } from "../../src/engines/navigator/instructions";
import type { FormField, PageForm } from "../../src/engines/navigator/page-read";
import { purposeOf } from "../../src/engines/navigator/purpose";
import { planByPurpose } from "../../src/engines/navigator/purpose-plan";
import { wishAsRequest } from "../../src/engines/navigator/requests-said";

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

/** The request a task makes, as the navigator reads it: its clauses' first request, the others its details. */
export const requestOf = (task: string) => {
  const clauses = wishAsRequest(splitInstructions(task));
  const at = clauses.findIndex((c) => purposeOf(c) !== undefined);
  return at < 0 ? undefined : purposeOf([clauses[at], ...clauses.filter((_, i) => i !== at)].join(", "));
};

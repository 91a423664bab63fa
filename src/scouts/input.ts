import { z } from "@hono/zod-openapi";
import { outputSchemaField } from "../engines/output-schema";
import { optionalWebhookUrlField, webhookFormatField } from "../webhooks/url-policy";

// A scout's fields, as the API's POST and PATCH and the platform's forms take them: the API describes its bodies
// with these schemas (src/api/scouting/scouts.schemas.ts), the platform validates its forms with them. The checks
// that depend on configuration are the service's (checkScoutInput, src/scouts/service.ts).

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** Ten years: any longer and a schedule stops meaning anything (and its times stop fitting a date). */
const MAX_INTERVAL_S = 10 * 365 * 86_400;
/** 9999-12-31T23:59:59Z: the last second every client can show as a date. */
const MAX_TIMESTAMP_S = 253_402_300_799;

/** Fields a scout is created with; PATCH takes any of them. `output_interval`'s lower bound is SCOUT_MIN_INTERVAL_S. */
const scoutFields = {
  query: z
    .string()
    .trim()
    .min(1)
    .max(10_000)
    .openapi({ example: "Tell me when https://example.com/pricing changes" }),
  display_name: z.string().trim().min(1).max(200).nullish(),
  output_interval: z.number().int().max(MAX_INTERVAL_S).optional().openapi({
    description: "Seconds between runs (at least SCOUT_MIN_INTERVAL_S, at most 10 years, default 86400)",
  }),
  start_timestamp: z
    .number()
    .int()
    .min(0)
    .max(MAX_TIMESTAMP_S)
    .nullish()
    .openapi({ description: "Unix seconds of the first run (before the year 10000); 0 or absent means now" }),
  user_timezone: z
    .string()
    .max(64)
    .refine(isTimeZone, "Unknown time zone: use an IANA name such as America/Los_Angeles")
    .nullish(),
  user_location: z.string().max(200).nullish(),
  webhook_url: optionalWebhookUrlField,
  webhook_format: webhookFormatField.nullish(),
  notify: z
    .enum(["changes", "always"])
    .optional()
    .openapi({ description: "Send a webhook on changes (default; the first run always) or after every run" }),
  output_schema: outputSchemaField.nullish().openapi({
    type: "object",
    description:
      "JSON Schema each run's structured_result is filled to (needs a model: MODEL_BASE_URL); null removes it",
  }),
  skip_email: z.boolean().optional().openapi({
    description:
      "Stored and echoed; no effect here: this service sends no email (webhooks are its notifications)",
  }),
  is_public: z.boolean().optional().openapi({
    description: "Stored and echoed; no effect here: a scout is only ever readable with its account's key",
  }),
  ignore: z
    .array(z.string().trim().min(2).max(200))
    .max(50)
    .optional()
    .openapi({
      description:
        "Text to leave out of change detection: a sentence containing any of these (case and spacing ignored) " +
        "is not compared, e.g. a 'last updated' clock or a view counter",
      example: ["last updated", "people are viewing"],
    }),
};

export const CreateScoutBody = z.object(scoutFields).openapi("CreateScout", {
  example: {
    query: "Tell me when https://example.com/pricing changes",
    display_name: "Example pricing",
    output_interval: 86400,
    user_timezone: "America/Los_Angeles",
    webhook_url: "https://hooks.example.com/scoutpost",
    ignore: ["last updated"],
    output_schema: { type: "object", properties: { pro_price_usd: { type: "number" } } },
  },
});
export const PatchScoutBody = z
  .object(scoutFields)
  .partial()
  .openapi("UpdateScout", { example: { output_interval: 3600, notify: "always" } });
export type CreateScoutInput = z.infer<typeof CreateScoutBody>;
export type PatchScoutInput = z.infer<typeof PatchScoutBody>;

export const scoutStatuses = ["active", "paused", "done"] as const;

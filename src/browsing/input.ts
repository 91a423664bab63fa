import { z } from "@hono/zod-openapi";
import { outputSchemaField } from "../engines/output-schema";
import { webhookFormatField, webhookUrlField } from "../webhooks/url-policy";

// A new browsing task, as the API's POST and the platform's form take it: the API describes its body with this
// schema (src/api/browsing/browsing.schemas.ts), the platform validates its form with it.

export const DEFAULT_MAX_STEPS = 25;

// Optional fields also accept null: the reference clients send `"start_url": null` for "not given".
export const CreateBrowsingTaskBody = z
  .object({
    task: z.string().min(1).max(10_000).openapi({ example: "go to https://example.com then find 'Example'" }),
    start_url: z
      .url({ protocol: /^https?$/, error: "Input should be a valid URL with scheme http or https" })
      .max(2048)
      .nullish()
      .openapi({ type: "string", format: "uri", example: "https://example.com" }),
    max_steps: z
      .number()
      .int()
      .min(1)
      .max(100)
      .nullish()
      .openapi({ type: "integer", default: DEFAULT_MAX_STEPS }),
    agent: z.string().max(200).nullish().openapi({
      description:
        "The hosted service's agent name (e.g. navigator-n1-latest); stored and echoed, as this instance has one navigator",
    }),
    output_schema: outputSchemaField
      .nullish()
      .openapi({ type: "object", description: "JSON Schema for structured_result (model navigator only)" }),
    webhook_url: webhookUrlField.nullish(),
    webhook_format: webhookFormatField.nullish(),
  })
  .openapi("CreateBrowsingTask", {
    example: {
      task: "go to https://example.com then find 'Example'",
      start_url: "https://example.com",
      max_steps: 25,
      webhook_url: "https://hooks.example.com/scoutpost",
    },
  });

export type CreateBrowsingTaskInput = z.infer<typeof CreateBrowsingTaskBody>;

/** List statuses: as for research tasks, `running` also covers queued tasks. */
export const listStatuses = ["running", "succeeded", "failed", "cancelled"] as const;

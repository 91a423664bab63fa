import { z } from "@hono/zod-openapi";
import { outputSchemaField } from "../engines/output-schema";
import { webhookFormatField, webhookUrlField } from "../webhooks/url-policy";

/**
 * A new research task, as the API's POST and the platform's form take it: the API describes its body with this
 * schema (src/api/research/research.routes.ts), the platform validates its form with it.
 */
export const CreateResearchBody = z
  .object({
    query: z.string().min(1).max(10_000).openapi({ example: "Who built https://example.com/lighthouse?" }),
    mode: z
      .enum(["fast", "deep"])
      .default("deep")
      .openapi({ description: "fast reads few pages; deep more" }),
    user_timezone: z.string().max(100).nullish(),
    user_location: z.string().max(200).nullish(),
    output_schema: outputSchemaField
      .nullish()
      .openapi({ type: "object", description: "JSON Schema of structured_result (needs a model)" }),
    webhook_url: webhookUrlField.nullish(),
    webhook_format: webhookFormatField.nullish(),
  })
  .openapi("CreateResearchTask", {
    example: {
      query: "Who built https://example.com/lighthouse?",
      mode: "fast",
      user_timezone: "Europe/Lisbon",
      webhook_url: "https://hooks.example.com/scoutpost",
    },
  });

export type CreateResearchInput = z.infer<typeof CreateResearchBody>;

/** The statuses a list filters on (stored state: `running` covers queued tasks too). */
export const researchListStatuses = ["running", "succeeded", "failed"] as const;
export type ResearchListStatus = (typeof researchListStatuses)[number];

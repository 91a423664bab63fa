import { createRoute, z } from "@hono/zod-openapi";

export const HealthSchema = z
  .object({
    status: z.enum(["ok", "error"]),
    version: z.string(),
    uptime_s: z.number().int(),
    instance: z
      .object({
        id: z.string().openapi({ description: "INSTANCE_ID, or host name and process id" }),
        database: z.enum(["sqlite", "postgres"]),
      })
      .openapi({ description: "Which process answered, and the database it runs on" }),
    checks: z.object({
      database: z.enum(["ok", "error", "full", "busy", "unwritable"]).openapi({
        description:
          "full / unwritable: a write met that in the last minute and no job's work committed since; busy: another process holds the write lock now",
      }),
      browser: z.enum(["ok", "unavailable"]),
      webhooks: z.object({ pending: z.number().int() }),
    }),
  })
  .openapi("Health", {
    example: {
      status: "ok",
      version: "0.1.0",
      uptime_s: 12,
      instance: { id: "myhost-4121", database: "sqlite" },
      checks: { database: "ok", browser: "ok", webhooks: { pending: 0 } },
    },
  });

export const health = createRoute({
  operationId: "getHealth",
  method: "get",
  path: "/health",
  tags: ["Health"],
  security: [],
  summary: "Service health (public, no key)",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: HealthSchema } } },
    503: {
      description:
        "The database check failed, or a write found the disk full or unwritable in the last minute",
      content: { "application/json": { schema: HealthSchema } },
    },
  },
});

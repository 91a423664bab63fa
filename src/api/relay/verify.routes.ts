import { createRoute, z } from "@hono/zod-openapi";
import { relayVerifySchemes } from "../../db/schema";
import {
  findPreset,
  PRESET_NAMES,
  PRESETS,
  presetHeader,
  presetScheme,
  retryIdentityText,
} from "../../relay/presets";
import { HMAC_ALGORITHMS, HMAC_ENCODINGS } from "../../relay/verify-hmac";

// A source's verification as the API takes and shows it, and the list of presets (docs/relay.md, Verification).
// checkVerifyFields (src/relay/verify-input.ts) decides which fields go with which scheme.

const headerName = (description: string) => z.string().min(1).max(200).optional().openapi({ description });

export const VerifyInputSchema = z
  .object({
    preset: z.enum(PRESET_NAMES).optional().openapi({
      description: "A provider (`GET /v1/relay/presets`): fills the scheme; then give only the secret",
    }),
    scheme: z.enum(relayVerifySchemes).optional().openapi({ description: "Required without a preset" }),
    secret: z.string().min(1).max(500).optional().openapi({
      description:
        "The sender's signing secret (basic_auth: the password; ed25519: the public key); never echoed",
    }),
    header: headerName(
      "For `header`: the header whose value must equal `secret`; for `hmac`: the signature's header",
    ),
    algorithm: z.enum(HMAC_ALGORITHMS).optional().openapi({ description: "For `hmac`" }),
    encoding: z
      .enum(HMAC_ENCODINGS)
      .optional()
      .openapi({ description: "For `hmac`: how the digest is written" }),
    prefix: z
      .string()
      .max(100)
      .optional()
      .openapi({ description: "For `hmac`: what precedes the digest (`sha256=`)" }),
    content: z.string().min(1).max(1000).optional().openapi({
      description: "For `hmac`: what is signed, over {timestamp} {method} {url} {body}; `{body}` by default",
    }),
    timestamp_header: headerName("For `hmac` and `ed25519`: the header with the signed timestamp (seconds)"),
    tolerance_s: z
      .number()
      .int()
      .min(1)
      .max(86_400)
      .optional()
      .openapi({ description: "For `hmac`: how far the timestamp may be from now; 300 by default" }),
    username: z.string().min(1).max(200).optional().openapi({ description: "For `basic_auth`" }),
    password: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .openapi({ description: "For `basic_auth`: the secret; never echoed" }),
    public_key: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: "For `ed25519`: hex; the secret; never echoed" }),
    signature_header: headerName("For `ed25519`: the header with the hex signature"),
  })
  .openapi("RelayVerifyInput");

/** A verification as answered: the scheme and its settings, never the secret, password or public key. */
export const VerifyViewSchema = z
  .object({
    scheme: z.enum(relayVerifySchemes),
    preset: z.enum(PRESET_NAMES).optional(),
    header: z.string().optional(),
    algorithm: z.enum(HMAC_ALGORITHMS).optional(),
    encoding: z.enum(HMAC_ENCODINGS).optional(),
    prefix: z.string().optional(),
    content: z.string().optional(),
    timestamp_header: z.string().optional(),
    tolerance_s: z.number().int().optional(),
    username: z.string().optional(),
    signature_header: z.string().optional(),
  })
  .openapi("RelayVerify");

/** Every preset as `GET /v1/relay/presets` lists it (and its example shows it). */
export const presetList = PRESETS.map((p) => {
  const preset = findPreset(p.name)!;
  return {
    name: p.name,
    provider: p.provider,
    scheme: presetScheme(preset),
    header: presetHeader(preset),
    retry_identity: retryIdentityText(preset),
  };
});

const PresetSchema = z
  .object({
    name: z.enum(PRESET_NAMES),
    provider: z.string(),
    scheme: z.enum(relayVerifySchemes),
    header: z.string().openapi({ description: "Where the signature (or shared secret) arrives" }),
    retry_identity: z.string().openapi({ description: "What recognises the provider's retry of one event" }),
  })
  .openapi("RelayPreset");

export const listPresets = createRoute({
  operationId: "listRelayPresets",
  method: "get",
  path: "/v1/relay/presets",
  tags: ["Relay"],
  summary: "The providers a source can name as `verify.preset`, with the scheme each fills",
  responses: {
    200: {
      description: "Every preset",
      content: {
        "application/json": {
          schema: z
            .object({ presets: z.array(PresetSchema) })
            .openapi("RelayPresetList", { example: { presets: presetList } }),
        },
      },
    },
  },
});

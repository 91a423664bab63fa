// The delivery list's filters: read from a query string or form, carried on as URL parameters, and their selects.

import { type DeliverySource, deliverySources } from "../../db/schema";
import { parseInstant } from "../../webhooks/instant";
import {
  type DeliveryFilters,
  type DeliveryStatus,
  deliveryStatuses,
  errorClasses,
  parseStatusCode,
} from "../../webhooks/queries";

export const pick = <T extends string>(allowed: readonly T[], v: string | undefined) =>
  allowed.includes(v as T) ? (v as T) : undefined;

/**
 * A `datetime-local` field's value (`2026-01-31T12:00`, or a bare date) read as UTC, as the labels say; anything
 * else is ignored rather than refused, since it came from a hand-edited URL.
 */
export function utcField(v: string | undefined): number | undefined {
  const m = v?.trim().match(/^(\d{4}-\d\d-\d\d)(?:T(\d\d:\d\d(?::\d\d)?))?$/);
  if (!m) return undefined;
  // The API's reading, so an impossible day (2026-02-30) is ignored rather than rolled over into March.
  return parseInstant(`${m[1]}T${m[2] ?? "00:00"}Z`);
}

/** The list's filters from a query string or a form (the bulk redelivery form carries them as hidden fields). */
export function readFilters(q: Record<string, unknown>): DeliveryFilters {
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  return {
    status: pick<DeliveryStatus>(deliveryStatuses, text(q.status)),
    sourceType: pick<DeliverySource>(deliverySources, text(q.source_type)),
    sourceId: text(q.source_id)?.slice(0, 200),
    updateId: text(q.update_id)?.slice(0, 200),
    url: text(q.url),
    receiver: text(q.receiver),
    since: utcField(text(q.since)),
    until: utcField(text(q.until)),
    statusCode: parseStatusCode(text(q.status_code) ?? ""),
    errorClass: pick(errorClasses, text(q.error_class)),
  };
}

/** The filters in force as URL parameters, the times as the user wrote them (what paging and forms carry on). */
export function filterParams(f: DeliveryFilters, raw: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(
    Object.entries({
      status: f.status,
      source_type: f.sourceType,
      source_id: f.sourceId,
      update_id: f.updateId,
      url: f.url,
      receiver: f.receiver,
      since: f.since === undefined ? undefined : String(raw.since),
      until: f.until === undefined ? undefined : String(raw.until),
      status_code: f.statusCode === undefined ? undefined : String(raw.status_code).trim(),
      error_class: f.errorClass,
    }).filter((e): e is [string, string] => !!e[1]),
  );
}

/** A labelled select of `values`, "any" (no filter) first unless `any` is false. */
export function Select(p: {
  name: string;
  label: string;
  values: readonly string[];
  current?: string;
  any?: boolean;
}) {
  return (
    <label>
      {p.label}
      <select name={p.name}>
        {p.any === false ? null : <option value="">any</option>}
        {p.values.map((v) => (
          <option value={v} selected={v === p.current}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );
}

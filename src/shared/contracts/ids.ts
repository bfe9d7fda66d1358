import { z } from 'zod';

/** Ids are PostgreSQL `integer` (serial) columns: positive and at most 2^31 - 1. */
const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export const idSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} is invalid`)
    .max(MAX_ID, `${label} is invalid`);

/**
 * An id in a path, written canonically: decimal digits without sign, leading zero, spaces or exponent,
 * so `29` is the only way to name match 29 (not `029`, `+29`, `0x1d`, `2.9e1` or `29 `).
 */
export const pathIdSchema = (label: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, `${label} is invalid`)
    .transform(Number)
    .refine((id) => id <= MAX_ID, `${label} is invalid`);

/** A whole number in a query string, canonical as pathIdSchema, within [min, max]. */
export const queryIntSchema = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,15})$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label} must be from ${min} to ${max}`);

/**
 * A UUID, in a path or a body (bet and withdrawal ids, idempotency keys): RFC 9562's form, so nothing
 * else reaches a `::uuid` cast. A malformed one is a 400 naming `label`.
 */
export const uuidSchema = (label: string) => z.uuid(`${label} must be a UUID`);

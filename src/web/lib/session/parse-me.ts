// The session's parse and check, with its contract and zod: loaded after the first paint (ADR 0015). get-me.ts
// imports it only dynamically.
import { meSchema, type Me } from '@shared/contracts/me';

/** GET /api/me's body: the profile, or null for a visitor or a body that is not one. */
export function parseMe(body: unknown): Me | null {
  if (body === null) return null;
  const parsed = meSchema.safeParse(body);
  if (!parsed.success) {
    console.error('GET /api/me returned an unexpected body', parsed.error);
    return null;
  }
  return parsed.data;
}

/** Throws unless the body is null or a profile that holds to the contract. */
export function checkMe(body: unknown): void {
  if (body !== null) meSchema.parse(body);
}

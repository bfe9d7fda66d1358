import { z } from 'zod';

/** Every API error body: { "error": { "code", "message" } }. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

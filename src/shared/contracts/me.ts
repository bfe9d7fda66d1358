import { z } from 'zod';

/** GET /api/me: the signed-in player's profile. Money in rupees (2 decimals at most). */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  balance: z.number(),
  /** Grows with every balance change: a live balance event older than this is dropped. */
  balanceVersion: z.number().int(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

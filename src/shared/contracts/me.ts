import { z } from 'zod';

/** GET /api/me: the signed-in player's profile. Money in rupees (2 decimals at most). */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  balance: z.number(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

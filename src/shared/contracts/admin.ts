import { z } from 'zod';
import { ADMIN_ACTION_LOG_SIZE } from '../constants';

/** GET /api/admin/dashboard-stats (spec section 3, "Dashboard stats"). */
export const dashboardStatsSchema = z.object({
  activeMatches: z.number().int(),
  upcomingMatches: z.number().int(),
  totalBets: z.number().int(),
  totalUsers: z.number().int(),
  pendingSettlements: z.number().int(),
  recentSettlements: z.number().int(),
  pendingWithdrawals: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const adminActionSchema = z.object({
  id: z.number().int(),
  actionType: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  adminId: z.string(),
  adminName: z.string(),
  adminEmail: z.string(),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;

export const adminActionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_ACTION_LOG_SIZE),
});

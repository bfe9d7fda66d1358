import type { RealityCheck } from '@shared/contracts/responsible-gambling';
import { apiFetch } from '@/lib/api';

/**
 * GET /api/me/reality-check: staked, returned and the net result since `since` (when this tab signed
 * in). Called once as a check comes due, not cached: no query options or hook.
 */
export const getRealityCheck = (since: string): Promise<RealityCheck> =>
  apiFetch(`/api/me/reality-check?since=${encodeURIComponent(since)}`);

import { hash } from 'node:crypto';
import { SERVER_KEY_VERSION } from '@shared/contracts/cash-out';

/**
 * The idempotency key of a bet's auto cash-out: the same on every instance, a version 8 UUID, which no
 * player's request may carry (cashOutRequestSchema), so no player can take it first.
 */
export function autoCashOutKey(betId: string): string {
  const hex = hash('sha256', `auto-cash-out:${betId}`, 'hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${SERVER_KEY_VERSION}${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

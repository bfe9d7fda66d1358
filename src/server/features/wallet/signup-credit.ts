import type { Db } from '../../db/client';
import { transfer } from './ledger';

/**
 * Pays the demo credit to a new account, from the house's promotions, once: the one-demo-credit-per-player index makes a repeat
 * pay nothing. Runs in the sign-up transaction (auth.ts), so an account never exists without it.
 * Returns true when this call paid it.
 */
export async function grantSignupCredit(db: Db, userId: string, amountPaise: bigint): Promise<boolean> {
  if (amountPaise <= 0n) return false;
  const posted = await transfer(
    db,
    {
      code: 'DEMO_CREDIT',
      from: 'PROMOTIONS',
      to: 'PLAYER',
      amountPaise,
      userId,
      metadata: { reason: 'Welcome demo credit' },
    },
    { skipDuplicates: true },
  );
  return posted.transfers === 1;
}

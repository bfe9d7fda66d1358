import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { correctableWinnings } from '../settlement/correctable-winnings';

/**
 * The part of a withdrawal of `amountPaise` that comes from winnings a correction could still take back
 * (`correctablePaise`, what those settlements credited), for a player who had `balanceBeforePaise`: a
 * withdrawal takes the player's other money first (balance less those winnings), and only what it takes
 * beyond that is correctable. 0 when the withdrawal leaves at least those winnings in the wallet.
 */
function correctableShare(amountPaise: bigint, balanceBeforePaise: bigint, correctablePaise: bigint) {
  const otherMoney = balanceBeforePaise > correctablePaise ? balanceBeforePaise - correctablePaise : 0n;
  return amountPaise > otherMoney ? amountPaise - otherMoney : 0n;
}

/**
 * Records on a withdrawal just requested (in its transaction, the player's wallet locked by the debit)
 * what of it comes from winnings still inside their correction window, and which: such a withdrawal
 * needs two admins. Stored when the player asks, not worked out when an admin looks: what the first
 * approver saw, what made it need a second, and what an auditor reads later are one figure, which
 * neither the window closing nor a later correction changes.
 */
export async function recordCorrectableShare(
  tx: Db,
  withdrawal: { id: string; userId: string; amountPaise: bigint; balanceAfterPaise: bigint },
) {
  const winnings = await correctableWinnings(tx, withdrawal.userId);
  const credited = winnings.reduce((sum, w) => sum + w.creditedPaise, 0n);
  const share = correctableShare(
    withdrawal.amountPaise,
    withdrawal.balanceAfterPaise + withdrawal.amountPaise,
    credited,
  );
  if (share === 0n) return;
  const snapshot = winnings.map((w) => ({ ...w, creditedPaise: String(w.creditedPaise) }));
  await tx.execute(sql`
    update withdrawals set correctable_paise = ${String(share)}::bigint,
                           correctable_winnings = ${JSON.stringify(snapshot)}::jsonb
    where id = ${withdrawal.id}::uuid`);
}

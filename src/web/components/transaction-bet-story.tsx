import type { Transaction } from '@shared/contracts/wallet';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import { transactionBetText } from '@/lib/transaction-text';

/**
 * A ledger row's bet in two lines, wherever the row is listed (the wallet's history, My Account): its
 * match and market, then its pick and stake (and on a cash-out what came back). Nothing for a row
 * about no bet.
 */
export function TransactionBetStory({ transaction }: { transaction: Transaction }) {
  const cricketText = useCricketText();
  const story = transactionBetText(transaction, cricketText);
  if (!story) return null;
  return (
    <>
      <span className="block truncate text-sm" data-testid="transaction-match">
        {story.match}
      </span>
      <span className="block truncate text-xs text-muted-foreground" data-testid="transaction-pick">
        {story.pick}
      </span>
    </>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { MatchBetsSlotContext, OptionBookSlotContext, type OptionBookPick } from '@/features/matches';
import { withFeatureCatalog } from '@/lib/i18n/activate-locale';
import { useMe } from '@/lib/signed-in';
import { AfterMount } from '@/lib/after-mount';

// A signed-in player's offers load after the first paint: a visitor's first load does without them.
const MatchCashOuts = lazy(async () => ({
  default: (await withFeatureCatalog('bets', import('@/features/bets/components/match-cash-outs')))
    .MatchCashOuts,
}));

/** The player's cash-out offers on a match card: where matches and bets meet. */
function PlayerBetsOnMatch({ matchId }: { matchId: number }) {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <AfterMount>
      <Suspense>
        <MatchCashOuts matchId={matchId} />
      </Suspense>
    </AfterMount>
  );
}

const OptionBook = lazy(async () => ({
  default: (await withFeatureCatalog('bets', import('@/features/bets/components/option-book'))).OptionBook,
}));

/** The player's book under an option: what they net if it wins (nothing for a visitor). */
function PlayerBookOnOption(pick: OptionBookPick) {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <AfterMount>
      <Suspense>
        <OptionBook {...pick} />
      </Suspense>
    </AfterMount>
  );
}

const renderPlayerBets = (matchId: number) => <PlayerBetsOnMatch matchId={matchId} />;
const renderPlayerBook = (pick: OptionBookPick) => <PlayerBookOnOption {...pick} />;

/** Gives the match cards the player's bets on their match and their book (the two features meet here). */
export function MatchBetsProvider({ children }: { children: ReactNode }) {
  return (
    <MatchBetsSlotContext value={renderPlayerBets}>
      <OptionBookSlotContext value={renderPlayerBook}>{children}</OptionBookSlotContext>
    </MatchBetsSlotContext>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { BetSide } from '@shared/contracts/bets';
import { useAuthDialog, useMe } from '@/lib/signed-in';
import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import { toast } from '@/lib/toast';
import { isDefaultMarket } from '../lib/display-markets';
import { useSlipAction } from './slip-action';
import { slipSelectionOf } from './slip-selection-of';

type PickMatch = Pick<LiveMatch, 'id' | 'homeTeam' | 'awayTeam'>;

/**
 * A market's pick on the slip, and `toggle`, what one tap on a price (back or lay) does: for a signed-in
 * player the option goes on the slip on that side without a stake (typed there), or comes off if it was
 * on; a visitor is asked to log in; the stand-in market (no markets yet) takes no bets.
 */
export function usePick(match: PickMatch, market: LiveMarket) {
  const slip = useSlipAction();
  const { data: me } = useMe();
  const authDialog = useAuthDialog();
  const { t } = useLingui();
  const picked = slip.picked(match.id, market.id);
  const toggle = (option: LiveOption, side: BetSide) => {
    if (isDefaultMarket(market)) {
      toast.error(t`This market is not open for betting yet.`);
      return;
    }
    if (!me) {
      authDialog.open('login', t`Please log in to place a bet`);
      return;
    }
    slip.toggle(slipSelectionOf(match, market, option, side, 0));
  };
  return { picked, toggle };
}

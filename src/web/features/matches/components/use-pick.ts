import { useLingui } from '@lingui/react/macro';
import { useAuthDialog, useMe } from '@/lib/signed-in';
import type { LiveMarket, LiveMatch, LiveOption } from '@/lib/live-odds';
import { toast } from '@/lib/toast';
import { isDefaultMarket } from '../lib/display-markets';
import { useSlipAction } from './slip-action';
import { slipSelectionOf } from './slip-selection-of';

type PickMatch = Pick<LiveMatch, 'id' | 'homeTeam' | 'awayTeam'>;

/**
 * A market's pick on the slip, and `toggle`, what one tap on a price does: for a signed-in player the
 * option goes on the slip without a stake (typed there), or comes off if it was on; a visitor is asked
 * to log in; the stand-in market (no markets yet) takes no bets.
 */
export function usePick(match: PickMatch, market: LiveMarket) {
  const slip = useSlipAction();
  const { data: me } = useMe();
  const authDialog = useAuthDialog();
  const { t } = useLingui();
  const pickedId = slip.pickedOptionId(match.id, market.id);
  const toggle = (option: LiveOption) => {
    if (isDefaultMarket(market)) {
      toast.error(t`This market is not open for betting yet.`);
      return;
    }
    if (!me) {
      authDialog.open('login', t`Please log in to place a bet`);
      return;
    }
    slip.toggle(slipSelectionOf(match, market, option, 0));
  };
  return { pickedId, toggle };
}

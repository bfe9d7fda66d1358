import { useMemo, useState, type ReactNode } from 'react';
import { SlipActionContext, type SlipAction } from '@/features/matches';
import type { SlipSelection } from '@/lib/slip-selection';

/**
 * The bet slip as the matches' prices see it, kept in this component's state (one pick per match and
 * market, as the real slip keeps them): `onChange` hears the picks after each tap or Add to slip.
 */
export function TestSlip({
  children,
  stakeProblem = async () => null,
  onChange,
}: {
  children: ReactNode;
  stakeProblem?: SlipAction['stakeProblem'];
  onChange?: (picks: SlipSelection[]) => void;
}) {
  const [picks, setPicks] = useState<SlipSelection[]>([]);
  const action = useMemo<SlipAction>(() => {
    const sameMarket = (a: SlipSelection, b: SlipSelection) =>
      a.matchId === b.matchId && a.marketId === b.marketId;
    const save = (next: SlipSelection[]) => {
      setPicks(next);
      onChange?.(next);
    };
    return {
      stakeProblem,
      add: (selection) => save([...picks.filter((p) => !sameMarket(p, selection)), selection]),
      toggle: (selection) =>
        save(
          picks.some(
            (p) => sameMarket(p, selection) && p.optionId === selection.optionId && p.side === selection.side,
          )
            ? picks.filter((p) => !sameMarket(p, selection))
            : [...picks.filter((p) => !sameMarket(p, selection)), selection],
        ),
      picked: (matchId, marketId) => {
        const pick = picks.find((p) => p.matchId === matchId && p.marketId === marketId);
        return pick && { optionId: pick.optionId, side: pick.side };
      },
    };
  }, [picks, stakeProblem, onChange]);
  return <SlipActionContext value={action}>{children}</SlipActionContext>;
}

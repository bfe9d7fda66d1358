// One file, several operations: the Settled tally, its empty value and the sum of two; every
// settlement path adds its parts up with them.
import type { LiveEvent } from '../../realtime/live-events';

export interface Settled {
  won: number;
  lost: number;
  voided: number;
  paidPaise: bigint;
  events: LiveEvent[];
}

export const nothingSettled = (): Settled => ({ won: 0, lost: 0, voided: 0, paidPaise: 0n, events: [] });

export function addSettled(a: Settled, b: Settled): Settled {
  return {
    won: a.won + b.won,
    lost: a.lost + b.lost,
    voided: a.voided + b.voided,
    paidPaise: a.paidPaise + b.paidPaise,
    events: [...a.events, ...b.events],
  };
}

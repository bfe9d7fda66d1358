import type { Db } from '../../db/client';
import { waitForFeed } from '../matches/sync/wait-for-feed';
import type { HeldSlipOutcome } from './resolve-held-slip';
import { resolvedOutcome } from './resolved-outcome';

/** A held slip as its placement left it: what its delay waits for. */
export interface HeldSlip {
  id: string;
  heldUntil: Date;
  syncsStartedBefore: number;
}

/** A held slip once its delay has ended. */
export type ResolvedSlip = Exclude<HeldSlipOutcome, { state: 'WAITING' }>;

/** Slips an instance resolves at once (each one short transaction), so a burst leaves connections to the rest. */
const RESOLVING_AT_ONCE = 4;
let resolving = 0;
const queued: (() => void)[] = [];

/**
 * The slip's outcome once its delay has ended: it waits (no connection, no transaction: waitForFeed)
 * until its held_until has passed and a feed sync that started after it arrived has finished, then is
 * resolved under its row lock. Whichever request or instance resolves it first decides; the others read
 * what it decided.
 */
export async function heldSlipOutcome(db: Db, slip: HeldSlip): Promise<ResolvedSlip> {
  for (;;) {
    await waitForFeed(db, { until: slip.heldUntil, syncsStartedBefore: slip.syncsStartedBefore });
    const outcome = await oneAtATime(() => resolvedOutcome(db, slip.id, new Date()));
    if (outcome) return outcome;
  }
}

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (resolving >= RESOLVING_AT_ONCE) await new Promise<void>((start) => queued.push(start));
  resolving++;
  try {
    return await work();
  } finally {
    resolving--;
    queued.shift()?.();
  }
}

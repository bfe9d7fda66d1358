import { useSyncExternalStore } from 'react';
import type { SlipSelection } from '@/lib/slip-selection';
import { readStoredSlip } from './stored-slip';
import type { BetSlip, DelayRefusal, SlipEntry, SlipPlacing } from './types';

/** localStorage key of the persisted slip. */
export const BET_SLIP_STORAGE_KEY = 'ipl-betting:bet-slip';

type SlipState = {
  entries: SlipEntry[];
  isOpen: boolean;
  /** Sent with POST /api/bets; the same while the slip is unchanged so a retry is not placed twice. */
  idempotencyKey: string | null;
  /**
   * Kept here, not in the sheet, so that closing the sheet while an in-play bet waits out its delay
   * loses neither the countdown nor the answer (neither is stored: a reload starts without them).
   */
  placing: SlipPlacing | null;
  refusal: DelayRefusal | null;
};

/** `${matchId}-${marketId}-${optionId}`, and '-LAY' for a lay: a lay and a back of an option are two picks. */
function entryId(entry: Pick<SlipSelection, 'matchId' | 'marketId' | 'optionId' | 'side'>): string {
  const id = `${entry.matchId}-${entry.marketId}-${entry.optionId}`;
  return entry.side === 'LAY' ? `${id}-LAY` : id;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function persist(value: SlipState) {
  try {
    const store = storage();
    if (!store) return;
    if (value.entries.length === 0) store.removeItem(BET_SLIP_STORAGE_KEY);
    else
      store.setItem(
        BET_SLIP_STORAGE_KEY,
        JSON.stringify({ entries: value.entries, idempotencyKey: value.idempotencyKey }),
      );
  } catch {
    // Storage full or blocked: the slip still works for this page view.
  }
}

const EMPTY: SlipState = {
  entries: [],
  isOpen: false,
  idempotencyKey: null,
  placing: null,
  refusal: null,
};

let state: SlipState = restored();
const listeners = new Set<() => void>();

const sameMarket = (a: SlipSelection, b: SlipSelection) =>
  a.matchId === b.matchId && a.marketId === b.marketId;

/** The slip a previous visit left in storage, or an empty one. */
function restored(): SlipState {
  const stored = readStoredSlip(storage()?.getItem(BET_SLIP_STORAGE_KEY) ?? null);
  return stored ? { ...EMPTY, ...stored } : EMPTY;
}

function setState(next: SlipState, { contentChanged = true } = {}) {
  // Any change to what would be sent makes it a different slip: it gets a fresh key when placed, and
  // a refusal of the slip as it was no longer applies.
  state = contentChanged ? { ...next, idempotencyKey: null, refusal: null } : next;
  persist(state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The slip's module-level store: usable outside React (tests, the placing mutation). */
export const betSlipStore = {
  getState: () => state,
  subscribe,
  setOpen(open: boolean) {
    if (state.isOpen === open) return;
    setState({ ...state, isOpen: open }, { contentChanged: false });
  },
  add(input: SlipSelection) {
    const entry: SlipEntry = { ...input, id: entryId(input) };
    const index = state.entries.findIndex((e) => sameMarket(e, input));
    const entries =
      index === -1 ? [...state.entries, entry] : state.entries.map((e, i) => (i === index ? entry : e));
    setState({ ...state, entries, isOpen: true });
  },
  /**
   * One tap on a price: takes the pick off the slip if it is there, else puts it on (in place of another
   * pick on the same market, back or lay, keeping that one's stake). The sheet stays as it is: the board
   * stays in view.
   */
  toggle(input: SlipSelection) {
    const id = entryId(input);
    if (state.entries.some((e) => e.id === id)) {
      setState({ ...state, entries: state.entries.filter((e) => e.id !== id) });
      return;
    }
    const replaced = state.entries.find((e) => sameMarket(e, input));
    const entry: SlipEntry = { ...input, amount: replaced?.amount ?? input.amount, id };
    const entries = replaced
      ? state.entries.map((e) => (e === replaced ? entry : e))
      : [...state.entries, entry];
    setState({ ...state, entries });
  },
  remove(id: string) {
    setState({ ...state, entries: state.entries.filter((e) => e.id !== id) });
  },
  clear() {
    setState({ ...state, entries: [] });
  },
  updateOdds(id: string, odds: number) {
    setState({
      ...state,
      entries: state.entries.map((e) => (e.id === id ? { ...e, odds, changedOdds: undefined } : e)),
    });
  },
  setAmount(id: string, amount: number) {
    setState({ ...state, entries: state.entries.map((e) => (e.id === id ? { ...e, amount } : e)) });
  },
  /** Records the server's current odds (ODDS_CHANGED) for the player to accept. */
  markOddsChanged(changes: { marketId: number; optionId: number; odds: number }[]) {
    setState(
      {
        ...state,
        entries: state.entries.map((e) => {
          const change = changes.find((c) => c.marketId === e.marketId && c.optionId === e.optionId);
          return change && change.odds !== e.odds ? { ...e, changedOdds: change.odds } : e;
        }),
      },
      { contentChanged: false },
    );
  },
  /** Place Bets sent the slip, which waits out `delaySeconds` in play (0: none) before its answer. */
  sent(delaySeconds: number) {
    setState(
      { ...state, placing: { sentAt: Date.now(), delaySeconds }, refusal: null },
      { contentChanged: false },
    );
  },
  /** The server answered: placed, or refused for a reason the slip shows otherwise. */
  answered() {
    setState({ ...state, placing: null }, { contentChanged: false });
  },
  /**
   * The server refused the slip at the end of its in-play delay and took nothing. The selections stay
   * for another try, which is a new request: a fresh key, so it is not answered with this refusal.
   */
  refusedInDelay(reason: DelayRefusal) {
    setState({ ...state, placing: null, refusal: reason, idempotencyKey: null }, { contentChanged: false });
  },
  /** The key for placing the slip as it is now; reused until the slip changes. */
  idempotencyKey(): string {
    if (state.idempotencyKey) return state.idempotencyKey;
    state = { ...state, idempotencyKey: newKey() };
    persist(state);
    return state.idempotencyKey as string;
  },
  /** Tests only: re-read storage (simulates a reload). */
  reloadFromStorage() {
    state = restored();
    for (const listener of listeners) listener();
  },
};

const actions = {
  setOpen: betSlipStore.setOpen,
  add: betSlipStore.add,
  toggle: betSlipStore.toggle,
  remove: betSlipStore.remove,
  clear: betSlipStore.clear,
  updateOdds: betSlipStore.updateOdds,
  setAmount: betSlipStore.setAmount,
};

/** The bet slip: entries, open flag and actions. No provider needed. */
export function useBetSlip(): BetSlip {
  const snapshot = useSyncExternalStore(subscribe, betSlipStore.getState, betSlipStore.getState);
  return {
    entries: snapshot.entries,
    count: snapshot.entries.length,
    isOpen: snapshot.isOpen,
    placing: snapshot.placing,
    refusal: snapshot.refusal,
    ...actions,
  };
}

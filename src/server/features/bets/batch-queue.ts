import type { Pool } from 'pg';
import type { BetBatching } from './bet-batching';

/** An item waiting for its batch, and how its caller is answered. */
interface Waiting<Item, Result> {
  item: Item;
  done: (result: Result | null) => void;
}

/**
 * Groups the items (writes: bet-batches.ts; reads: bet-read-batches.ts) that arrive while others are in
 * flight: a batch goes when it holds `maxWrites` items, or `waitMs` after its first arrived, whichever is
 * first, and at most `lanes` batches are in flight at once (the rest wait their turn, growing). An item
 * that arrives with nothing in flight runs alone at once: no batch would form, and one round trip answers
 * sooner.
 */
export class BatchQueue<Item, Result> {
  private queue: Waiting<Item, Result>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private waited = false;
  private inFlight = 0;

  /**
   * `runBatch` answers each item of a batch in order: its result, or null for an item to be run on its
   * own; if it throws, every item of the batch is answered null.
   */
  constructor(
    private readonly settings: BetBatching,
    private readonly runBatch: (items: Item[]) => Promise<(Result | null)[]>,
  ) {}

  /** The item's result: from `alone` when nothing is in flight, else from its batch (null: run it alone). */
  async run(item: Item, alone: () => Promise<Result>): Promise<Result | null> {
    if (this.inFlight === 0 && this.queue.length === 0) {
      this.inFlight += 1;
      try {
        return await alone();
      } finally {
        this.inFlight -= 1;
        this.flushIfDue();
      }
    }
    return new Promise((done) => {
      this.queue.push({ item, done });
      if (this.queue.length === 1) this.startWaiting();
      this.flushIfDue();
    });
  }

  private startWaiting() {
    this.waited = false;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.waited = true;
      this.flushIfDue();
    }, this.settings.waitMs);
  }

  private flushIfDue() {
    while (
      this.queue.length > 0 &&
      this.inFlight < this.settings.lanes &&
      (this.waited || this.queue.length >= this.settings.maxWrites)
    ) {
      const batch = this.queue.splice(0, this.settings.maxWrites);
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      // What is left has waited as long as the batch's first item, or longer.
      if (this.queue.length === 0) this.waited = false;
      this.inFlight += 1;
      void this.answer(batch).finally(() => {
        this.inFlight -= 1;
        this.flushIfDue();
      });
    }
    if (this.queue.length > 0 && !this.timer && !this.waited) this.startWaiting();
  }

  private async answer(batch: Waiting<Item, Result>[]) {
    let results: (Result | null)[];
    try {
      results = await this.runBatch(batch.map((waiting) => waiting.item));
    } catch {
      results = [];
    }
    batch.forEach((waiting, i) => waiting.done(results[i] ?? null));
  }
}

const ofPools = new WeakMap<Pool, Map<string, unknown>>();

/**
 * The batches of one statement on one pool (`create`d at first use): one per instance and statement, so
 * every item of the instance is grouped with the rest.
 */
export function batchesOfStatement<Batches>(pool: Pool, statementName: string, create: () => Batches) {
  let ofPool = ofPools.get(pool);
  if (!ofPool) ofPools.set(pool, (ofPool = new Map()));
  let batches = ofPool.get(statementName) as Batches | undefined;
  if (!batches) ofPool.set(statementName, (batches = create()));
  return batches;
}

/**
 * The CricAPI hits of one key on the current UTC day, the period CricAPI's daily allowance counts (the
 * free plan: 100). Our own count, or CricAPI's (`hitsToday` in its answers) when it is higher: other
 * instances and an earlier run of this one spend from the same allowance.
 */
export class DailyCallCount {
  #day = '';
  #count = 0;

  /** Calls made on the UTC day of `nowMs`. */
  on(nowMs: number): number {
    this.#roll(nowMs);
    return this.#count;
  }

  /** Counts one call made at `nowMs`, with CricAPI's count for the key when it answered one. */
  add(nowMs: number, hitsToday?: number) {
    this.#roll(nowMs);
    this.#count = Math.max(this.#count + 1, hitsToday ?? 0);
  }

  #roll(nowMs: number) {
    const day = new Date(nowMs).toISOString().slice(0, 10);
    if (day === this.#day) return;
    this.#day = day;
    this.#count = 0;
  }
}

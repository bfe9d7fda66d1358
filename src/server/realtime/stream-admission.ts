/**
 * How many event streams this instance keeps open, in all and per client address: an open stream
 * costs about 25 KB and a socket, so an address may not open thousands (issue 13 saw 2,000 anonymous
 * streams from one address accepted). Over either cap a new stream is refused (429); it is counted
 * until it closes.
 */
export class StreamAdmission {
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: { perAddress: number; total: number }) {}

  /** A release function when the stream may open, or null when a cap is reached. */
  admit(address: string): (() => void) | null {
    const open = this.byAddress.get(address) ?? 0;
    if (this.total >= this.limits.total || open >= this.limits.perAddress) return null;
    this.total++;
    this.byAddress.set(address, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left === 0) this.byAddress.delete(address);
      else this.byAddress.set(address, left);
    };
  }
}

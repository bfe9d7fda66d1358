// The open book's worst case, with lays: a lay pays if any option but its own wins.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { openLiability } from './open-liability';
import { createMatch, layBet, placeBet, selection } from './test-fixtures';

describe('open liability', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;

  it("counts a lay's payout against every option but its own", async () => {
    expect(await openLiability(db)).toBe(0);
    const match = await createMatch(db);
    const [a, b] = [http.fork(), http.fork()];
    await a.signUp();
    await b.signUp();
    // Winner: home backed 1,000 at 1.90 (pays 1,900) and laid 1,000 at 2.10 (holds 1,100, pays 2,100
    // if away wins): 2,100 held covers either, so nothing.
    await placeBet(a, [selection(match, 'home', 1000)]);
    await layBet(db, b, match, { stake: 1000, layOdds: 210 });
    expect(await openLiability(db)).toBe(0);
    // Toss: home backed 100 (pays 190), away laid 200 at 2.11 (holds 222, pays 422 if home wins): if
    // home wins the house pays 612 against 322 held.
    await placeBet(a, [selection(match, 'home', 100, 'toss')]);
    await layBet(db, b, match, { pick: 'away', stake: 200, layOdds: 211, market: 'toss' });
    expect(await openLiability(db)).toBe(612 - 322);
  });
});

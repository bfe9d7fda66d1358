import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import { mulberry32 } from '../../feeds/prng';
import { AppError } from '../../http/errors';
import { placeBets } from '../bets/place-bets';
import { completeMatch, createMatch, ledgerMismatches, type FixtureMatch } from '../bets/test-fixtures';
import { settleMatch } from './settle-match';
import { settleToss } from './settle-toss';
import { voidMatch } from './void-match';

const SEED = 20250401;
const OPERATIONS = 2000;
const PLAYERS = 40;

describe('the ledger under a random mix of placements, settlements and voids', async () => {
  const { http, deps } = await startTestApp();
  const db = deps.db;

  it(`keeps every balance equal to its ledger and never negative (seed ${SEED}, ${OPERATIONS} operations)`, async () => {
    const random = mulberry32(SEED);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const players: string[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push((await http.fork().signUp()).id);
    const { rows } = await db.execute<{ user_id: string }>(sql`select user_id from admin_roles limit 1`);
    const adminId = rows[0]!.user_id;

    let open: FixtureMatch[] = [];
    const all: FixtureMatch[] = [];
    const outcomes = new Map<string, number>();
    const note = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    const attempt = async (k: string, run: () => Promise<unknown>) => {
      try {
        await run();
        note(k);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        note(`${k}:${error.code}`);
      }
    };

    for (let done = 0; done < OPERATIONS;) {
      // A batch of operations runs concurrently, so placements race settlements and each other.
      const batch: Promise<void>[] = [];
      for (let i = 0; i < 8 && done < OPERATIONS; i++, done++) {
        const roll = random();
        if (open.length < 3 || roll < 0.01) {
          const created = await createMatch(db, { status: 'LIVE' });
          open.push(created);
          all.push(created);
          continue;
        }
        const match = pick(open);
        if (roll < 0.9) {
          const market = pick(['winner', 'toss'] as const);
          const option = pick(['home', 'away'] as const);
          const amount = 100 * (1 + Math.floor(random() * 5));
          const stale = random() < 0.05;
          batch.push(
            attempt('place', () =>
              placeBets(
                db,
                pick(players),
                {
                  idempotencyKey: randomUUID(),
                  selections: [
                    {
                      matchId: match.matchId,
                      marketId: match[market].marketId,
                      optionId: match[market][option],
                      amount,
                      odds: stale ? 1.5 : 1.9,
                    },
                  ],
                },
                { maxStakePaise: 10_000_000n },
              ),
            ),
          );
        } else if (roll < 0.94) {
          batch.push(
            attempt('toss', () =>
              settleToss(db, {
                matchId: match.matchId,
                tossWinner: pick([match.homeTeam, match.awayTeam]),
                adminId,
              }),
            ),
          );
        } else if (roll < 0.98) {
          open = open.filter((m) => m !== match);
          batch.push(
            attempt('settle', async () => {
              await completeMatch(db, match.matchId, 150 + Math.floor(random() * 40));
              await settleMatch(db, {
                matchId: match.matchId,
                winningTeam: pick([match.homeTeam, match.awayTeam]),
                adminId,
              });
            }),
          );
        } else {
          open = open.filter((m) => m !== match);
          batch.push(
            attempt('void', () => voidMatch(db, { matchId: match.matchId, reason: 'random void', adminId })),
          );
        }
      }
      await Promise.all(batch);
    }
    // Everything still open is voided and every toss settled, so every stake ends up settled.
    for (const match of open) await voidMatch(db, { matchId: match.matchId, reason: 'end of run', adminId });
    for (const match of all)
      await attempt('toss', () =>
        settleToss(db, { matchId: match.matchId, tossWinner: match.homeTeam, adminId }),
      );

    expect(await ledgerMismatches(db)).toEqual([]);
    const placed = outcomes.get('place') ?? 0;
    expect(placed).toBeGreaterThan(1000);
    expect(outcomes.get('settle') ?? 0).toBeGreaterThan(50);
    expect(outcomes.get('void') ?? 0).toBeGreaterThan(10);
    expect(outcomes.get('place:ODDS_CHANGED') ?? 0).toBeGreaterThan(0);
    const check = await db.execute<Record<string, string>>(sql`
      select
        (select count(*) from bets) as bets,
        (select count(*) from bets where status in ('PENDING','ACTIVE')) as pending,
        (select count(*) from transactions where type = 'BET') as stakes,
        (select count(*) from bets where status = 'WON') as won,
        (select count(*) from transactions where type = 'PAYOUT') as payouts,
        (select count(*) from bets where status = 'VOID') as voided,
        (select count(*) from transactions where type = 'REFUND') as refunds,
        (select count(*) from bets b join transactions t on t.bet_id = b.id and t.type = 'PAYOUT'
          where t.amount_paise <> b.potential_payout_paise or b.status <> 'WON') as wrong_payouts,
        (select count(*) from bets b join transactions t on t.bet_id = b.id and t.type = 'REFUND'
          where t.amount_paise <> b.amount_paise or b.status <> 'VOID') as wrong_refunds,
        (select count(*) from user_profiles where balance_paise < 0) as negative`);
    const c = check.rows[0]!;
    expect(Number(c.bets)).toBe(placed);
    expect(c.pending).toBe('0');
    expect(c.stakes).toBe(c.bets);
    expect(c.payouts).toBe(c.won);
    expect(c.refunds).toBe(c.voided);
    expect([c.wrong_payouts, c.wrong_refunds, c.negative]).toEqual(['0', '0', '0']);
  });
});

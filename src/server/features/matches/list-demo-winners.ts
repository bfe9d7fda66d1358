import { desc } from 'drizzle-orm';
import type { DemoWinner } from '@shared/contracts/matches';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { demoWinners } from '../../db/schema';

export async function listDemoWinners(db: Db, limit = 20): Promise<DemoWinner[]> {
  const rows = await db.select().from(demoWinners).orderBy(desc(demoWinners.wonAt)).limit(limit);
  return rows.map((w) => ({
    id: w.id,
    name: w.name,
    amount: paiseToRupees(w.amountPaise),
    wonAt: w.wonAt.toISOString(),
  }));
}

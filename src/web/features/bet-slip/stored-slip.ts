import { BET_SIDES } from '@shared/statuses';
import type { SlipEntry } from './types';

const MAX_STORED_ENTRIES = 50;

const isPositive = (value: unknown) => typeof value === 'number' && value > 0;
const isId = (value: unknown) => Number.isInteger(value) && isPositive(value);

/** An entry as this version of the app writes it (one written before lays has no side: a back). */
function isEntry(value: unknown): value is Omit<SlipEntry, 'side'> & { side?: SlipEntry['side'] } {
  const e = value as Record<string, unknown> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    isId(e.matchId) &&
    isId(e.marketId) &&
    isId(e.optionId) &&
    ['homeTeam', 'awayTeam', 'marketName', 'optionName'].every((key) => typeof e[key] === 'string') &&
    isPositive(e.odds) &&
    Number.isInteger(e.amount) &&
    (e.amount as number) >= 0 &&
    (e.side === undefined || (BET_SIDES as readonly unknown[]).includes(e.side)) &&
    (e.changedOdds === undefined || isPositive(e.changedOdds))
  );
}

/**
 * The slip a previous visit left in storage, or null when there is none or it is not one (another
 * version's, or edited by hand).
 */
export function readStoredSlip(
  raw: string | null,
): { entries: SlipEntry[]; idempotencyKey: string | null } | null {
  if (!raw) return null;
  try {
    const { entries, idempotencyKey } = JSON.parse(raw) as { entries?: unknown; idempotencyKey?: unknown };
    if (!Array.isArray(entries) || entries.length > MAX_STORED_ENTRIES || !entries.every(isEntry))
      return null;
    return {
      entries: entries.map((entry) => ({ ...entry, side: entry.side ?? 'BACK' })),
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
    };
  } catch {
    return null;
  }
}

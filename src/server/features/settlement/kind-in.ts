import { sql, type SQL } from 'drizzle-orm';
import type { MarketKind } from '@shared/statuses';

/** `<column> in (...)` of market kinds: the kinds a settlement path owns (TEAM_MARKET_KINDS, ...). */
export function kindIn(kinds: readonly MarketKind[], column = 'kind'): SQL {
  return sql.raw(`${column} in (${kinds.map((kind) => `'${kind}'`).join(',')})`);
}

import { t } from '@lingui/core/macro';
import type { PriceMove } from './use-price-move';

/** 'Odds 1.85', with ', moved up' or ', moved down' for a moment after a live change (read at render). */
export function oddsLabel(odds: string, move: PriceMove): string {
  if (move === 'up') return t`Odds ${odds}, moved up`;
  if (move === 'down') return t`Odds ${odds}, moved down`;
  return t`Odds ${odds}`;
}

import { cricketText } from '@shared/cricket-text';
import type { Locale } from '@shared/locale';
import type { Db } from '../../db/client';
import { matchLabels } from '../matches/match-labels';

/** The match as a notice names it, in each language ("RCB vs CSK"; "match #12" if it has no teams). */
export async function matchNameOf(tx: Db, matchId: number): Promise<(locale: Locale) => string> {
  const name = (await matchLabels(tx, [matchId])).get(matchId);
  return (locale) =>
    name ? cricketText(name, locale) : locale === 'hi' ? `मैच #${matchId}` : `match #${matchId}`;
}

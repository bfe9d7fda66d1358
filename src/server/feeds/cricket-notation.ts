// Overs in cricket notation: the digit after the point counts balls (0-5), not tenths.
// One file, several operations: pure formatters and parsers of one notation (overs, scores), used together.

export const BALLS_PER_OVER = 6;
export const T20_OVERS = 20;
export const T20_LEGAL_BALLS = T20_OVERS * BALLS_PER_OVER;

/** 105 legal balls -> 17.3 */
export function ballsToOvers(legalBalls: number): number {
  const overs = Math.floor(legalBalls / BALLS_PER_OVER);
  return overs + (legalBalls % BALLS_PER_OVER) / 10;
}

/**
 * 17.3 -> 105. Sources sometimes write a completed over as x.6 (19.6 for 20 overs): the ball digit is
 * capped at 6 so that still means a full over. Reads the digit from the text, never from float tenths.
 */
export function oversToLegalBalls(overs: number | string): number {
  const text = String(overs).trim();
  const match = /^(\d+)(?:\.(\d))?\d*$/.exec(text);
  if (!match) throw new RangeError(`Not overs in cricket notation: ${text}`);
  const whole = Number(match[1]);
  const balls = Math.min(BALLS_PER_OVER, Number(match[2] ?? '0'));
  return whole * BALLS_PER_OVER + balls;
}

/** '17.3', '20' – for status lines. */
function formatOvers(legalBalls: number): string {
  const overs = Math.floor(legalBalls / BALLS_PER_OVER);
  const balls = legalBalls % BALLS_PER_OVER;
  return balls === 0 ? String(overs) : `${overs}.${balls}`;
}

/** 'CSK 87/3 (10.2 ov)'; all out shows the runs alone, as scorecards do. */
export function formatScore(shortName: string, runs: number, wickets: number, legalBalls: number): string {
  const score = wickets >= 10 ? `${runs}` : `${runs}/${wickets}`;
  return `${shortName} ${score} (${formatOvers(legalBalls)} ov)`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** A name's words as compared: case, accents' forms and name punctuation set aside, in any order. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFKC')
    .toLocaleLowerCase('en-IN')
    .replace(/[.'’-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort();
}

/**
 * Whether the name on a payout account is the player's own: the same words, whatever their case, order
 * and punctuation ('KUMAR, RAVI' is not, 'Ravi Kumar' and 'kumar ravi' are). An operator checks any other
 * before paying: initials, a nickname, someone else's account.
 */
export function holderNameMatches(holderName: string, playerName: string): boolean {
  const holder = nameWords(holderName);
  const player = nameWords(playerName);
  return holder.length > 0 && holder.join(' ') === player.join(' ');
}

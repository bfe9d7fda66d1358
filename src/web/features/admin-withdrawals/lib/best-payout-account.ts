/** The account an approval should use: highest success rate (a new one counts as 100%), then least recently used. */
export function bestPayoutAccount<
  A extends { isActive: boolean; successRate: number | null; lastUsed: string | null },
>(accounts: A[]): A | null {
  const rate = (a: A) => a.successRate ?? 1;
  const used = (a: A) => (a.lastUsed === null ? 0 : Date.parse(a.lastUsed));
  return accounts.filter((a) => a.isActive).sort((a, b) => rate(b) - rate(a) || used(a) - used(b))[0] ?? null;
}

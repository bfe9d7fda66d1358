// One file, several operations: an attempt's count and its release on success, sharing the
// throttle's keys.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface SignInLimits {
  /** Attempts per client address in a window; successful ones are given back (see settle). */
  perAddress: number;
  /** Attempts per account in a window from clients without its device cookie; a success clears them. */
  perAccount: number;
  /** Attempts per device cookie in a window; a success clears them. */
  perDevice: number;
  windowSeconds: number;
}

/**
 * What an attempt counts against besides its address: a stranger's attempt (no device cookie for the
 * account) against the account, which every stranger shares; a known device's against that device alone.
 */
export type SignInHolder = { account: string } | { device: string };

export interface SignInKeys {
  address: string;
  holder: SignInHolder;
}

const keysOf = (keys: SignInKeys) => [
  `address:${keys.address}`,
  'account' in keys.holder ? `account:${keys.holder.account.toLowerCase()}` : `device:${keys.holder.device}`,
];

const holderLimit = (holder: SignInHolder, limits: SignInLimits) =>
  'account' in holder ? limits.perAccount : limits.perDevice;

export type SignInVerdict =
  | { allowed: true; holder: { attempts: number; retryAfterSeconds: number } }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a sign-in attempt against its address and its holder before the password is checked, in one
 * statement (so concurrent guesses cannot all pass a read taken before they counted). Refused when
 * either is over its limit: a guesser spread over many addresses is slowed by the account's count, and
 * a player behind the same address as someone mistyping is not, because a successful sign-in gives its
 * attempt back. See docs/decisions/0009 and 0040.
 */
export async function reserveSignIn(db: Db, keys: SignInKeys, limits: SignInLimits): Promise<SignInVerdict> {
  const [addressKey, holderKey] = keysOf(keys);
  const window = sql`make_interval(secs => ${limits.windowSeconds})`;
  const { rows } = await db.execute<{ key: string; attempts: number; retry_after: number }>(sql`
    insert into sign_in_throttle (key, attempts, window_started_at)
    values (${addressKey}, 1, now()), (${holderKey}, 1, now())
    on conflict (key) do update set
      attempts = case when sign_in_throttle.window_started_at <= now() - ${window} then 1
                      else sign_in_throttle.attempts + 1 end,
      window_started_at = case when sign_in_throttle.window_started_at <= now() - ${window} then now()
                               else sign_in_throttle.window_started_at end
    returning key, attempts,
              ceil(extract(epoch from window_started_at + ${window} - now()))::int as retry_after`);
  const over = rows.filter((r) =>
    r.key === addressKey ? r.attempts > limits.perAddress : r.attempts > holderLimit(keys.holder, limits),
  );
  if (over.length === 0) {
    const holder = rows.find((r) => r.key === holderKey);
    return {
      allowed: true,
      holder: {
        attempts: holder?.attempts ?? 1,
        retryAfterSeconds: holder?.retry_after ?? limits.windowSeconds,
      },
    };
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, ...over.map((r) => r.retry_after)) };
}

/** After a successful sign-in: the holder starts afresh and the address gets its attempt back. */
export async function signInSucceeded(db: Db, keys: SignInKeys) {
  const [addressKey, holderKey] = keysOf(keys);
  await db.execute(sql`
    with holder as (delete from sign_in_throttle where key = ${holderKey})
    update sign_in_throttle set attempts = greatest(attempts - 1, 0) where key = ${addressKey}`);
}

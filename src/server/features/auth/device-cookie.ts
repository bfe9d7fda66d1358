// One file, several operations: the device cookie's reader and writer, sharing its name, key and
// encoding.
import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { generateSignedCookie, getSignedCookie } from 'hono/cookie';

/**
 * The device cookie (OWASP, "Slow down online guessing attacks with device cookies"): proof that this
 * browser has signed in to an account before. It is not a session (sign-out leaves it), it only decides
 * which sign-in count an attempt goes to (sign-in-throttle.ts). docs/decisions/0040.
 */
const DEVICE_COOKIE = 'ipl_device';

const LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** A shared computer is remembered for the accounts most recently signed in to from it. */
const ACCOUNTS_PER_BROWSER = 5;

/** One account's entry: the nonce names this device in the throttle, so it can be locked on its own. */
export interface DeviceToken {
  accountId: string;
  nonce: string;
  issuedAt: number;
}

/** Its own key, derived from the auth secret, so no other value the secret signs can pass for it. */
const signingKey = (secret: string) => createHmac('sha256', secret).update('ipl device cookie').digest();

const encode = (tokens: DeviceToken[]) =>
  tokens.map((t) => `${t.accountId}.${t.nonce}.${t.issuedAt}`).join('~');

/** The browser's device tokens within their lifetime; none when the cookie is missing or its signature fails. */
export async function readDeviceTokens(c: Context, secret: string, now: Date): Promise<DeviceToken[]> {
  const value = await getSignedCookie(c, signingKey(secret), DEVICE_COOKIE);
  if (!value) return [];
  const oldest = now.getTime() / 1000 - LIFETIME_SECONDS;
  return value.split('~').flatMap((entry) => {
    const [accountId, nonce, issuedAt, ...rest] = entry.split('.');
    const at = Number(issuedAt);
    return accountId && nonce && rest.length === 0 && Number.isSafeInteger(at) && at > oldest
      ? [{ accountId, nonce, issuedAt: at }]
      : [];
  });
}

/** The Set-Cookie after a sign-in: a fresh token for this account first, the browser's others kept. */
export function deviceCookieAfterSignIn(
  held: DeviceToken[],
  accountId: string,
  options: { secret: string; secure: boolean; now: Date },
): Promise<string> {
  const fresh = {
    accountId,
    nonce: randomBytes(16).toString('base64url'),
    issuedAt: Math.floor(options.now.getTime() / 1000),
  };
  const kept = [fresh, ...held.filter((t) => t.accountId !== accountId)].slice(0, ACCOUNTS_PER_BROWSER);
  return generateSignedCookie(DEVICE_COOKIE, encode(kept), signingKey(options.secret), {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'Lax',
    path: '/api/auth',
    maxAge: LIFETIME_SECONDS,
  });
}

// One file, several operations: a sign-in attempt and the device cookie a success (or a sign-up)
// sets, both finding the account by its email.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { errorBody } from '../../http/errors';
import { auditAdminAction } from '../admin/audit-admin-action';
import { isAdmin } from '../admin/is-admin';
import { deviceCookieAfterSignIn, readDeviceTokens } from './device-cookie';
import { reserveSignIn, signInSucceeded, type SignInKeys, type SignInLimits } from './sign-in-throttle';

async function accountIdOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.email, email.toLowerCase()));
  return row?.id ?? null;
}

/**
 * Counts a sign-in attempt before Better Auth checks the password (docs/decisions/0009, 0040): against
 * its address, and against the account, or, from a browser holding the account's device cookie, against
 * that device instead. So strangers who lock the account do not lock out its owner's devices, and a
 * device is locked on its own after its own failures. Either a 429 to send, or `finish` to run on
 * Better Auth's answer.
 */
export async function startSignIn(c: Context<AppEnv>, email: string) {
  const { db, config, auth, now } = c.var.deps;
  const { secret } = await auth.$context;
  const held = await readDeviceTokens(c, secret, now());
  const accountId = held.length > 0 ? await accountIdOf(db, email) : null;
  const device = held.find((token) => token.accountId === accountId);
  const keys: SignInKeys = {
    address: clientAddress(c, config.TRUST_PROXY),
    holder: device ? { device: device.nonce } : { account: email },
  };
  const limits: SignInLimits = {
    perAddress: config.SIGNIN_RATE_LIMIT_MAX,
    perAccount: config.SIGNIN_ACCOUNT_LIMIT_MAX,
    perDevice: config.SIGNIN_DEVICE_LIMIT_MAX,
    windowSeconds: config.SIGNIN_RATE_LIMIT_WINDOW_SECONDS,
  };
  const verdict = await reserveSignIn(db, keys, limits);
  if (!verdict.allowed) return { refused: tooManyAttempts(c, verdict.retryAfterSeconds), finish: null };

  const finish = async (response: Response): Promise<Response> => {
    if (response.ok) {
      await signInSucceeded(db, keys);
      return withDeviceCookie(c, response, email);
    }
    // This stranger's failure was the one that locked the account (the count is taken before the check).
    if ('account' in keys.holder && verdict.holder.attempts === limits.perAccount)
      await auditAdminLockout(db, email, keys.address, verdict.holder.retryAfterSeconds);
    return response;
  };
  return { refused: null, finish };
}

function tooManyAttempts(c: Context<AppEnv>, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(
    errorBody(
      'RATE_LIMITED',
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ),
    429,
  );
}

/** A locked admin account is the operator's business: one audit row per lockout. */
async function auditAdminLockout(db: Db, email: string, address: string, lockedForSeconds: number) {
  const accountId = await accountIdOf(db, email);
  if (!accountId || !(await isAdmin(db, accountId))) return;
  await auditAdminAction(
    db,
    { adminId: accountId, actionType: 'SIGN_IN_LOCKED', entityType: 'session', entityId: null },
    {
      reason: `wrong passwords from devices it never signed in from, the last from ${address}`,
      address,
      until: new Date(Date.now() + lockedForSeconds * 1000).toISOString(),
    },
  );
}

/**
 * A successful sign-in (or sign-up, which signs in) marks this browser as the account's device. The
 * cookie is added to Better Auth's answer, beside its session cookie.
 */
export async function withDeviceCookie(c: Context<AppEnv>, response: Response, email: string) {
  const { db, config, auth, now } = c.var.deps;
  const accountId = await accountIdOf(db, email);
  if (!accountId) return response;
  const { secret } = await auth.$context;
  const cookie = await deviceCookieAfterSignIn(await readDeviceTokens(c, secret, now()), accountId, {
    secret,
    secure: config.publicUrl.startsWith('https://'),
    now: now(),
  });
  const answer = new Response(response.body, response);
  answer.headers.append('set-cookie', cookie);
  return answer;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { signUpSchema } from '@shared/contracts/auth';
import { rupeesToPaise } from '@shared/money';
import { switchAsyncLocalStorageOffWhenIdle } from '../../async-local-storage-off-when-idle';
import type { Db } from '../../db/client';
import { accounts, rateLimits, sessions, userProfiles, verifications } from '../../db/schema';
import { grantSignupCredit } from '../wallet/signup-credit';
import { hashPassword, verifyPassword } from './password';

export interface AuthOptions {
  db: Db;
  logger: Logger;
  publicUrl: string;
  secret: string;
  signupCreditRupees: number;
  signUpRateLimitMax: number;
  secureCookies: boolean;
}

/** Header our own middleware sets from the socket (or a trusted proxy) for Better Auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-ipl-client-ip';

export function createAuth(options: AuthOptions) {
  const { db, logger } = options;
  // Better Auth and our sign-up run in AsyncLocalStorage: its hooks then cost every promise of the
  // process, unless switched off while no store is in use (ADR 0057).
  switchAsyncLocalStorageOffWhenIdle();
  const creditPaise = rupeesToPaise(options.signupCreditRupees);
  const { authDb, signUpTransaction } = sharingSignUpTransaction(db);

  return betterAuth({
    appName: 'IPL Betting',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    // CSRF: our own origin, and whatever host the request was addressed to (same-site by definition).
    trustedOrigins: (request) => {
      const origins = [options.publicUrl];
      if (request) origins.push(new URL(request.url).origin);
      return origins;
    },
    database: drizzleAdapter(authDb, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: userProfiles,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    // Required, but checked by our sign-up hook so the message is ours ('Phone number is required').
    user: { additionalFields: { phone: { type: 'string', required: false, input: true } } },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Sign-in is limited per address and per account by our own throttle (routes.ts).
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: options.signUpRateLimitMax },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.secureCookies,
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: checkSignUp(db),
      after: duplicateSignUpIsEmailInUse(),
    },
    databaseHooks: {
      account: {
        create: {
          // The password account is created right after the user, in the sign-up's transaction.
          before: async (account) => {
            const tx = signUpTransaction.getStore();
            if (!tx) throw new Error('sign-up outside its transaction: the demo credit cannot be paid');
            await grantSignupCredit(tx, account.userId, creditPaise);
          },
        },
      },
    },
    logger: {
      disabled: false,
      level: 'error',
      log: (level, message, ...args) => logger[level === 'debug' ? 'debug' : level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Better Auth runs a sign-up (user, account, session) in one transaction of the database it is given.
 * This copy of ours hands that transaction to our hooks, so the demo credit is paid inside it: an
 * account never exists without its credit, and no read ever has to pay it.
 */
function sharingSignUpTransaction(db: Db) {
  const signUpTransaction = new AsyncLocalStorage<Db>();
  const authDb: Db = Object.create(db, {
    transaction: {
      value: (work: (tx: Db) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) =>
        db.transaction((tx) => signUpTransaction.run(tx, () => work(tx)), config),
    },
  });
  return { authDb, signUpTransaction };
}

/**
 * Validates and normalises a sign-up before Better Auth sees it. Also reached by server-side calls
 * (seed, create-admin), so the check lives here rather than only in the route.
 */
function checkSignUp(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-up/email') return;
    const parsed = signUpSchema.safeParse(ctx.body);
    if (!parsed.success) {
      throw new APIError('BAD_REQUEST', {
        message: parsed.error.issues[0]?.message ?? 'Invalid sign-up',
        code: 'VALIDATION_ERROR',
      });
    }
    const email = parsed.data.email.toLowerCase();
    const existing = await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(eq(userProfiles.email, email));
    if (existing.length > 0)
      throw new APIError('CONFLICT', { message: 'Email already in use', code: 'EMAIL_IN_USE' });
    return { context: { body: { ...ctx.body, ...parsed.data, email } } };
  });
}

/** Better Auth's codes for a sign-up whose email another account holds (the unique index decided). */
const DUPLICATE_SIGN_UP_CODES = new Set(['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'FAILED_TO_CREATE_USER']);

/**
 * One answer to a duplicate email however the requests race. Sign-ups that pass checkSignUp together
 * meet again at Better Auth's own look-up or at the email's unique index, and it answers 422 for both;
 * once that email's account exists, the loser hears the 409 a later duplicate hears.
 */
function duplicateSignUpIsEmailInUse() {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-up/email') return;
    const refused = ctx.context.returned;
    if (!isAPIError(refused) || !DUPLICATE_SIGN_UP_CODES.has(String(refused.body?.code))) return;
    const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
    const taken = await ctx.context.internalAdapter.findUserByEmail(email);
    if (taken) throw new APIError('CONFLICT', { message: 'Email already in use', code: 'EMAIL_IN_USE' });
  });
}

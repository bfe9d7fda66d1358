import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import { authSecret } from './db/auth-secret';
import { createAuth } from './features/auth/auth';

/** Better Auth on this database, as configured. */
export function authFor(config: Config, db: Db, logger: Logger) {
  return createAuth({
    db,
    logger,
    publicUrl: config.publicUrl,
    secret: authSecret(config),
    signupCreditRupees: config.SIGNUP_CREDIT_RUPEES,
    signUpRateLimitMax: config.SIGNUP_RATE_LIMIT_MAX,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
}

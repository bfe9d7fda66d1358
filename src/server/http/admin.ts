import type { ErrorCode } from '@shared/contracts/errors';
import { DomainError } from '../errors';
import { errorResponse, errorResponses } from './router';
import type { AppEnv, SessionUser } from './context';
import { currentAdmin } from './current-admin';

// Every /api/admin route runs behind requireAdmin (app.ts), which answers 401 and 403 itself.

/** The responses every admin operation can give, beside its own. */
export const adminResponses = {
  ...errorResponses,
  403: errorResponse('Not authorized as admin'),
  500: errorResponse('The operation failed and changed nothing'),
} as const;

/**
 * Runs an admin operation as the signed-in admin. A DomainError keeps its code and message (the
 * operator reads them in the back office); anything unexpected is logged with its cause and answered
 * as `failure`, so no internal detail reaches the browser.
 */
export async function runAsAdmin<T>(
  c: { var: AppEnv['Variables'] },
  failure: { code: ErrorCode; message: string },
  operation: (admin: SessionUser) => Promise<T>,
): Promise<T> {
  const admin = await currentAdmin(c);
  try {
    return await operation(admin);
  } catch (e) {
    if (e instanceof DomainError) throw e;
    c.var.log.error({ err: e, adminId: admin.id }, failure.message);
    throw new DomainError(failure.code, failure.message);
  }
}

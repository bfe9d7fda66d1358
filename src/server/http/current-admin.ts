import type { AppEnv, SessionUser } from './context';
import { currentUser } from './auth-session';

/** The signed-in admin (the guard has already checked the role). */
export const currentAdmin = (c: { var: AppEnv['Variables'] }): Promise<SessionUser> => currentUser(c);

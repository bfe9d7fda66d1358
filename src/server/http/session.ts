import { createMiddleware } from 'hono/factory';
import { isAdmin } from '../features/admin/roles';
import type { AppEnv, SessionUser } from './context';
import { forbidden, unauthorized } from './errors';

/** Resolves the Better Auth session cookie (if any) once per request into c.var.user. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  c.set('user', session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null);
  await next();
});

export function currentUser(c: { var: AppEnv['Variables'] }): SessionUser {
  if (!c.var.user) throw unauthorized();
  return c.var.user;
}

/** The one guard for every /api/admin route: 401 signed out, 403 for a player. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c);
  if (!(await isAdmin(c.var.deps.db, user.id))) throw forbidden();
  await next();
});

// The sign-in session as a request sees it (Better Auth's cookie and sessions table).
// One file, several operations: the middleware that reads the session and the ways a route asks for its
// user share one memoised lookup.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'hono/utils/cookie';
import { createMiddleware } from 'hono/factory';
import type pg from 'pg';
import { isAdmin } from '../features/admin/is-admin';
import type { Auth } from '../features/auth/auth';
import type { AppEnv, SessionUser } from './context';
import { forbidden, unauthorized } from '../errors';

interface SessionKeys {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
  /** Cookie headers whose session cookie was correctly signed, and its token (see sessionTokenOf). */
  signedTokens: Map<string, string>;
}

/** The most cookie headers sessionTokenOf remembers; the oldest go first. */
const SIGNED_TOKENS_MAX = 10_000;
/**
 * The longest cookie header it remembers: ours (a session, a device and a locale cookie) are a few
 * hundred bytes.
 */
const SIGNED_HEADER_MAX_LENGTH = 1024;

const keysByAuth = new WeakMap<Auth, Promise<SessionKeys>>();

/** The session cookie's name, the signing secret and the refresh policy, read once from Better Auth. */
function sessionKeys(auth: Auth): Promise<SessionKeys> {
  let keys = keysByAuth.get(auth);
  if (!keys) {
    keys = auth.$context.then((ctx) => ({
      cookieName: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
      signedTokens: new Map(),
    }));
    keysByAuth.set(auth, keys);
  }
  return keys;
}

/** Better Auth's signed cookie value is `token.base64(HMAC-SHA256(secret, token))`; the token, or null. */
function verifiedSessionToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = value.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The token of the request's session cookie if it is correctly signed, else null. Its check is a pure
 * function of the Cookie header, and a player's every request carries the same header, so a header seen
 * before answers from memory instead of being parsed and its HMAC computed again. Only correctly signed
 * headers of a browser's usual size are kept, so what a signed-in client can make us keep is bounded;
 * the session itself is still checked in the database every time.
 */
function sessionTokenOf(cookieHeader: string | undefined, keys: SessionKeys): string | null {
  if (!cookieHeader) return null;
  const known = keys.signedTokens.get(cookieHeader);
  if (known !== undefined) return known;
  const token = verifiedSessionToken(
    parseCookies(cookieHeader, keys.cookieName)[keys.cookieName],
    keys.secret,
  );
  if (token === null || cookieHeader.length > SIGNED_HEADER_MAX_LENGTH) return token;
  if (keys.signedTokens.size >= SIGNED_TOKENS_MAX)
    keys.signedTokens.delete(keys.signedTokens.keys().next().value!);
  keys.signedTokens.set(cookieHeader, token);
  return token;
}

interface SessionRow {
  session_id: string;
  expires_at: Date;
  id: string;
  email: string;
  name: string;
}

// A prepared statement (parsed and planned once per connection): the unique token index, then the user.
const SESSION_QUERY = {
  name: 'ipl-load-session',
  text: `select s.id as session_id, s.expires_at, u.id, u.email, u.name
         from sessions s join user_profiles u on u.id = s.user_id
         where s.token = $1`,
};

/**
 * A request's session, resolved when a route first asks (memoised), with the database as the truth on
 * every request: a signed-out or revoked session stops working at once. The common case costs one
 * indexed query and a synchronous HMAC check; Better Auth's own getSession (two queries and a possible
 * write) runs only when it has work to do: the session is due its daily refresh, or has expired and
 * must be deleted. A hot path may instead check the token inside its own statement (bet placement:
 * `token` and `leanCutoff`). See docs/decisions/0005-lean-session-lookup.md.
 */
export interface RequestSession {
  /** The session token of a correctly signed cookie, or null (nothing to look up). */
  token: string | null;
  /**
   * A session row answers for itself (no Better Auth refresh due) when it expires after this time:
   * not expired, and its daily refresh not yet due.
   */
  leanCutoff: Date;
  user(): Promise<SessionUser | null>;
  /** The live session itself (what an event stream belongs to), or null: resolved with user(). */
  current(): Promise<ActiveSession | null>;
}

export interface ActiveSession {
  id: string;
  expiresAt: Date;
  user: SessionUser;
}

async function requestSession(auth: Auth, pool: pg.Pool, headers: Headers): Promise<RequestSession> {
  const keys = await sessionKeys(auth);
  const token = sessionTokenOf(headers.get('cookie') ?? undefined, keys);
  const leanCutoff = new Date(Date.now() + keys.expiresInMs - keys.updateAgeMs);
  let current: Promise<ActiveSession | null> | null = null;
  const resolve = async (): Promise<ActiveSession | null> => {
    if (!token) return null;
    const { rows } = await pool.query<SessionRow>({ ...SESSION_QUERY, values: [token] });
    const row = rows[0];
    if (!row) return null;
    if (row.expires_at.getTime() > leanCutoff.getTime())
      return {
        id: row.session_id,
        expiresAt: row.expires_at,
        user: { id: row.id, email: row.email, name: row.name },
      };
    const found = await auth.api.getSession({ headers });
    if (!found) return null;
    const { session, user } = found;
    return {
      id: session.id,
      expiresAt: session.expiresAt,
      user: { id: user.id, email: user.email, name: user.name },
    };
  };
  const session = () => (current ??= resolve());
  return { token, leanCutoff, current: session, user: async () => (await session())?.user ?? null };
}

/** Reads the Better Auth session cookie (if any) into c.var.session; nothing is queried until asked. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, pool } = c.var.deps;
  c.set('session', await requestSession(auth, pool, c.req.raw.headers));
  await next();
});

/** The signed-in user, or null for a visitor. */
export const sessionUser = (c: { var: AppEnv['Variables'] }) => c.var.session.user();

/** The signed-in user; a visitor is refused (401). */
export async function currentUser(c: { var: AppEnv['Variables'] }): Promise<SessionUser> {
  const user = await c.var.session.user();
  if (!user) throw unauthorized();
  return user;
}

/**
 * The one guard for every /api/admin route: 401 signed out, 403 for a player. The back office's own
 * question, GET /api/admin/session, answers a visitor with null instead (as /api/me does), so the sign-in
 * page asks it without an error.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' && c.req.path === '/api/admin/session' && !(await sessionUser(c))) {
    return c.json(null, 200);
  }
  const user = await currentUser(c);
  if (!(await isAdmin(c.var.deps.db, user.id))) throw forbidden();
  await next();
});

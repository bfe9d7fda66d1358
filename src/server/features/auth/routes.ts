// One file, several operations: Better Auth's routes and their OpenAPI description, kept beside
// them so the two never disagree.
import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { loginSchema, signUpSchema } from '@shared/contracts/auth';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { knownErrorCode, type ErrorCode } from '@shared/contracts/errors';
import { codeForStatus, errorBody, statusOf } from '../../http/errors';
import { errorResponse, jsonResponse } from '../../http/router';
import { validationErrorBody } from '../../http/validation';
import { CLIENT_IP_HEADER } from './auth';
import { startSignIn, withDeviceCookie } from './sign-in-attempt';

/** Better Auth's own endpoints under /api/auth, with errors reshaped to our `{ error: { code, message } }`. */
export function authRoutes(trustProxy: boolean) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', async (c) => {
    if (!OPEN_AUTH_PATHS.has(c.req.path)) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
    let request: Request;
    let email = '';
    const schema = c.req.method === 'POST' ? BODY_SCHEMAS[c.req.path] : undefined;
    if (!schema) {
      request = new Request(c.req.raw, { headers });
    } else {
      // Our shared form schema speaks first, so every message is the spec's; Better Auth gets the normalised body.
      const body = await c.req.json().catch(() => undefined);
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        return c.json(
          body === undefined
            ? errorBody('VALIDATION_ERROR', 'Request body must be JSON')
            : validationErrorBody(parsed.error),
          400,
        );
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      email = parsed.data.email;
      request = new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(parsed.data) });
    }
    const signIn = c.req.path === '/api/auth/sign-in/email' ? await startSignIn(c, email) : null;
    if (signIn?.refused) return signIn.refused;
    let response = await c.var.deps.auth.handler(request);
    if (signIn?.finish) response = await signIn.finish(response);
    else if (response.ok && c.req.path === '/api/auth/sign-up/email')
      response = await withDeviceCookie(c, response, email);
    if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const code = authErrorCode(body.code, response.status);
    // A code our hooks throw carries its own status: an after-hook's error keeps the status of the one
    // it replaced.
    const status = body.code && knownErrorCode(body.code) ? statusOf(code) : response.status;
    const reshaped = new Response(JSON.stringify(errorBody(code, body.message ?? 'Request failed')), {
      status,
      headers: response.headers,
    });
    reshaped.headers.set('content-type', 'application/json');
    reshaped.headers.delete('content-length');
    return reshaped;
  });
}

/**
 * The Better Auth endpoints the product uses. The others are closed: /update-user stored any name and
 * any text as a phone, /change-email and /change-password skipped our rules. Profile, password and
 * session changes go through /api/me, which validates them and calls Better Auth itself.
 */
const OPEN_AUTH_PATHS = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/get-session',
]);

const BODY_SCHEMAS: Record<string, typeof signUpSchema | typeof loginSchema> = {
  '/api/auth/sign-up/email': signUpSchema,
  '/api/auth/sign-in/email': loginSchema,
};

/** Better Auth's error code in our union: ours pass through (our hooks throw them), the rest by status. */
function authErrorCode(code: string | undefined, status: number): ErrorCode {
  if (code === 'INVALID_EMAIL_OR_PASSWORD') return 'INVALID_CREDENTIALS';
  return (code && knownErrorCode(code)) || codeForStatus(status);
}

/**
 * Better Auth's routes are not zod-openapi routes; describe the three we use so the document stays whole,
 * with the bodies' own schemas (the ones this allowlist route validates with).
 */
export function documentAuthRoutes(app: OpenAPIHono<AppEnv>) {
  const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
  const user = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-up/email',
    tags: ['auth'],
    summary: 'Register with name, email, password and phone; signs in and credits the demo balance',
    request: { body: json(signUpSchema) },
    responses: {
      200: jsonResponse(
        z.object({ token: z.string().nullable(), user }),
        'Registered and signed in (session and device cookies set)',
      ),
      400: errorResponse('Invalid input'),
      409: errorResponse('Email already in use'),
      429: errorResponse('Too many requests'),
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-in/email',
    tags: ['auth'],
    summary:
      'Sign in with email and password (throttled per address, and per account or, from a browser that signed in to it before, per device cookie)',
    request: { body: json(loginSchema) },
    responses: {
      200: jsonResponse(z.object({ token: z.string(), user }), 'Signed in (session and device cookies set)'),
      401: errorResponse('Invalid email or password'),
      429: errorResponse('Too many requests'),
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-out',
    tags: ['auth'],
    summary: 'Sign out (clears the session cookie)',
    responses: { 200: jsonResponse(z.object({ success: z.boolean() }), 'Signed out') },
  });
}

import { getConnInfo } from '@hono/node-server/conninfo';
import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { loginSchema, signUpSchema } from '@shared/contracts/auth';
import type { AppEnv } from '../../http/context';
import { errorBody } from '../../http/errors';
import { errorResponse, jsonResponse } from '../../http/router';
import { CLIENT_IP_HEADER } from './auth';

/** Better Auth's own endpoints under /api/auth, with errors reshaped to our `{ error: { code, message } }`. */
export function authRoutes(trustProxy: boolean) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    let request: Request;
    const schema = c.req.method === 'POST' ? BODY_SCHEMAS[c.req.path] : undefined;
    if (!schema) {
      request = new Request(c.req.raw, { headers });
    } else {
      // Our shared form schema speaks first, so every message is the spec's; Better Auth gets the normalised body.
      const body = await c.req.json().catch(() => undefined);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const message =
          body === undefined
            ? 'Request body must be JSON'
            : (parsed.error.issues[0]?.message ?? 'Invalid input');
        return c.json(errorBody('VALIDATION_ERROR', message), 400);
      }
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      request = new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(parsed.data) });
    }
    const response = await c.var.deps.auth.handler(request);
    if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const reshaped = new Response(
      JSON.stringify(errorBody(body.code ?? statusCode(response.status), body.message ?? 'Request failed')),
      response,
    );
    reshaped.headers.set('content-type', 'application/json');
    reshaped.headers.delete('content-length');
    return reshaped;
  });
}

const BODY_SCHEMAS: Record<string, typeof signUpSchema | typeof loginSchema> = {
  '/api/auth/sign-up/email': signUpSchema,
  '/api/auth/sign-in/email': loginSchema,
};

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process'; // app.request() in tests has no socket
  }
}

const statusCode = (status: number) =>
  ({
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    422: 'UNPROCESSABLE',
    429: 'RATE_LIMITED',
  })[status] ?? 'AUTH_ERROR';

/** Better Auth's routes are not zod-openapi routes; describe the three we use so the document stays whole. */
export function documentAuthRoutes(app: OpenAPIHono<AppEnv>) {
  const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
  const user = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-up/email',
    tags: ['auth'],
    summary: 'Register with name, email, password and phone; signs in and credits the demo balance',
    request: {
      body: json(
        z.object({ name: z.string(), email: z.string(), password: z.string().min(6), phone: z.string() }),
      ),
    },
    responses: {
      200: jsonResponse(
        z.object({ token: z.string().nullable(), user }),
        'Registered and signed in (session cookie set)',
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
    summary: 'Sign in with email and password (rate-limited per client across instances)',
    request: { body: json(z.object({ email: z.string(), password: z.string() })) },
    responses: {
      200: jsonResponse(z.object({ token: z.string(), user }), 'Signed in (session cookie set)'),
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

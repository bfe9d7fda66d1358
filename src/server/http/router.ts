// One file, several operations: the helpers every route file uses to declare its routes and their JSON bodies and answers.
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationHook } from './validation';

/** Every feature's routes are declared on one of these, so /api/openapi.json is always true. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

const errorResponseSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .openapi('Error');

/** A route's JSON response, for `responses`: `{ description, content: { 'application/json': { schema } } }`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route's required JSON request body, for `request.body`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** An error response in our `{ error: { code, message } }` shape. */
export const errorResponse = (description: string) => jsonResponse(errorResponseSchema, description);

export const errorResponses = {
  400: errorResponse('Invalid input; nothing changed'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed'),
} as const;

/** Of a write with an idempotency key: the key was used before for a different request. */
export const keyReusedResponse = {
  422: errorResponse(
    'IDEMPOTENCY_KEY_REUSED: this idempotencyKey was used for a different request; nothing changed',
  ),
} as const;

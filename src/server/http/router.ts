import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationHook } from './validation';

/** Every feature's routes are declared on one of these, so /api/openapi.json is always true. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

export const errorResponseSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .openapi('Error');

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorResponseSchema } },
});

export const errorResponses = {
  400: errorContent('Invalid input; nothing changed'),
  401: errorContent('Not signed in'),
  403: errorContent('Not allowed'),
} as const;

import type { Hook } from '@hono/zod-openapi';
import { errorBody } from './errors';

/** Every route's zod validation failure: 400 with the first message, all issues in details. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid request';
  return c.json(errorBody('VALIDATION_ERROR', message, issues), 400);
};

import type { Hook } from '@hono/zod-openapi';
import { errorBody } from './errors';

// zod's own wording names no field ("Invalid input: expected number"), so those get the field's path;
// our schemas' messages are written to be shown as they are (often the spec's exact text).
const ZOD_DEFAULT_WORDING = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/;

/** Every route's zod validation failure: 400 with the first message, all issues in details. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const message = first
    ? first.path && ZOD_DEFAULT_WORDING.test(first.message)
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid request';
  return c.json(errorBody('VALIDATION_ERROR', message, issues), 400);
};

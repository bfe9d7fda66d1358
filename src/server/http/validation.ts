// One file, several operations: the validation hook and the error body it answers with, one contract.
import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import { errorBody } from './errors';

// zod's own wording names no field ("Invalid input: expected number"), so those get the field's path;
// our schemas' messages are written to be shown as they are (often the spec's exact text).
const ZOD_DEFAULT_WORDING = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/;

/** A refused input's 400 body: the first message, and every issue with its field's path in details. */
export function validationErrorBody(error: z.ZodError) {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  const message = first
    ? first.path && ZOD_DEFAULT_WORDING.test(first.message)
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid request';
  return errorBody('VALIDATION_ERROR', message, issues);
}

/** Every route's zod validation failure: 400 with validationErrorBody. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  return c.json(validationErrorBody(result.error), 400);
};

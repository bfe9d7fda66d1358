import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { passwordChangeSchema } from '@shared/contracts/account';
import { emailSchema, nameSchema } from '@shared/contracts/auth';

type Issue = z.core.$ZodIssue;

/**
 * `rules` (a shared contract: the server's own check, so a form lets through nothing the server
 * refuses) with each refusal said in the active language by `say`, from the catalogs.
 */
function inActiveLanguage<T>(rules: z.ZodType<T>, say: (issue: Issue) => string) {
  return z.unknown().transform((value, ctx): T => {
    const parsed = rules.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: say(issue), path: issue.path });
    return z.NEVER;
  });
}

/** An empty or missing value (a required field's refusal). */
const isMissing = (issue: Issue) =>
  issue.code === 'invalid_type' || (issue.code === 'too_small' && Number(issue.minimum) <= 1);

/** What a text field says of each kind of refusal. */
type TextRefusals = {
  required: () => string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  /** A character the field refuses (control characters, direction controls). */
  invalid: () => string;
};

const sayText = (say: TextRefusals) => (issue: Issue) => {
  if (isMissing(issue)) return say.required();
  if (issue.code === 'too_small') return say.tooShort(Number(issue.minimum));
  if (issue.code === 'too_big') return say.tooLong(Number(issue.maximum));
  return say.invalid();
};

const sayName = sayText({
  required: () => t`Name is required`,
  tooShort: (min) => t`Name must be at least ${min} characters`,
  tooLong: (max) => t`Name must be at most ${max} characters`,
  invalid: () => t`Name contains a character that cannot be used`,
});

const sayEmail = (issue: Issue) => (isMissing(issue) ? t`Email is required` : t`Email is invalid`);

/** A password's refusal; `required` says the field's own "is required" (current or new password). */
const sayPassword = (required: () => string) =>
  sayText({
    required,
    tooShort: (min) => t`Password must be at least ${min} characters`,
    tooLong: (max) => t`Password must be at most ${max} characters`,
    invalid: () => t`Password contains a character that cannot be used`,
  });

/**
 * The profile form's checks, with messages in the active language: build them when checking (not at
 * module load), so they follow the language switch.
 */
export function makeProfileSchemas() {
  return { name: inActiveLanguage(nameSchema, sayName), email: inActiveLanguage(emailSchema, sayEmail) };
}

/** The password change's checks (the API's body), in the active language. */
export function makePasswordChangeSchema() {
  const { currentPassword, newPassword } = passwordChangeSchema.shape;
  return z.object({
    currentPassword: inActiveLanguage(
      currentPassword,
      sayPassword(() => t`Current password is required`),
    ),
    newPassword: inActiveLanguage(
      newPassword,
      sayPassword(() => t`Password is required`),
    ),
  });
}

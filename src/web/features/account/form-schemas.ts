import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { textSchema } from '@shared/contracts/text';
import { localAuthSchemas } from '@/lib/auth-messages';

/**
 * The profile form's checks: the sign-up rules for the name and the email, with the auth dialog's
 * messages in the active language. Build them when checking (not at module load), so they follow the
 * language switch.
 */
export function makeProfileSchemas() {
  const { nameSchema, emailSchema } = localAuthSchemas();
  return { name: nameSchema, email: emailSchema };
}

/** The password change's checks (the API's body, @shared/contracts/account), in the active language. */
export function makePasswordChangeSchema() {
  return z.object({
    currentPassword: textSchema('Current password', {
      max: 128,
      required: t`Current password is required`,
      tooLong: t`Current password must be at most 128 characters`,
      refusals: {
        control: t`Current password cannot contain control characters`,
        invalidCharacter: t`Current password contains an invalid character`,
        directionControl: t`Current password cannot contain direction controls`,
      },
      trim: false,
    }),
    newPassword: localAuthSchemas().passwordSchema,
  });
}

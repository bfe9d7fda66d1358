import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { authSchemas, ENGLISH_AUTH_MESSAGES, type AuthMessages } from '@shared/contracts/auth';
import type { TextRefusals } from '@shared/contracts/text';

/** Lingui's translation of a message: a component's `t` (useLingui), by default the active language's. */
type Translate = (descriptor: MessageDescriptor) => string;
const activeLanguage: Translate = (descriptor) => i18n._(descriptor);

/**
 * The auth schemas' messages in a language (the English ones are the spec's, as the server writes
 * them: a unit test holds the two equal). Called when a form is built, never at module load.
 */
export function authMessages(translate: Translate = activeLanguage): AuthMessages {
  const password: TextRefusals = {
    control: translate(msg`Password cannot contain control characters`),
    invalidCharacter: translate(msg`Password contains an invalid character`),
    directionControl: translate(msg`Password cannot contain direction controls`),
  };
  const name: TextRefusals = {
    control: translate(msg`Name cannot contain control characters`),
    invalidCharacter: translate(msg`Name contains an invalid character`),
    directionControl: translate(msg`Name cannot contain direction controls`),
  };
  return {
    emailRequired: translate(msg`Email is required`),
    emailInvalid: translate(msg`Email is invalid`),
    passwordRequired: translate(msg`Password is required`),
    passwordTooShort: translate(msg`Password must be at least 6 characters`),
    passwordTooLong: translate(msg`Password must be at most 128 characters`),
    password,
    phoneRequired: translate(msg`Phone number is required`),
    phoneInvalid: translate(msg`Phone number must be a 10-digit mobile number`),
    nameRequired: translate(msg`Name is required`),
    nameTooShort: translate(msg`Name must be at least 2 characters`),
    nameTooLong: translate(msg`Name must be at most 80 characters`),
    name,
    passwordsMismatch: translate(msg`Passwords do not match`),
  };
}

/**
 * The auth rules (the server's own) with their messages in `translate`'s language: the auth dialog's
 * forms, and My Account's name, email and password fields.
 */
export const localAuthSchemas = (translate: Translate = activeLanguage) =>
  authSchemas(authMessages(translate));

/** Each English message with the same message in `local`, refusals included. */
function pairs(local: AuthMessages): [english: string, local: string][] {
  return (Object.keys(ENGLISH_AUTH_MESSAGES) as (keyof AuthMessages)[]).flatMap((key): [string, string][] => {
    const english = ENGLISH_AUTH_MESSAGES[key];
    const translated = local[key];
    if (typeof english === 'string') return [[english, translated as string]];
    return (Object.keys(english) as (keyof TextRefusals)[]).map((refusal) => [
      english[refusal],
      (translated as TextRefusals)[refusal],
    ]);
  });
}

/** The forms' messages in the active language by their English text (the server's), for its refusals. */
export function authFormMessages(translate: Translate = activeLanguage): ReadonlyMap<string, string> {
  return new Map(pairs(authMessages(translate)));
}

import { z } from 'zod';

/**
 * What a person types into a free-text field (names, UPI and bank details, reasons, the admin's inputs),
 * as every request body, query and path takes it: trimmed, at most `max` characters, and only
 * characters that are text. Control characters (C0, DEL, C1) are refused: PostgreSQL cannot store
 * U+0000 at all, and the others are never typed on purpose; tab and newline only where the text may
 * span lines (a reason). Unpaired surrogates are refused (they are no character, and UTF-8 cannot
 * carry them), and so, in a single line such as a name, are the invisible direction overrides and
 * isolates that make a name read differently from what it is (U+202A-U+202E, U+2066-U+2069).
 *
 * Each refusal names the field (`label`), so the message can stand under it. The database refuses
 * control characters too (a CHECK on each such column): a route that forgets this type fails in tests.
 */
export function textSchema(
  label: string,
  options: {
    max: number;
    /** The message for a missing or empty value: the field is then required. */
    required?: string;
    /** The message past `max` (default: '<label> must be at most <max> characters'). */
    tooLong?: string;
    /** Tab and newline are allowed (and direction formatting, which prose may need). */
    lines?: boolean;
    /** false for a password: its spaces are part of it. */
    trim?: boolean;
    /** The refusals' messages in another language (default: English, naming `label`). */
    refusals?: TextRefusals;
  },
) {
  const { max, required, lines = false, trim = true } = options;
  const refusals = options.refusals ?? englishRefusals(label);
  const string = z.string(required ? { error: required } : undefined);
  const base = (trim ? string.trim() : string)
    .max(max, options.tooLong ?? `${label} must be at most ${max} characters`)
    .refine((s) => !(lines ? CONTROL_BUT_TAB_OR_NEWLINE : CONTROL).test(s), {
      error: refusals.control,
    })
    .refine((s) => !UNPAIRED_SURROGATE.test(s), { error: refusals.invalidCharacter });
  const text = lines
    ? base
    : base.refine((s) => !DIRECTION_CONTROL.test(s), {
        error: refusals.directionControl,
      });
  return required ? text.min(1, { error: required, abort: true }) : text;
}

/** What a text field says of a character it refuses. */
export type TextRefusals = { control: string; invalidCharacter: string; directionControl: string };

export const englishRefusals = (label: string): TextRefusals => ({
  control: `${label} cannot contain control characters`,
  invalidCharacter: `${label} contains an invalid character`,
  directionControl: `${label} cannot contain direction controls`,
});

// Checks, not patterns: the OpenAPI document has one pattern per string, and it is the field's format
// (a UPI ID's, an IFSC code's), which these must not hide.
const CONTROL = /\p{Cc}/u;
/** A control character other than tab and newline. */
const CONTROL_BUT_TAB_OR_NEWLINE = /[^\P{Cc}\t\n]/u;
const UNPAIRED_SURROGATE = /\p{Cs}/u;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

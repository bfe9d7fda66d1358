import { describe, expect, it } from 'vitest';
import { textSchema } from './text';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('textSchema', () => {
  const name = textSchema('Name', { max: 80, required: 'Name is required' });
  const reason = textSchema('Reason', { max: 500, required: 'A reason is required', lines: true });

  it('trims, and keeps any language and emoji', () => {
    expect(name.parse('  Asha Rao ')).toBe('Asha Rao');
    for (const text of ['मोहन', 'مرحبا', 'Zoë 🏏', '１２３']) expect(name.parse(text)).toBe(text);
  });

  it('refuses every C0 and C1 control character in a name', () => {
    for (let code = 0; code <= 0x9f; code++) {
      if (code === 0x20) code = 0x7f;
      const text = `a${String.fromCharCode(code)}b`;
      expect([code, messages(name.safeParse(text))]).toEqual([
        code,
        ['Name cannot contain control characters'],
      ]);
    }
  });

  it('allows tab and newline only in text that may span lines', () => {
    expect(reason.parse('Bank said:\n\tname mismatch')).toBe('Bank said:\n\tname mismatch');
    expect(messages(reason.safeParse('a\u0000b'))).toEqual(['Reason cannot contain control characters']);
    expect(messages(reason.safeParse('a\rb'))).toEqual(['Reason cannot contain control characters']);
    expect(messages(name.safeParse('a\nb'))).toEqual(['Name cannot contain control characters']);
  });

  it('refuses unpaired surrogates everywhere, and direction controls in a single line', () => {
    for (const text of ['a\uD800b', 'a\uDC00', '\uDBFF'])
      expect(messages(reason.safeParse(text))).toEqual(['Reason contains an invalid character']);
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])
      expect(messages(name.safeParse(`a${String.fromCharCode(code)}b`))).toEqual([
        'Name cannot contain direction controls',
      ]);
    expect(reason.parse('ok \u2067مرحبا\u2069')).toBe('ok \u2067مرحبا\u2069');
  });

  it('requires a value when told to, so a string of spaces is missing', () => {
    expect(messages(name.safeParse('   '))).toEqual(['Name is required']);
    expect(messages(name.safeParse(undefined))).toEqual(['Name is required']);
    expect(textSchema('Bank name', { max: 80 }).parse('   ')).toBe('');
  });

  it('refuses more than the maximum, with the field named or the given text', () => {
    expect(messages(name.safeParse('x'.repeat(10_000)))).toEqual(['Name must be at most 80 characters']);
    expect(
      messages(textSchema('UPI name', { max: 3, tooLong: 'At most 3 characters' }).safeParse('abcd')),
    ).toEqual(['At most 3 characters']);
  });
});

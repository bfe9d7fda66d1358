import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A .po catalog's messages: each msgid with its msgstr (the header entry left out). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(join(import.meta.dirname, locale, 'messages.po'), 'utf8');
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str || block.startsWith('#~')) continue;
    const msgid = unquote(id[1]!);
    if (msgid) entries.set(msgid, unquote(str[1]!));
  }
  return entries;
}

/** The placeholders of an ICU message ({count}, {0}, <0>…</0>), which a translation must keep. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]|<\/?(\d+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('the Hindi catalog', () => {
  const english = readCatalog('en');
  const hindi = readCatalog('hi');

  it('has every message of the English one, translated', () => {
    expect(english.size).toBeGreaterThan(0);
    const missing = [...english.keys()].filter((id) => !hindi.get(id));
    expect(missing).toEqual([]);
    expect([...hindi.keys()].filter((id) => !english.has(id))).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const broken = [...english.keys()].filter(
      (id) => hindi.get(id) && placeholders(id).join() !== placeholders(hindi.get(id)!).join(),
    );
    expect(broken).toEqual([]);
  });
});

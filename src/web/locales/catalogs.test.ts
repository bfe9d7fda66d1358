import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '..');

/** Each catalog (the shell's and each later feature's, lingui.config.ts) with its two languages' files. */
const CATALOGS = [
  { name: 'shell', file: (locale: string) => join(web, 'locales', locale, 'messages.po') },
  ...readdirSync(join(web, 'features'))
    .filter((feature) => existsSync(join(web, 'features', feature, 'locales')))
    .map((feature) => ({
      name: feature,
      file: (locale: string) => join(web, 'features', feature, 'locales', `${locale}.po`),
    })),
];

/** A .po catalog's messages: each msgid with its msgstr (the header entry left out). */
function readCatalog(path: string): Map<string, string> {
  const text = readFileSync(path, 'utf8');
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

describe.each(CATALOGS)('the Hindi catalog of $name', ({ file }) => {
  const english = readCatalog(file('en'));
  const hindi = readCatalog(file('hi'));

  it('has every message of the English one, translated', () => {
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

it('finds the shell catalog and the later features ones', () => {
  expect(CATALOGS.map((c) => c.name)).toEqual(
    expect.arrayContaining(['shell', 'account', 'bets', 'help', 'legal', 'notifications', 'wallet']),
  );
  expect(readCatalog(CATALOGS[0]!.file('en')).size).toBeGreaterThan(0);
});

it('gives a message the same Hindi in every catalog it is in', () => {
  const seen = new Map<string, { hindi: string; catalog: string }>();
  const differing: string[] = [];
  for (const { name, file } of CATALOGS)
    for (const [id, hindi] of readCatalog(file('hi'))) {
      const first = seen.get(id);
      if (!first) seen.set(id, { hindi, catalog: name });
      else if (first.hindi !== hindi)
        differing.push(`${id}: ${first.catalog} "${first.hindi}", ${name} "${hindi}"`);
    }
  expect(differing).toEqual([]);
});

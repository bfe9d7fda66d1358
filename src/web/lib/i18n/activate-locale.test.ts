// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, withFeatureCatalog } from './activate-locale';

// A message of the help page's catalog and one of the shell's (src/web/features/help, features/layout).
const helpTitle = msg`Help & Support`;
const home = msg`Home`;
// One of the bets feature's (My Bets).
const activeBets = msg`Active bets`;

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('the catalogs of a page', () => {
  it("load a later screen's catalog in the page's language even before the first activation ends", async () => {
    document.documentElement.lang = 'hi-IN';
    // A page that has just started has no language active yet (the tests' setup activates English).
    Object.assign(i18n, { _locale: undefined });
    // The router loads the page's code as the app starts, beside the first activation.
    const [page] = await Promise.all([
      withFeatureCatalog('help', Promise.resolve('help page')),
      activateLocale('hi'),
    ]);
    expect(page).toBe('help page');
    expect(i18n.locale).toBe('hi');
    expect(i18n._(home)).toBe('होम');
    expect(i18n._(helpTitle)).not.toMatch(/[A-Za-z]/);
  });

  it('loads the features loaded so far again when the language changes', async () => {
    await activateLocale('en');
    expect(document.documentElement.lang).toBe('en-IN');
    expect(i18n._(helpTitle)).toBe('Help & Support');
    await activateLocale('hi');
    expect(i18n._(helpTitle)).not.toMatch(/[A-Za-z]/);
  });

  it("adds a later screen's catalog to the page's language without re-rendering the page", async () => {
    await activateLocale('hi');
    let changes = 0;
    const stop = i18n.on('change', () => (changes += 1));
    await withFeatureCatalog('bets', Promise.resolve('my bets'));
    stop();
    // Lingui's provider re-renders every translated text on a change: none of them is the new screen's.
    expect(changes).toBe(0);
    expect(i18n._(activeBets)).not.toMatch(/[A-Za-z]/);
  });

  it('switches the language with one re-render for its catalogs and one for the switch', async () => {
    await activateLocale('hi');
    await withFeatureCatalog('help', Promise.resolve('help page'));
    await withFeatureCatalog('bets', Promise.resolve('my bets'));
    let changes = 0;
    const stop = i18n.on('change', () => (changes += 1));
    await activateLocale('en');
    stop();
    expect(changes).toBe(2);
    expect(i18n._(activeBets)).toBe('Active bets');
  });
});

import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromCookieHeader, localeOfHtmlLang } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-GB,hi;q=0.5', 'en'],
    ['ta-IN,hi;q=0.8,en;q=0.6', 'hi'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.4,HI;q=0.6', 'hi'],
    ['hi;q=0,en;q=0.5', 'en'],
  ])('%s gives %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('localeFromCookieHeader', () => {
  it('reads the lang cookie among others', () => {
    expect(localeFromCookieHeader('session=abc; lang=hi; other=1')).toBe('hi');
    expect(localeFromCookieHeader('lang=en')).toBe('en');
  });
  it('ignores a missing or unknown language', () => {
    expect(localeFromCookieHeader(undefined)).toBeNull();
    expect(localeFromCookieHeader('session=abc')).toBeNull();
    expect(localeFromCookieHeader('lang=fr')).toBeNull();
    expect(localeFromCookieHeader('xlang=hi')).toBeNull();
  });
});

describe('localeOfHtmlLang', () => {
  it('reads the primary tag', () => {
    expect(localeOfHtmlLang('hi-IN')).toBe('hi');
    expect(localeOfHtmlLang('en-IN')).toBe('en');
    expect(localeOfHtmlLang('fr')).toBe('en');
  });
});

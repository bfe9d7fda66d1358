import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindi } from '../../../locales/hi/messages.po';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('relativeTime', () => {
  it('counts minutes under an hour', () => {
    expect(relativeTime(ago(1 * MIN), now)).toBe('1 min ago');
    expect(relativeTime(ago(45 * MIN + 30_000), now)).toBe('45 min ago');
    expect(relativeTime(ago(59 * MIN + 59_000), now)).toBe('59 min ago');
  });

  it('counts hours from 60 minutes, singular and plural', () => {
    expect(relativeTime(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(relativeTime(ago(119 * MIN), now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 60 * MIN), now)).toBe('5 hours ago');
    expect(relativeTime(ago(23 * 60 * MIN + 59 * MIN), now)).toBe('23 hours ago');
  });

  it('counts days from 24 hours', () => {
    expect(relativeTime(ago(24 * 60 * MIN), now)).toBe('1 day ago');
    expect(relativeTime(ago(3 * 24 * 60 * MIN), now)).toBe('3 days ago');
  });

  it('says Just now under a minute and for a time slightly ahead', () => {
    expect(relativeTime(ago(10_000), now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('is empty for an unreadable time', () => {
    expect(relativeTime('nope', now)).toBe('');
  });
});

describe('relativeTime in Hindi', () => {
  afterEach(() => i18n.activate('en'));

  it('counts minutes, hours and days as Hindi sites write them', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindi });
    expect(relativeTime(ago(10_000), now)).toBe('अभी-अभी');
    expect(relativeTime(ago(5 * MIN), now)).toBe('5 मिनट पहले');
    expect(relativeTime(ago(60 * MIN), now)).toBe('1 घंटा पहले');
    expect(relativeTime(ago(5 * 60 * MIN), now)).toBe('5 घंटे पहले');
    expect(relativeTime(ago(24 * 60 * MIN), now)).toBe('1 दिन पहले');
    expect(relativeTime(ago(3 * 24 * 60 * MIN), now)).toBe('3 दिन पहले');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { dayHeading, matchDateLabel } from './date-label';

// India-time dates (UTC+05:30): the labels are IST whatever the device's zone.
const india = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(Date.UTC(y, m - 1, d, h, min) - 330 * 60_000);
const at = (y: number, m: number, d: number, h: number, min: number) => india(y, m, d, h, min).toISOString();

describe('matchDateLabel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(india(2026, 11, 23, 10, 0)); // Monday, Nov 23 2026, 10:00
  });
  afterEach(() => vi.useRealTimers());

  it('says Today for later today', () => {
    expect(matchDateLabel(at(2026, 11, 23, 19, 30))).toBe('Today, 7:30 PM');
  });

  it('says Tomorrow for the next calendar day, even just after midnight', () => {
    expect(matchDateLabel(at(2026, 11, 24, 19, 30))).toBe('Tomorrow, 7:30 PM');
    expect(matchDateLabel(at(2026, 11, 24, 0, 5))).toBe('Tomorrow, 12:05 AM');
  });

  it('gives weekday, month and day further out', () => {
    expect(matchDateLabel(at(2026, 11, 25, 19, 30))).toBe('Wednesday, Nov 25, 7:30 PM');
    expect(matchDateLabel(at(2026, 12, 1, 15, 0))).toBe('Tuesday, Dec 1, 3:00 PM');
  });

  it('uses the given clock when passed one', () => {
    const now = india(2026, 11, 24, 23, 59);
    expect(matchDateLabel(at(2026, 11, 25, 19, 30), now)).toBe('Tomorrow, 7:30 PM');
  });

  it('returns an empty label for an unreadable date', () => {
    expect(matchDateLabel('not a date')).toBe('');
  });

  it('labels day groups', () => {
    expect(dayHeading(at(2026, 11, 23, 21, 0))).toBe('Today');
    expect(dayHeading(at(2026, 11, 24, 21, 0))).toBe('Tomorrow');
    expect(dayHeading(at(2026, 11, 26, 21, 0))).toBe('Thursday, Nov 26');
  });
});

describe('the labels on a Hindi page', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.setSystemTime(india(2026, 11, 23, 10, 0)); // Monday, Nov 23 2026, 10:00
    const { messages } = await import('@/locales/hi/messages.po');
    i18n.loadAndActivate({ locale: 'hi', messages });
  });
  afterEach(() => {
    vi.useRealTimers();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('name the day in Hindi, the day of the month before the month, the time by its part of the day', () => {
    expect(matchDateLabel(at(2026, 11, 23, 19, 30))).toBe('आज, शाम 7:30');
    expect(matchDateLabel(at(2026, 11, 24, 19, 30))).toBe('कल, शाम 7:30');
    expect(matchDateLabel(at(2026, 11, 25, 19, 30))).toBe('बुधवार, 25 नवंबर, शाम 7:30');
    expect(dayHeading(at(2026, 12, 1, 21, 0))).toBe('मंगलवार, 1 दिसंबर');
  });
});

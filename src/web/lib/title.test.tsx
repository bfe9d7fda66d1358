// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { formatPageTitle, usePageTitle } from './title';

afterEach(() => {
  cleanup();
  document.title = '';
});

describe('formatPageTitle', () => {
  it("is 'IPL Betting' without a page title and uses the template with one", () => {
    expect(formatPageTitle()).toBe('IPL Betting');
    expect(formatPageTitle('  ')).toBe('IPL Betting');
    expect(formatPageTitle('Live Matches')).toBe('Live Matches | IPL Betting');
  });
});

describe('usePageTitle', () => {
  it('sets the default title', () => {
    renderHook(() => usePageTitle());
    expect(document.title).toBe('IPL Betting');
  });

  it('sets and updates a page title', () => {
    const { rerender } = renderHook(({ title }: { title?: string }) => usePageTitle(title), {
      initialProps: { title: 'Terms & Conditions' } as { title?: string },
    });
    expect(document.title).toBe('Terms & Conditions | IPL Betting');
    rerender({ title: 'My Bets' });
    expect(document.title).toBe('My Bets | IPL Betting');
    rerender({ title: undefined });
    expect(document.title).toBe('IPL Betting');
  });
});

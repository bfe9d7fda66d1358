// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Preferences } from '@shared/contracts/notifications';
import { setupDomTests, stubLayoutApis } from '@/test/dom';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testPlayer } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { NotificationPreferences } from './notification-preferences';
import { RealityCheckSetting } from './reality-check-setting';

setupDomTests();
stubLayoutApis();

const saved: Preferences = {
  betResults: true,
  matchReminders: true,
  specialOffers: true,
  realityCheckMinutes: 60,
  oddsChange: 'HIGHER',
};

/** The preferences endpoint: answers `saved`, and records each PUT's body. */
function preferencesServer() {
  const puts: unknown[] = [];
  stubFetch({
    me: testPlayer,
    handle: (url, init) => {
      if (url !== '/api/me/preferences') return undefined;
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Preferences;
        puts.push(body);
        return jsonResponse(body);
      }
      return jsonResponse(saved);
    },
  });
  return puts;
}

// The spec shows toggles: each preference is a switch named by its label, not a native checkbox.
describe('notification and reality check preferences', () => {
  it('turns a notification off with its switch and saves it', async () => {
    const puts = preferencesServer();
    renderWithProviders(<NotificationPreferences />);
    const offers = await screen.findByRole('switch', { name: /Special offers/ });
    expect(offers).toBeChecked();
    expect(document.querySelector('input[type="checkbox"]:not([aria-hidden="true"])')).toBeNull();
    await userEvent.click(offers);
    expect(offers).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(puts).toEqual([{ ...saved, specialOffers: false }]));
  });

  it('chooses the reality check interval from a listbox, not a native select', async () => {
    const puts = preferencesServer();
    renderWithProviders(<RealityCheckSetting />);
    const trigger = await screen.findByRole('combobox', { name: 'Reality check' });
    expect(trigger).toHaveTextContent('After the first hour, then every hour');
    expect(document.querySelector('select:not([aria-hidden="true"])')).toBeNull();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Off' }));
    await waitFor(() => expect(puts).toEqual([{ ...saved, realityCheckMinutes: null }]));
  });
});

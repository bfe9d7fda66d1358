// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests, stubLayoutApis } from '@/test/dom';
import { savedPreferences, stubPreferencesServer } from '@/test/preferences-server';
import { renderWithProviders } from '@/test/render';
import { NotificationPreferences } from './notification-preferences';
import { RealityCheckSetting } from './reality-check-setting';

setupDomTests();
stubLayoutApis();

const saved = savedPreferences;
const preferencesServer = stubPreferencesServer;

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

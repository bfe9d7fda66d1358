// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests } from '@/test/dom';
import { savedPreferences, stubPreferencesServer } from '@/test/preferences-server';
import { renderWithProviders } from '@/test/render';
import { QuickStakesControl } from './quick-stakes-control';

setupDomTests();

const saved = savedPreferences;
const preferencesServer = stubPreferencesServer;

const field = (n: number) => screen.findByRole('textbox', { name: `One-click stake ${n}` });

describe('one-click stakes', () => {
  it('shows the saved stakes and saves the ones typed, digits only', async () => {
    const puts = preferencesServer();
    renderWithProviders(<QuickStakesControl id="q" />);
    expect(await field(2)).toHaveValue('500');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(await field(3));
    await userEvent.type(await field(3), '5,00x0');
    expect(await field(3)).toHaveValue('5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ ...saved, quickStakes: [100, 500, 5000] }]));
  });

  it('says what it takes, and saves nothing, for stakes the server would refuse', async () => {
    const puts = preferencesServer();
    renderWithProviders(<QuickStakesControl id="q" />);
    await userEvent.clear(await field(1));
    await userEvent.type(await field(1), '700');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Three whole amounts from ₹100 to ₹1,00,00,000, each larger than the one before.',
      ),
    ).toBeVisible();
    expect(await field(1)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(await field(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(puts).toEqual([]);
  });
});

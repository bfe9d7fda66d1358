// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests } from '@/test/dom';
import { testSlipEntry } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import type { SlipEntry } from '../types';
import { SlipEntryCard } from './slip-entry-card';

setupDomTests();

const rules = { minStake: 100, maxStake: 1_000_000, maxSelections: 10 };

/** A pick put on the slip by a tap on its price: no stake yet. */
function Entry({ quickStakes }: { quickStakes?: number[] }) {
  const [entry, setEntry] = useState<SlipEntry>({ ...testSlipEntry({ amount: 0 }), id: '1-10-100' });
  return (
    <ul>
      <SlipEntryCard
        entry={entry}
        live={undefined}
        onRemove={() => {}}
        onAmountChange={(_id, amount) => setEntry({ ...entry, amount })}
        onAcceptOdds={() => {}}
        rules={rules}
        oddsChange="HIGHER"
        quickStakes={quickStakes}
      />
    </ul>
  );
}

const stake = () => screen.getByLabelText('Stake (₹)') as HTMLInputElement;

describe('a slip entry’s stake', () => {
  it('starts empty for a tapped pick and says the minimum until a stake is typed', async () => {
    renderWithProviders(<Entry />);
    expect(stake().value).toBe('');
    // A hint until a stake is typed: not marked as wrong.
    expect(screen.getByText('Minimum bet amount is ₹100')).toBeTruthy();
    expect(stake()).not.toHaveAttribute('aria-invalid');
    await userEvent.type(stake(), '5');
    expect(stake()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Minimum bet amount is ₹100').className).toContain('text-red');
    await userEvent.clear(stake());
    await userEvent.type(stake(), '25x0');
    expect(stake().value).toBe('250');
    expect(screen.queryByText('Minimum bet amount is ₹100')).toBeNull();
    expect(screen.getByTestId('entry-return').textContent).toBe('₹475.00');
  });

  it('adds each quick stake to the stake', async () => {
    renderWithProviders(<Entry />);
    await userEvent.click(screen.getByRole('button', { name: 'Add ₹500 to stake for Mumbai Indians' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add ₹100 to stake for Mumbai Indians' }));
    expect(stake().value).toBe('600');
    fireEvent.change(stake(), { target: { value: '999999999' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add ₹1000 to stake for Mumbai Indians' }));
    expect(stake().value).toBe('999999999');
  });

  it('offers the player’s own one-click stakes when they chose some', async () => {
    renderWithProviders(<Entry quickStakes={[200, 2000, 25000]} />);
    expect(screen.queryByRole('button', { name: /Add ₹100 / })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add ₹25000 to stake for Mumbai Indians' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add ₹200 to stake for Mumbai Indians' }));
    expect(stake().value).toBe('25200');
    expect(screen.getByRole('button', { name: 'Add ₹25000 to stake for Mumbai Indians' }).textContent).toBe(
      '25,000',
    );
  });
});

describe('a slip entry’s market', () => {
  it('takes the name the lists give it now: a session picked before the toss, named by its side after it', () => {
    const entry = { ...testSlipEntry({ marketName: '1st innings 6 over runs' }), id: '1-10-100' };
    const live = {
      odds: 1.9,
      marketStatus: 'OPEN' as const,
      betDelaySeconds: 0,
      marketName: 'MI 6 over runs',
    };
    renderWithProviders(
      <ul>
        <SlipEntryCard
          entry={entry}
          live={live}
          onRemove={() => {}}
          onAmountChange={() => {}}
          onAcceptOdds={() => {}}
          rules={rules}
          oddsChange="HIGHER"
        />
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: /^Mumbai Indians, MI 6 over runs, / })).toBeInTheDocument();
    expect(screen.getByText('MI 6 over runs')).toBeInTheDocument();
    expect(screen.queryByText('1st innings 6 over runs')).not.toBeInTheDocument();
  });
});

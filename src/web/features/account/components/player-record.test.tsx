// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PlayerStats } from '@shared/contracts/account';
import { setupDomTests } from '@/test/dom';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testPlayer } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PlayerRecord } from './player-record';

setupDomTests();

/** A new player's record: nothing settled yet. */
const NONE: PlayerStats = { totalBets: 0, won: 0, lost: 0, pending: 0, winRate: null, netProfit: 0 };
const stats = (over: Partial<PlayerStats>): PlayerStats => ({ ...NONE, ...over });

function renderRecord(answer: PlayerStats) {
  stubFetch({
    me: testPlayer,
    handle: (url) => (url === '/api/me/stats' ? jsonResponse(answer) : undefined),
  });
  renderWithProviders(<PlayerRecord />);
}

describe('PlayerRecord', () => {
  it('writes the win rate as a figure in headline type', async () => {
    renderRecord(stats({ won: 1, lost: 1, totalBets: 2, winRate: 50 }));
    expect(await screen.findByTestId('win-rate')).toHaveTextContent('50.0%');
    expect(screen.getByTestId('win-rate')).toHaveClass('text-2xl');
  });

  it('says there are no settled bets yet in body type, not as a headline figure', async () => {
    renderRecord(stats({}));
    const note = await screen.findByTestId('win-rate');
    expect(note).toHaveTextContent('No settled bets yet');
    expect(note).not.toHaveClass('text-2xl');
  });
});

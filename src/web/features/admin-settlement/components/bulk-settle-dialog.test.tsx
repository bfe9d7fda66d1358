// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkSettlementResult } from '@shared/contracts/admin';
import { setupDomTests } from '@/test/dom';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testPendingMatch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { BulkSettleDialog } from './bulk-settle-dialog';

setupDomTests();

const pending = (id: number, winner: string) =>
  testPendingMatch(id, {
    resultText: `${winner} won`,
    suggestedWinner: winner,
    pendingBets: 2,
    totalStake: 300,
    payoutIfHomeWins: 380,
    payoutIfAwayWins: 190,
  });

describe('BulkSettleDialog', () => {
  it('lists what it will settle, sends exactly that, then shows each settled and skipped match', async () => {
    const answer: BulkSettlementResult = {
      message: 'Settled 1 match, skipped 1 match',
      settled: [{ matchId: 7, winningTeam: 'Mumbai Indians', won: 1, lost: 1, paid: 380 }],
      skipped: [{ matchId: 8, code: 'ALREADY_SETTLED', reason: 'Match #8 has already been settled' }],
    };
    const bodies: unknown[] = [];
    stubFetch({
      handle: (url, init) => {
        if (url !== '/api/admin/settlements/bulk-settle') return undefined;
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(answer);
      },
    });
    renderWithProviders(
      <BulkSettleDialog
        candidates={[pending(7, 'Mumbai Indians'), pending(8, 'Punjab Kings')]}
        onClose={() => {}}
      />,
    );
    const confirm = screen.getByRole('dialog', { name: "Settle 2 matches on the feed's result?" });
    const listed = within(confirm).getAllByRole('listitem');
    expect(listed.map((li) => li.textContent)).toEqual([
      '#7 · Mumbai Indians vs Punjab KingsWinner: Mumbai Indians · 2 bets, pays ₹380',
      '#8 · Mumbai Indians vs Punjab KingsWinner: Punjab Kings · 2 bets, pays ₹190',
    ]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Settle 2 matches' }));

    const summary = await screen.findByRole('dialog', { name: 'Settled 1 match, skipped 1 match' });
    expect(bodies).toEqual([
      {
        matches: [
          { matchId: 7, winningTeam: 'Mumbai Indians' },
          { matchId: 8, winningTeam: 'Punjab Kings' },
        ],
      },
    ]);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Match #7 settled: Mumbai Indians · 1 won, 1 lost, ₹380 paid',
      'Match #8 skipped: Match #8 has already been settled',
    ]);
  });
});

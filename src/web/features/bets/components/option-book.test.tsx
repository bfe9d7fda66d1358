// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { MyBook } from '@shared/contracts/book';
import { setupDomTests } from '@/test/dom';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testPlayer } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { betsKeys } from '@/lib/query-keys';
import { OptionBook } from './option-book';

setupDomTests();

const book = (homeNet: number, awayNet: number): MyBook => ({
  matchId: 7,
  markets: [
    {
      marketId: 70,
      options: [
        { optionId: 701, net: homeNet },
        { optionId: 702, net: awayNet },
      ],
    },
  ],
});

/** Answers the match's book from `answers` in turn, and counts the requests. */
function stubBook(answers: MyBook[]) {
  const requests: string[] = [];
  stubFetch({
    me: testPlayer,
    handle: (url) => {
      if (!url.startsWith('/api/me/book')) return undefined;
      requests.push(url);
      return jsonResponse(answers.length > 1 ? answers.shift() : answers[0]);
    },
  });
  return requests;
}

const renderOptions = () =>
  renderWithProviders(
    <>
      <OptionBook matchId={7} marketId={70} optionId={701} name="Mumbai Indians" />
      <OptionBook matchId={7} marketId={70} optionId={702} name="Chennai Super Kings" />
      <OptionBook matchId={7} marketId={71} optionId={711} name="Yes 45.5" />
    </>,
  );

describe('OptionBook', () => {
  it("shows each option's net from one request, a gain green with + and a loss red with a minus", async () => {
    const requests = stubBook([book(150, -100)]);
    renderOptions();
    const gain = await screen.findByText('+₹150.00');
    const loss = screen.getByText('−₹100.00');
    expect(gain.parentElement).toHaveClass('text-green-300');
    expect(loss.parentElement).toHaveClass('text-red-300');
    // Read out with the outcome it is for.
    expect(screen.getByText('If Mumbai Indians wins: +₹150.00')).toBeInTheDocument();
    expect(screen.getByText('If Chennai Super Kings wins: −₹100.00')).toBeInTheDocument();
    // A market without the player's stake shows nothing.
    expect(screen.getAllByTestId('option-book')).toHaveLength(2);
    expect(requests).toEqual(['/api/me/book?matchId=7']);
  });

  it('shows the new book once something invalidates the bets (a placed slip, the stream)', async () => {
    stubBook([book(150, -100), book(50, 80)]);
    const { queryClient } = renderOptions();
    await screen.findByText('+₹150.00');
    await act(() => queryClient.invalidateQueries({ queryKey: betsKeys.all }));
    expect(await screen.findByText('+₹50.00')).toBeInTheDocument();
    expect(screen.getByText('+₹80.00')).toBeInTheDocument();
    expect(screen.queryByText('+₹150.00')).not.toBeInTheDocument();
  });
});

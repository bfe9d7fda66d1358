// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupDomTests } from '@/test/dom';
import { testMarket } from '@/test/fixtures';
import { I18nWrapper } from '@/test/render';
import { BetDelayHint } from './bet-delay-hint';

setupDomTests();

describe('BetDelayHint', () => {
  it('shows the longest in-play delay of the markets it is given', () => {
    render(
      <BetDelayHint
        markets={[testMarket({ betDelaySeconds: 2 }), testMarket({ id: 11, betDelaySeconds: 5 })]}
      />,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByTestId('bet-delay-hint')).toHaveTextContent('Bet delay: 5 s');
  });

  it('shows nothing before the match, when bets do not wait', () => {
    render(<BetDelayHint markets={[testMarket({ betDelaySeconds: 0 })]} />, { wrapper: I18nWrapper });
    expect(screen.queryByTestId('bet-delay-hint')).not.toBeInTheDocument();
  });
});
